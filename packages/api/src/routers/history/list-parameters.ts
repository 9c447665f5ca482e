import { orgAdminProcedure } from '../../trpc';
import { listHistoryParameters } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryParametersOutput } from '../../services/history/history-filters.types';

export const listParameters = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events/params',
      protect: true,
      tags: ['history'],
      summary: 'List the parameters of the history',
      description: "The parameters that appear in the lab's result history of the survey, in the survey's order (a filter's choices). Organisation users only: lab users get 403.",
    },
  })
  .input(ZHistoryScopeInput)
  .output(ZHistoryParametersOutput)
  .query(({ ctx, input }) => listHistoryParameters(ctx, input));
