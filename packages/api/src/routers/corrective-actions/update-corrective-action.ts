import { protectedProcedure } from '../../trpc';
import { updateCorrectiveAction as update } from '../../services/corrective-actions/corrective-actions';
import { ZCorrectiveAction, ZUpdateCorrectiveActionInput } from '../../services/corrective-actions/corrective-action.types';

export const updateCorrectiveAction = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/corrective_actions/{actionId}',
      protect: true,
      tags: ['corrective-actions'],
      summary: 'Change or close a corrective action',
      description:
        'Changes an open action, or closes it with closedAt and the effectiveness check after the next round (effective true/false): closing without the check is 422 effective, a check without closing 422 closedAt, a closed action cannot change (422 closedAt).',
    },
  })
  .input(ZUpdateCorrectiveActionInput)
  .output(ZCorrectiveAction)
  .mutation(({ ctx, input }) => update(ctx, input));
