import { publicProcedure } from '../../trpc';
import { listOrgDocuments as listDocuments } from '../../services/documents/org-documents';
import { ZListOrgDocumentsInput, ZListOrgDocumentsOutput } from '../../services/documents/list-org-documents.types';

/**
 * The org's published documents (spec 1 §2 lab page Documents entry: guide, evaluation methods, user
 * manual; spec 2 legal documents). Public like orgs.list / orgs.get: registration needs the terms.
 */
export const listOrgDocuments = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/documents',
      protect: false,
      tags: ['documents'],
      summary: "List the organisation's published documents",
      description: "The organisation's published documents (guide, evaluation methods, user manual), one per kind with the locales it exists in. Registration needs them before anyone signs in. 404 for an unknown organisation. Public: no session needed.",
    },
  })
  .input(ZListOrgDocumentsInput)
  .output(ZListOrgDocumentsOutput)
  .query(({ ctx, input }) => listDocuments(ctx.db, input.orgId));
