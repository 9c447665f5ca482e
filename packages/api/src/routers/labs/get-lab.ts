import { protectedProcedure } from '../../trpc';
import { getLab as getLabById } from '../../services/labs/get-lab';
import { ZGetLabInput, ZLab } from './get-lab.types';

export const getLab = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}', protect: true, tags: ['labs'] } })
  .input(ZGetLabInput)
  .output(ZLab)
  .query(({ ctx, input }) => getLabById(ctx, input.labId));
