import { AppError } from '@eqa/core';
import type { DocumentContent } from '../documents/read-survey-document';
import { openContractScope } from './contract-scope';
import { verifyContractDocumentToken } from './download-token';
import type { ContractDocumentsContext } from './list-contract-documents';

/**
 * GET /labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content[?token=]: the bytes of a
 * contract document.
 * - With `token` (a link opened outside the app): no session needed; the token must be one the API
 *   issued for exactly this document of this lab and org, and not expired (download-token.ts). Any
 *   failure — malformed, expired, another document, a document that does not exist — is the same
 *   401, so a link reveals nothing about other documents. A lab blocked by staff: 403.
 * - Without: the signed-in user's access to the lab's contracts (openContractScope, read); 404 for a
 *   document that is not one of this lab's contracts with this org.
 */
export async function readContractDocument(
  ctx: ContractDocumentsContext,
  input: { labId: number; orgId: number; documentId: number; token: string | null },
): Promise<DocumentContent> {
  if (input.token === null) await openContractScope(ctx, input.labId, input.orgId, 'read');
  const row = await ctx.db
    .selectFrom('contractDocuments as d')
    .innerJoin('contracts as c', 'c.id', 'd.contractId')
    .innerJoin('labs as l', 'l.id', 'c.labId')
    .select(['d.fileId', 'l.accessBlocked'])
    .where('d.id', '=', input.documentId)
    .where('c.labId', '=', input.labId)
    .where('c.orgId', '=', input.orgId)
    .executeTakeFirst();
  if (input.token !== null) {
    const valid = row !== undefined && verifyContractDocumentToken(input.token, { labId: input.labId, orgId: input.orgId, documentId: input.documentId, fileId: row.fileId }, ctx.wallClock.now());
    if (!valid) throw AppError.unauthenticated('The download link is invalid or has expired');
    if (row.accessBlocked) throw AppError.accessBlocked();
  }
  if (!row) throw AppError.notFound('Contract document');
  const file = await ctx.db.selectFrom('files').select(['name', 'mediaType', 'content']).where('id', '=', row.fileId).executeTakeFirstOrThrow();
  return { name: file.name, mediaType: file.mediaType, content: Buffer.from(file.content) };
}
