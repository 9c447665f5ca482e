import { publicProcedure } from '../../trpc';
import { verifySampleLink as verifyService } from '../../services/surveys/sample-link';
import { ZVerifiedSampleLink, ZVerifySampleLinkInput } from '../../services/surveys/sample-link.types';

export const verifySampleLink = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/sample_links/verify',
      protect: false,
      tags: ['surveys'],
      summary: "Check a sample link's token",
      description:
        "For the sample site: whether the token of a sample link was issued by this server for this sample and user and has not expired (5 minutes). A token of another sample or user, a forged or an expired one is 422 (param token, type invalid_sample_link). Public: no session needed.",
    },
  })
  .input(ZVerifySampleLinkInput)
  .output(ZVerifiedSampleLink)
  .mutation(({ ctx, input }) => verifyService(ctx, input));
