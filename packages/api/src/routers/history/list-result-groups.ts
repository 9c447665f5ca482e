import { orgAdminProcedure } from '../../trpc';
import { listHistoryResultGroups } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryResultGroupsOutput } from './history-filters.types';

export const listResultGroups = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/events/result_groups', protect: true, tags: ['history'] } })
  .input(ZHistoryScopeInput)
  .output(ZHistoryResultGroupsOutput)
  .query(({ ctx, input }) => listHistoryResultGroups(ctx, input));
