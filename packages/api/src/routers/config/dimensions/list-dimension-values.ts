import { orgAdminProcedure } from '../../../trpc';
import { listDimensionValues as listService } from '../../../services/config/dimensions/list-dimension-values';
import { ZDimensionValues } from './dimension.types';
import { ZListDimensionValuesInput } from './list-dimension-values.types';

export const listDimensionValues = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/dimensions/{id}/values', protect: true, tags: ['config/dimensions'] } })
  .input(ZListDimensionValuesInput)
  .output(ZDimensionValues)
  .query(({ ctx, input }) => listService(ctx, input.id));
