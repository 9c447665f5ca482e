import { orgAdminProcedure } from '../../../trpc';
import { listUnitParameterDimensions as listService } from '../../../services/config/units/list-unit-parameter-dimensions';
import { ZListUnitParameterDimensionsInput, ZListUnitParameterDimensionsOutput } from './list-unit-parameter-dimensions.types';

export const listUnitParameterDimensions = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/units/{id}/parameter-dimensions', protect: true, tags: ['config/units'] } })
  .input(ZListUnitParameterDimensionsInput)
  .output(ZListUnitParameterDimensionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id));
