import { protectedProcedure } from '../../trpc';
import { markLatestResultsHintSeen as markHintSeen } from '../../services/auth/mark-latest-results-hint-seen';
import { ZMarkLatestResultsHintSeenInput, ZMarkLatestResultsHintSeenOutput } from '../../services/auth/mark-latest-results-hint-seen.types';

export const markLatestResultsHintSeen = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/auth/profile/seen_latest_results_filter',
      protect: true,
      tags: ['auth'],
      summary: 'Mark the latest-results hint as seen',
      description: 'Records that the one-time “latest results” filter hint was shown to the signed-in user, so it is not shown again.',
    },
  })
  .input(ZMarkLatestResultsHintSeenInput)
  .output(ZMarkLatestResultsHintSeenOutput)
  .mutation(({ ctx }) => markHintSeen(ctx.db, ctx.session.user.id));
