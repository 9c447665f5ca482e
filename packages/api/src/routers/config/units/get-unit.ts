import { orgAdminProcedure } from '../../../trpc';
import { getUnit as getUnitService } from '../../../services/config/units/get-unit';
import { ZGetUnitInput } from '../../../services/config/units/get-unit.types';
import { ZUnit } from '../../../services/config/units/unit.types';

export const getUnit = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/units/{id}',
      protect: true,
      tags: ['config/units'],
      summary: 'Get a unit',
      description: 'One unit; 404 for an unknown id. Organisation users only: lab users get 403.',
    },
  })
  .input(ZGetUnitInput)
  .output(ZUnit)
  .query(({ ctx, input }) => getUnitService(ctx, input.id));
