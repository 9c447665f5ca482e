import { protectedProcedure } from '../../trpc';
import { listContractDocuments as listDocuments } from '../../services/contracts/list-contract-documents';
import { ZListContractDocumentsInput, ZListContractDocumentsOutput } from './list-contract-documents.types';

/** The documents of the lab's contracts with the org, newest first (spec 2 Contract page download menu). */
export const listContractDocuments = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs/{labId}/contracts/orgs/{orgId}/documents', protect: true, tags: ['contracts'] } })
  .input(ZListContractDocumentsInput)
  .output(ZListContractDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
