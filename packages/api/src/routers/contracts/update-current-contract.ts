import { protectedProcedure } from '../../trpc';
import { saveContract } from '../../services/contracts/save-contract';
import { ZUpdateCurrentContractInput, ZUpdateCurrentContractOutput } from './update-current-contract.types';

/**
 * Saves and accepts the lab's contract with the org for a year (spec 2 §4 "Contract", §5): a change
 * makes a new accepted contract and its document; 422 with param for every broken rule.
 */
export const updateCurrentContract = protectedProcedure
  .meta({ openapi: { method: 'PATCH', path: '/labs/{labId}/contracts/orgs/{orgId}/current', protect: true, tags: ['contracts'] } })
  .input(ZUpdateCurrentContractInput)
  .output(ZUpdateCurrentContractOutput)
  .mutation(({ ctx, input }) => saveContract(ctx, input));
