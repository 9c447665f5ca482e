import { orgAdminProcedure } from '../../../trpc';
import { createUnit as createUnitService } from '../../../services/config/units/create-unit';
import { ZCreateUnitInput } from './create-unit.types';
import { ZUnit } from './unit.types';

export const createUnit = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/units', protect: true, tags: ['config/units'] } })
  .input(ZCreateUnitInput)
  .output(ZUnit)
  .mutation(({ ctx, input }) => createUnitService(ctx, input));
