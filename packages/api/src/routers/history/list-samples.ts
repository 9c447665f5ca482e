import { orgAdminProcedure } from '../../trpc';
import { listHistorySamples } from '../../services/history/list-history-filters';
import { ZHistoryScopeInput, ZHistorySamplesOutput } from '../../services/history/history-filters.types';

export const listSamples = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events/samples',
      protect: true,
      tags: ['history'],
      summary: 'List the samples of the history',
      description: "The samples that appear in the lab's result history of the survey, by ordinal (a filter's choices). Organisation users only: lab users get 403.",
    },
  })
  .input(ZHistoryScopeInput)
  .output(ZHistorySamplesOutput)
  .query(({ ctx, input }) => listHistorySamples(ctx, input));
