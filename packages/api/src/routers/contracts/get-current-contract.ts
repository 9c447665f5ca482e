import { protectedProcedure } from '../../trpc';
import { getCurrentContract as getCurrent } from '../../services/contracts/get-current-contract';
import { ZContract } from '../../services/contracts/contracts.types';
import { ZGetCurrentContractInput } from '../../services/contracts/get-current-contract.types';

/** The lab's current contract with the org for a year, accepted or not; a prefilled draft when there is none (spec 2 Contract page). */
export const getCurrentContract = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/contracts/orgs/{orgId}/current',
      protect: true,
      tags: ['contracts'],
      summary: "Get the lab's current contract",
      description: "The lab's current contract with the organisation for a year (default: this year), with whether it is accepted as of now; a prefilled draft (id null) when there is none (spec 2 Contract page). Users with read access to the lab: its own users, its core lab and the organisation's users.",
    },
  })
  .input(ZGetCurrentContractInput)
  .output(ZContract)
  .query(({ ctx, input }) => getCurrent(ctx, input));
