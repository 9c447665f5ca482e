import { orgAdminProcedure } from '../../../trpc';
import { saveDimensionValue } from '../../../services/config/dimensions/save-dimension-value';
import { ZDimension } from './dimension.types';
import { ZCreateDimensionValueInput } from './save-dimension-value.types';

/** Answers the dimension with its values (and its new deletable flag). */
export const createDimensionValue = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/dimensions/{id}/values/{type}', protect: true, tags: ['config/dimensions'] } })
  .input(ZCreateDimensionValueInput)
  .output(ZDimension)
  .mutation(({ ctx, input }) => saveDimensionValue(ctx, input, null));
