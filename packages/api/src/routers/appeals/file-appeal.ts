import { protectedProcedure } from '../../trpc';
import { fileAppeal as file } from '../../services/appeals/file-appeal';
import { ZAppeal, ZFileAppealInput } from '../../services/appeals/appeal.types';

export const fileAppeal = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/surveys/{surveyId}/appeals',
      protect: true,
      tags: ['appeals'],
      summary: 'Appeal an evaluation',
      description:
        "The lab's own users appeal an evaluated parameter (sampleId: one sample of it) with a reason, within the org's window after the evaluation's publication (default 21 days): after it, 422 `appeals.errors.windowClosed` with params.closedOn. Staff are mailed. 403 for other labs and for staff.",
    },
  })
  .input(ZFileAppealInput)
  .output(ZAppeal)
  .mutation(({ ctx, input }) => file(ctx, input));
