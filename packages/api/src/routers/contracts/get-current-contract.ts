import { protectedProcedure } from '../../trpc';
import { getCurrentContract as getCurrent } from '../../services/contracts/get-current-contract';
import { ZCurrentContract, ZGetCurrentContractInput } from '../../services/contracts/get-current-contract.types';

/** The lab's current contract with the org for a year, accepted or not; a prefilled draft when there is none (spec 2 Contract page). */
export const getCurrentContract = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/contracts/orgs/{orgId}/current',
      protect: true,
      tags: ['contracts'],
      summary: "Get the lab's current contract",
      description: "The lab's current contract with the organisation for a year (default: this year), with whether it is accepted as of now; a prefilled draft (id null) when there is none (spec 2 Contract page); `legalDocuments` names the terms, privacy notice or conciliation panels with a new version since the lab's last acceptance (`toAccept`: the next acceptance records them) and those the provider has not published yet (`unavailable`: an acceptance is refused with 409 legal_documents_unavailable). Users with read access to the lab: its own users, its core lab and the organisation's users.",
    },
  })
  .input(ZGetCurrentContractInput)
  .output(ZCurrentContract)
  .query(({ ctx, input }) => getCurrent(ctx, input));
