import { protectedProcedure } from '../../trpc';
import { createCorrectiveAction as create } from '../../services/corrective-actions/corrective-actions';
import { ZCorrectiveAction, ZCreateCorrectiveActionInput } from '../../services/corrective-actions/corrective-action.types';

export const createCorrectiveAction = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/corrective_actions',
      protect: true,
      tags: ['corrective-actions'],
      summary: 'Record a corrective action',
      description:
        "The lab's own users record the investigation of a questionable or unsatisfactory result of the published evaluation: rootCause (clerical, methodological, equipment, reagent, sample_handling, pt_item, evaluation, unexplained), findings, the action, who is responsible and the due day. 422 paramId `correctiveActions.errors.notNeeded` when the parameter has no such result; 403 for other labs and staff.",
    },
  })
  .input(ZCreateCorrectiveActionInput)
  .output(ZCorrectiveAction)
  .mutation(({ ctx, input }) => create(ctx, input));
