import { publicProcedure } from '../../trpc';
import { listLegalDocuments as listDocuments } from '../../services/contracts/legal-documents';
import { ZListLegalDocumentsInput, ZListLegalDocumentsOutput } from '../../services/contracts/list-legal-documents.types';

/**
 * The legal and help documents by name with their titles per language and download paths (spec 2
 * Contract page legal documents, Documents page). Public: registration shows the terms before anyone
 * signs in. The PDFs: GET /legal_documents/{name}?locale=&org_id= (http/contract-routes.ts).
 */
export const listLegalDocuments = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/legal_documents',
      protect: false,
      tags: ['contracts'],
      summary: 'List legal and help documents',
      description: 'Every legal and help document by name, with its title per language and its download path in each language (spec 2 Contract page and Documents page). Registration shows the terms before anyone signs in. The PDFs are served by GET /legal_documents/{name}. Public: no session needed.',
    },
  })
  .input(ZListLegalDocumentsInput)
  .output(ZListLegalDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx, input));
