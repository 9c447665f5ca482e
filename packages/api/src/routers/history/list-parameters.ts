import { orgAdminProcedure } from '../../trpc';
import { listHistoryParameters } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistoryParametersOutput } from './history-filters.types';

export const listParameters = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/events/params', protect: true, tags: ['history'] } })
  .input(ZHistoryScopeInput)
  .output(ZHistoryParametersOutput)
  .query(({ ctx, input }) => listHistoryParameters(ctx, input));
