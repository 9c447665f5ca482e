import { protectedProcedure } from '../../trpc';
import { listParameterActions as list } from '../../services/corrective-actions/corrective-actions';
import { ZCorrectiveActionList, ZListParameterActionsInput } from '../../services/corrective-actions/corrective-action.types';

export const listParameterActions = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/corrective_actions',
      protect: true,
      tags: ['corrective-actions'],
      summary: "List a parameter's corrective actions",
      description: "The lab's corrective actions for the parameter in the survey, open and closed. Readable by the lab, its core lab and the survey org's staff; 403 for another lab.",
    },
  })
  .input(ZListParameterActionsInput)
  .output(ZCorrectiveActionList)
  .query(({ ctx, input }) => list(ctx, input));
