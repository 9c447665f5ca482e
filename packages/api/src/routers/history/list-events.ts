import { orgAdminProcedure } from '../../trpc';
import { listHistoryEvents } from '../../services/history/list-history-events';
import { ZListEventsInput, ZListEventsOutput } from '../../services/history/list-events.types';

export const listEvents = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/events',
      protect: true,
      tags: ['history'],
      summary: "List a survey's result history",
      description: "The lab's result-history events in the survey (spec 1 §2 survey history dialog), newest first, filtered by user, parameter, result group and sample; paged. Users of the organisation; the lab must be the organisation's.",
    },
  })
  .input(ZListEventsInput)
  .output(ZListEventsOutput)
  .query(({ ctx, input }) => listHistoryEvents(ctx, input));
