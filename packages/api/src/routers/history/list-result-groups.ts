import { orgAdminProcedure } from '../../trpc';
import { listHistoryResultGroups } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryResultGroupsOutput } from '../../services/history/history-filters.types';

export const listResultGroups = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events/result_groups',
      protect: true,
      tags: ['history'],
      summary: 'List the result groups of the history',
      description: "The result groups that appear in the lab's result history of the survey, by ordinal (a filter's choices). Organisation users only: lab users get 403.",
    },
  })
  .input(ZHistoryScopeInput)
  .output(ZHistoryResultGroupsOutput)
  .query(({ ctx, input }) => listHistoryResultGroups(ctx, input));
