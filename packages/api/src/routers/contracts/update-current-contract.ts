import { protectedProcedure } from '../../trpc';
import { saveContract } from '../../services/contracts/save-contract';
import { ZUpdateCurrentContractInput, ZUpdateCurrentContractOutput } from '../../services/contracts/update-current-contract.types';

/**
 * Saves and accepts the lab's contract with the org for a year (spec 2 §4 "Contract", §5): a change
 * makes a new accepted contract and its document; 422 with param for every broken rule.
 */
export const updateCurrentContract = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/contracts/orgs/{orgId}/current',
      protect: true,
      tags: ['contracts'],
      summary: "Save and accept the lab's contract",
      description: "Saves and accepts the lab's contract with the organisation for a year (spec 2 §4 “Contract”, §5). Users of the lab with write access only (organisation users 403: the lab accepts its terms). Every broken rule is 422 with param (e.g. contact.emails.0), the terms must be accepted. A change makes a new accepted contract and its document; the same details change nothing.",
    },
  })
  .input(ZUpdateCurrentContractInput)
  .output(ZUpdateCurrentContractOutput)
  .mutation(({ ctx, input }) => saveContract(ctx, input));
