import { orgAdminProcedure } from '../../../trpc';
import { listUnits as listUnitsService } from '../../../services/config/units/list-units';
import { ZListUnitsInput, ZListUnitsOutput } from '../../../services/config/units/list-units.types';

export const listUnits = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/units',
      protect: true,
      tags: ['config/units'],
      summary: 'List units',
      description: 'Every unit with its hidden flag, searched by name in any locale or by id, sorted by the translated name or by ordinal (spec 3 §2). Organisation users only: lab users get 403.',
    },
  })
  .input(ZListUnitsInput)
  .output(ZListUnitsOutput)
  .query(({ ctx, input }) => listUnitsService(ctx, input));
