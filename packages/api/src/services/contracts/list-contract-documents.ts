import type { Kysely } from 'kysely';
import type { Clock, Localized } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TContractDocument } from './contracts.types';
import { openContractScope, type ContractsContext } from './contract-scope';
import { issueContractDocumentToken } from './download-token';

export interface ContractDocumentsContext extends ContractsContext {
  /** Real time: the download tokens' expiry (security time, like sessions). */
  wallClock: Clock;
}

/** The download path (under /api/v1) of a contract document. */
export function contractDocumentPath(labId: number, orgId: number, documentId: number): string {
  return `/labs/${labId}/contracts/orgs/${orgId}/documents/${documentId}/content`;
}

interface ContractDocumentRow {
  id: number;
  contractId: number;
  year: number;
  labId: number;
  orgId: number;
  title: Localized;
  mediaType: string;
  createdAt: Date;
  fileId: string;
}

function documentsQuery(db: Kysely<DB>, labId: number, orgId: number) {
  return db
    .selectFrom('contractDocuments as d')
    .innerJoin('contracts as c', 'c.id', 'd.contractId')
    .where('c.labId', '=', labId)
    .where('c.orgId', '=', orgId);
}

/** A contract document as the API answers it, with a fresh download token (issued at `now`, real time). */
export function contractDocumentOut(row: ContractDocumentRow, now: Date): TContractDocument {
  const path = contractDocumentPath(row.labId, row.orgId, row.id);
  const { token, expiresAt } = issueContractDocumentToken({ labId: row.labId, orgId: row.orgId, documentId: row.id, fileId: row.fileId }, now);
  return {
    id: row.id,
    contractId: row.contractId,
    year: row.year,
    title: row.title,
    mediaType: row.mediaType,
    createdAt: row.createdAt.toISOString(),
    downloadPath: path,
    downloadUrl: `${path}?token=${encodeURIComponent(token)}`,
    downloadUrlExpiresAt: expiresAt.toISOString(),
  };
}

/** One document of a lab's contracts with an org (null when it is not one of them). */
export async function loadContractDocument(db: Kysely<DB>, labId: number, orgId: number, documentId: number, now: Date): Promise<TContractDocument | null> {
  const row = await documentsQuery(db, labId, orgId)
    .select(['d.id', 'd.contractId', 'c.year', 'c.labId', 'c.orgId', 'd.title', 'd.mediaType', 'd.createdAt', 'd.fileId'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  return row ? contractDocumentOut(row, now) : null;
}

/**
 * GET /labs/{labId}/contracts/orgs/{orgId}/documents?year=&offset=&limit=: the documents of the
 * lab's contracts with the org (every year, or one), newest first, each with its download path and a
 * link with a short-lived token. Access: openContractScope (read).
 */
export async function listContractDocuments(
  ctx: ContractDocumentsContext,
  input: { labId: number; orgId: number; year?: number | undefined; offset: number; limit: number },
): Promise<{ items: TContractDocument[]; total: number }> {
  await openContractScope(ctx, input.labId, input.orgId, 'read');
  const base = () => {
    const query = documentsQuery(ctx.db, input.labId, input.orgId);
    return input.year === undefined ? query : query.where('c.year', '=', input.year);
  };
  const [rows, count] = await Promise.all([
    base()
      .select(['d.id', 'd.contractId', 'c.year', 'c.labId', 'c.orgId', 'd.title', 'd.mediaType', 'd.createdAt', 'd.fileId'])
      .orderBy('d.createdAt', 'desc')
      .orderBy('d.id', 'desc')
      .offset(input.offset)
      .limit(input.limit)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const now = ctx.wallClock.now();
  return { items: rows.map((row) => contractDocumentOut(row, now)), total: Number(count.n) };
}
