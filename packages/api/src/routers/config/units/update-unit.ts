import { orgAdminProcedure } from '../../../trpc';
import { updateUnit as updateUnitService } from '../../../services/config/units/update-unit';
import { ZUpdateUnitInput } from '../../../services/config/units/update-unit.types';
import { ZUnit } from '../../../services/config/units/unit.types';

export const updateUnit = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/units/{id}',
      protect: true,
      tags: ['config/units'],
      summary: 'Update a unit',
      description: "Changes a unit's name, ordinal (unique) and hidden flag. Organisation users only: lab users get 403.",
    },
  })
  .input(ZUpdateUnitInput)
  .output(ZUnit)
  .mutation(({ ctx, input }) => updateUnitService(ctx, input));
