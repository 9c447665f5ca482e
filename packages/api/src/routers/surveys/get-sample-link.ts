import { protectedProcedure } from '../../trpc';
import { getSampleLink as getService } from '../../services/surveys/sample-link';
import { ZSampleLink, ZSampleLinkInput } from '../../services/surveys/sample-link.types';

export const getSampleLink = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/samples/{sampleId}/link',
      protect: true,
      tags: ['surveys'],
      summary: "Get a sample's external link",
      description:
        "The sample's external address with the query of spec 1 §7: a token signed for this sample and user (valid 5 minutes; never the session token), the language and the user id. Users who see the sample's survey (its organisation's users, the labs taking part and their core lab); 404 otherwise and for a sample without an address.",
    },
  })
  .input(ZSampleLinkInput)
  .output(ZSampleLink)
  .query(({ ctx, input }) => getService(ctx, input));
