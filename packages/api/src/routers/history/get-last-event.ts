import { orgAdminProcedure } from '../../trpc';
import { getLastHistoryEvent } from '../../services/history/list-history-events';
import { ZHistoryScopeInput } from '../../services/history/history-filters.types';
import { ZLastEventOutput } from '../../services/history/get-last-event.types';

export const getLastEvent = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events/last_event',
      protect: true,
      tags: ['history'],
      summary: 'Get the latest history event',
      description: "The newest result-history event of the lab in the survey. Users of the organisation; the lab must be the organisation's.",
    },
  })
  .input(ZHistoryScopeInput)
  .output(ZLastEventOutput)
  .query(({ ctx, input }) => getLastHistoryEvent(ctx, input));
