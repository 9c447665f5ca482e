import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a contract document's download token works. */
export const CONTRACT_DOCUMENT_TOKEN_TTL_MS = 30 * 60 * 1000;

/** What a download token is for: one document of one lab's contract with one org. */
export interface ContractDocumentRef {
  labId: number;
  orgId: number;
  documentId: number;
  /**
   * The document's file id (files.id): a random uuid the database made, which the API never sends
   * to a client. It keys the token's signature, so a token can only be made by the server (or by
   * someone who can read the files table) and only for this file.
   */
  fileId: string;
}

function signature(ref: ContractDocumentRef, expiresAt: number): Buffer {
  return createHmac('sha256', ref.fileId).update(`eqa-contract-document:v1:${ref.labId}:${ref.orgId}:${ref.documentId}:${expiresAt}`).digest();
}

/**
 * A short-lived download token for a contract document (`…/documents/{id}/content?token=`): for a
 * link opened outside the app, where no bearer token is sent (a new browser tab, the registration's
 * success page before the first sign-in). `<expiry in epoch seconds>.<HMAC-SHA256, base64url>`,
 * signed with the document's file id (see ContractDocumentRef.fileId) over the lab, org, document
 * and expiry. Stateless: any server instance checks it.
 */
export function issueContractDocumentToken(ref: ContractDocumentRef, now: Date, ttlMs: number = CONTRACT_DOCUMENT_TOKEN_TTL_MS): { token: string; expiresAt: Date } {
  const expiresAt = Math.floor((now.getTime() + ttlMs) / 1000);
  return { token: `${expiresAt}.${signature(ref, expiresAt).toString('base64url')}`, expiresAt: new Date(expiresAt * 1000) };
}

/** The token was issued for this document and has not expired (at `now`, real time). */
export function verifyContractDocumentToken(token: string, ref: ContractDocumentRef, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2] as string, 'base64url');
  const expected = signature(ref, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
