import { orgAdminProcedure } from '../../../trpc';
import { changeParameterDimensions as changeService } from '../../../services/config/parameters/change-parameter-dimensions';
import { ZChangeParameterDimensionsInput } from './change-parameter-dimensions.types';
import { ZParameter } from './parameter.types';

export const changeParameterDimensions = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/params/{id}/dimensions/{role}/{dimensionIds}', protect: true, tags: ['config/parameters'] } })
  .input(ZChangeParameterDimensionsInput)
  .output(ZParameter)
  .mutation(({ ctx, input }) => changeService(ctx, input));
