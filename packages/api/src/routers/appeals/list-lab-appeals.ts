import { protectedProcedure } from '../../trpc';
import { listLabAppeals as list } from '../../services/appeals/list-appeals';
import { ZLabAppealsInput, ZLabAppealsOutput } from '../../services/appeals/appeal.types';

export const listLabAppeals = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys/{surveyId}/appeals',
      protect: true,
      tags: ['appeals'],
      summary: "List a lab's appeals of a survey",
      description: "The lab's appeals of the survey, each with its state, the staff's response and its history (who moved it when), and until when the lab may appeal. 403 for another lab.",
    },
  })
  .input(ZLabAppealsInput)
  .output(ZLabAppealsOutput)
  .query(({ ctx, input }) => list(ctx, input));
