import { orgAdminProcedure } from '../../../trpc';
import { updateUnit as updateUnitService } from '../../../services/config/units/update-unit';
import { ZUpdateUnitInput } from './update-unit.types';
import { ZUnit } from './unit.types';

export const updateUnit = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/units/{id}', protect: true, tags: ['config/units'] } })
  .input(ZUpdateUnitInput)
  .output(ZUnit)
  .mutation(({ ctx, input }) => updateUnitService(ctx, input));
