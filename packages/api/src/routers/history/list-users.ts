import { orgAdminProcedure } from '../../trpc';
import { listHistoryUsers } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryUsersOutput } from './history-filters.types';

export const listUsers = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/events/users', protect: true, tags: ['history'] } })
  .input(ZHistoryScopeInput)
  .output(ZHistoryUsersOutput)
  .query(({ ctx, input }) => listHistoryUsers(ctx, input));
