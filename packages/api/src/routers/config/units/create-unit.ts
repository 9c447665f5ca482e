import { orgAdminProcedure } from '../../../trpc';
import { createUnit as createUnitService } from '../../../services/config/units/create-unit';
import { ZCreateUnitInput } from '../../../services/config/units/create-unit.types';
import { ZUnit } from '../../../services/config/units/unit.types';

export const createUnit = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/units',
      protect: true,
      tags: ['config/units'],
      summary: 'Create a unit',
      description: 'Creates a unit with a name (required: 422 name) and a unique ordinal. Organisation users only: lab users get 403.',
    },
  })
  .input(ZCreateUnitInput)
  .output(ZUnit)
  .mutation(({ ctx, input }) => createUnitService(ctx, input));
