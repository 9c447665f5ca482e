import { orgAdminProcedure } from '../../trpc';
import { listHistoryUsers } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryUsersOutput } from '../../services/history/history-filters.types';

export const listUsers = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events/users',
      protect: true,
      tags: ['history'],
      summary: 'List the users of the history',
      description: "The users who wrote the lab's result history of the survey, by name (a filter's choices). Organisation users only: lab users get 403.",
    },
  })
  .input(ZHistoryScopeInput)
  .output(ZHistoryUsersOutput)
  .query(({ ctx, input }) => listHistoryUsers(ctx, input));
