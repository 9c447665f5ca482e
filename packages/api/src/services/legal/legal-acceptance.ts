import {
  acceptedVersionIds,
  AppError,
  calendarDay,
  legalDocumentsInForce,
  legalDocumentsToAccept,
  unavailableLegalDocuments,
  type LegalDocumentInForce,
  type LegalVersionFacts,
  type VersionedLegalDocumentName,
} from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { ApiSettings } from '../../settings';

export interface LegalAcceptanceContext {
  db: Executor;
  settings: Pick<ApiSettings, 'legalTemplatesAllowed'>;
}

/** The day the version rules compare effective days with: the business day in the provider's time zone. */
export function legalToday(now: Date): string {
  return calendarDay(now);
}

/** An org's stored versions (drafts included), as the core rules want them. */
export async function loadLegalVersionFacts(db: Executor, orgId: number): Promise<LegalVersionFacts[]> {
  return db.selectFrom('legalDocumentVersions').select(['id', 'name', 'version', 'effectiveFrom', 'publishedAt']).where('orgId', '=', orgId).execute();
}

/** Every versioned document's state on the business day `now` (core legalDocumentsInForce). */
export async function legalInForce(ctx: LegalAcceptanceContext, orgId: number, now: Date): Promise<LegalDocumentInForce[]> {
  return legalDocumentsInForce(await loadLegalVersionFacts(ctx.db, orgId), legalToday(now), ctx.settings.legalTemplatesAllowed);
}

/**
 * The version ids an acceptance (a contract save, a registration) records now. While a document
 * has nothing that may be accepted (production, no published version in force) the acceptance is
 * refused: 409 `legal_documents_unavailable` with the documents (docs/decisions/legal-documents.md).
 */
export async function acceptableLegalVersionIds(ctx: LegalAcceptanceContext, orgId: number, now: Date): Promise<number[]> {
  const inForce = await legalInForce(ctx, orgId, now);
  const unavailable = unavailableLegalDocuments(inForce);
  if (unavailable.length > 0) {
    throw new AppError('CONFLICT', `The provider has not published these documents yet: ${unavailable.join(', ')}`, {
      type: 'legal_documents_unavailable',
      params: { documents: unavailable.join(', ') },
    });
  }
  return acceptedVersionIds(inForce);
}

export interface LegalAcceptanceStatus {
  /** Documents with a version in force the lab's latest accepted contract did not accept. */
  toAccept: VersionedLegalDocumentName[];
  /** Documents with nothing to accept yet (production before an admin publishes). */
  unavailable: VersionedLegalDocumentName[];
}

/** What the contract page tells a lab: the documents changed since its latest acceptance, and those not yet available. */
export async function legalAcceptanceStatus(ctx: LegalAcceptanceContext, labId: number, orgId: number, now: Date): Promise<LegalAcceptanceStatus> {
  const [inForce, latest] = await Promise.all([
    legalInForce(ctx, orgId, now),
    ctx.db
      .selectFrom('contracts')
      .select('legalVersionIds')
      .where('labId', '=', labId)
      .where('orgId', '=', orgId)
      .where('acceptedAt', 'is not', null)
      .where('acceptedAt', '<=', now)
      .orderBy('acceptedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  // a lab that never accepted has nothing "changed": it accepts what is in force with its first contract
  return { toAccept: latest ? legalDocumentsToAccept(inForce, latest.legalVersionIds) : [], unavailable: unavailableLegalDocuments(inForce) };
}
