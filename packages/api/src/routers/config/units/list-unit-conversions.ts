import { orgAdminProcedure } from '../../../trpc';
import { listUnitConversions as listService } from '../../../services/config/units/list-unit-conversions';
import { ZListUnitConversionsInput, ZListUnitConversionsOutput } from '../../../services/config/units/list-unit-conversions.types';

export const listUnitConversions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/units/{unitId}/conversions',
      protect: true,
      tags: ['config/units'],
      summary: "List a unit's conversions",
      description: 'The conversions from the unit. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListUnitConversionsInput)
  .output(ZListUnitConversionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.unitId));
