import { orgAdminProcedure } from '../../trpc';
import { listHistoryEvents } from '../../services/history/list-history-events';
import { ZListEventsInput, ZListEventsOutput } from './list-events.types';

export const listEvents = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/surveys/{surveyId}/events', protect: true, tags: ['history'] } })
  .input(ZListEventsInput)
  .output(ZListEventsOutput)
  .query(({ ctx, input }) => listHistoryEvents(ctx, input));
