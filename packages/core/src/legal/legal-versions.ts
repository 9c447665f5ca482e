/**
 * The legal documents a lab accepts with its contract, each versioned per org (docs/decisions/legal-documents.md).
 * The help documents (guide, user manual, …) are not versioned.
 */
export const VERSIONED_LEGAL_DOCUMENTS = ['termsAndConditions', 'dataPrivacyStatement', 'conciliationPanels'] as const;
export type VersionedLegalDocumentName = (typeof VERSIONED_LEGAL_DOCUMENTS)[number];

export function isVersionedLegalDocument(value: string): value is VersionedLegalDocumentName {
  return (VERSIONED_LEGAL_DOCUMENTS as readonly string[]).includes(value);
}

/** What the rules need of a stored version. */
export interface LegalVersionFacts {
  id: number;
  name: VersionedLegalDocumentName;
  /** 1, 2, … per org and document. */
  version: number;
  /** The day it takes effect (YYYY-MM-DD). */
  effectiveFrom: string;
  /** null: a draft, never in force. */
  publishedAt: Date | null;
}

/**
 * The version of a document in force on `today` (YYYY-MM-DD): of the published versions whose
 * effective day has come, the one with the latest effective day; on the same day the higher version
 * number. null when none is.
 */
export function versionInForce<T extends LegalVersionFacts>(versions: readonly T[], name: VersionedLegalDocumentName, today: string): T | null {
  let best: T | null = null;
  for (const v of versions) {
    if (v.name !== name || v.publishedAt === null || v.effectiveFrom > today) continue;
    if (best === null || v.effectiveFrom > best.effectiveFrom || (v.effectiveFrom === best.effectiveFrom && v.version > best.version)) best = v;
  }
  return best;
}

/** One document's state for an acceptance: the version in force, the built-in template, or nothing to accept. */
export type LegalDocumentInForce =
  | { name: VersionedLegalDocumentName; kind: 'version'; versionId: number; version: number; effectiveFrom: string }
  | { name: VersionedLegalDocumentName; kind: 'template' }
  | { name: VersionedLegalDocumentName; kind: 'unavailable' };

/**
 * Every versioned document's state on `today`. Without a published version in force, the built-in
 * template stands in where templates are allowed (development, tests, demo mode) and the document
 * is unavailable where they are not (production).
 */
export function legalDocumentsInForce(versions: readonly LegalVersionFacts[], today: string, templatesAllowed: boolean): LegalDocumentInForce[] {
  return VERSIONED_LEGAL_DOCUMENTS.map((name): LegalDocumentInForce => {
    const v = versionInForce(versions, name, today);
    if (v) return { name, kind: 'version', versionId: v.id, version: v.version, effectiveFrom: v.effectiveFrom };
    return templatesAllowed ? { name, kind: 'template' } : { name, kind: 'unavailable' };
  });
}

/** The documents that cannot be accepted now (an acceptance is refused while any is). */
export function unavailableLegalDocuments(inForce: readonly LegalDocumentInForce[]): VersionedLegalDocumentName[] {
  return inForce.filter((d) => d.kind === 'unavailable').map((d) => d.name);
}

/** The version ids an acceptance records (templates record none). */
export function acceptedVersionIds(inForce: readonly LegalDocumentInForce[]): number[] {
  return inForce.flatMap((d) => (d.kind === 'version' ? [d.versionId] : []));
}

/**
 * The documents whose version in force the lab has not accepted: with its latest accepted
 * contract's recorded ids (null: it has accepted none), every document in force as a version and
 * not among them. A template is never asked for again; an unavailable document is not asked
 * (nothing can be accepted).
 */
export function legalDocumentsToAccept(inForce: readonly LegalDocumentInForce[], acceptedIds: readonly number[] | null): VersionedLegalDocumentName[] {
  const accepted = new Set(acceptedIds ?? []);
  return inForce.filter((d) => d.kind === 'version' && !accepted.has(d.versionId)).map((d) => d.name);
}

/** The next version number of a document: one more than the highest stored. */
export function nextLegalVersionNumber(versions: readonly Pick<LegalVersionFacts, 'name' | 'version'>[], name: VersionedLegalDocumentName): number {
  return versions.filter((v) => v.name === name).reduce((max, v) => Math.max(max, v.version), 0) + 1;
}
