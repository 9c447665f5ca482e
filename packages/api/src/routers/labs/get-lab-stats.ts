import { protectedProcedure } from '../../trpc';
import { getLabStats as computeLabStats } from '../../services/labs/get-lab-stats';
import { ZGetLabStatsInput, ZLabStats } from './get-lab-stats.types';

export const getLabStats = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/stats', protect: true, tags: ['labs'] } })
  .input(ZGetLabStatsInput)
  .output(ZLabStats)
  .query(({ ctx, input }) => computeLabStats(ctx, input.labId));
