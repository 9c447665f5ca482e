import { orgAdminProcedure } from '../../trpc';
import { listHistorySamples } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistorySamplesOutput } from './history-filters.types';

export const listSamples = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/events/samples', protect: true, tags: ['history'] } })
  .input(ZHistoryScopeInput)
  .output(ZHistorySamplesOutput)
  .query(({ ctx, input }) => listHistorySamples(ctx, input));
