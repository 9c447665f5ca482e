import { protectedProcedure } from '../../trpc';
import { getLabStats as computeLabStats } from '../../services/labs/get-lab-stats';
import { ZGetLabStatsInput, ZLabStats } from '../../services/labs/get-lab-stats.types';

export const getLabStats = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/stats',
      protect: true,
      tags: ['labs'],
      summary: "Get the lab menu's badge counts",
      description: 'The badge counts of the lab menu (spec 1 §2) as of now: surveys in progress without validation, evaluation errors, surveys with invalid results this year, dirty orders. Users with read access to the lab.',
    },
  })
  .input(ZGetLabStatsInput)
  .output(ZLabStats)
  .query(({ ctx, input }) => computeLabStats(ctx, input.labId));
