import { protectedProcedure } from '../../trpc';
import { listContractDocuments as listDocuments } from '../../services/contracts/list-contract-documents';
import { ZListContractDocumentsInput, ZListContractDocumentsOutput } from '../../services/contracts/list-contract-documents.types';

/** The documents of the lab's contracts with the org, newest first (spec 2 Contract page download menu). */
export const listContractDocuments = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/contracts/orgs/{orgId}/documents',
      protect: true,
      tags: ['contracts'],
      summary: "List the lab's contract documents",
      description: "The documents of the lab's contracts with the organisation (every year, or one), newest first, each with its download path and a short-lived download link; paged. Users with read access to the lab.",
    },
  })
  .input(ZListContractDocumentsInput)
  .output(ZListContractDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
