import { orgAdminProcedure } from '../../../trpc';
import { deleteDimension as deleteService } from '../../../services/config/dimensions/delete-dimension';
import { ZOk } from '../../shared.types';
import { ZDeleteDimensionInput } from './save-dimension.types';

/** 409 in_use_error unless deletable (no parameters, no values). */
export const deleteDimension = orgAdminProcedure
  .meta({ openapi: { method: 'DELETE', path: '/dimensions/{id}', protect: true, tags: ['config/dimensions'] } })
  .input(ZDeleteDimensionInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => deleteService(ctx, input.id));
