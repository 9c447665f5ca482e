import { orgAdminProcedure } from '../../../trpc';
import { listUnits as listUnitsService } from '../../../services/config/units/list-units';
import { ZListUnitsInput, ZListUnitsOutput } from './list-units.types';

export const listUnits = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/units', protect: true, tags: ['config/units'] } })
  .input(ZListUnitsInput)
  .output(ZListUnitsOutput)
  .query(({ ctx, input }) => listUnitsService(ctx, input));
