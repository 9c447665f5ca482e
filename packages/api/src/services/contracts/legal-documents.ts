import type { Kysely } from 'kysely';
import { AppError, isVersionedLegalDocument, parseLegalMarkup, versionInForce, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import { isLocale, locales, type Locales } from '@eqa/i18n';
import {
  LEGAL_DOCUMENT_NAMES,
  legalDocumentTitles,
  renderLegalDocumentPdf,
  type LegalDocumentName,
  type LegalDocumentProvider,
  type LegalDocumentVersionText,
} from '@eqa/documents';
import { legalToday, loadLegalVersionFacts } from '../legal/legal-acceptance';
import { cached, type Caches } from '../../caches';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import type { TLegalDocument } from './list-legal-documents.types';
import type { DocumentContent } from '../documents/read-survey-document';
import { loadAbout } from '../platform/get-platform-config';

export interface LegalDocumentsContext {
  db: Kysely<DB>;
  session: Session | null;
  settings: Pick<ApiSettings, 'legalTemplatesAllowed'>;
  /** Business time: which version is in force. */
  clock: Clock;
}

/** The download path (under /api/v1) of a legal document, without its query. */
export function legalDocumentPath(name: LegalDocumentName): string {
  return `/legal_documents/${name}`;
}

/**
 * The org whose documents these are and its identity: the org asked for, else the signed-in user's
 * org, else the first org (the deployment's provider, as platform.config.about), from its settings
 * (issue 33): what they leave empty is printed nowhere. 404 for an unknown org.
 */
export async function legalDocumentProvider(ctx: Pick<LegalDocumentsContext, 'db' | 'session'>, orgId: number | undefined): Promise<{ orgId: number; provider: LegalDocumentProvider }> {
  const query = ctx.db.selectFrom('orgs').select(['id', 'name']);
  const wanted = orgId ?? ctx.session?.orgId ?? null;
  const org = await (wanted === null ? query.orderBy('id').limit(1) : query.where('id', '=', wanted)).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  const about = await loadAbout(ctx.db, org.id);
  return {
    orgId: org.id,
    provider: {
      name: about.name ?? org.name,
      address: about.address ?? '',
      registrationNumber: about.companyRegistrationNumber ?? '',
      mail: about.mail ?? '',
      web: about.web ?? '',
      phone: about.phones[0] ?? '',
    },
  };
}

/**
 * GET /legal_documents?org_id=: every legal and help document (spec 2 Contract page and Documents
 * page) with its title per language and where to download it in each language. Public.
 */
export async function listLegalDocuments(ctx: LegalDocumentsContext, input: { orgId?: number | undefined }): Promise<{ items: TLegalDocument[]; total: number }> {
  const { orgId } = await legalDocumentProvider(ctx, input.orgId);
  const items = LEGAL_DOCUMENT_NAMES.map((name) => ({
    name,
    title: legalDocumentTitles(name),
    locales: [...locales],
    mediaType: 'application/pdf',
    downloadPath: legalDocumentPath(name),
    downloads: Object.fromEntries(locales.map((locale) => [locale, `${legalDocumentPath(name)}?locale=${locale}&org_id=${orgId}`])),
  }));
  return { items, total: items.length };
}

/**
 * Rendered documents by name, language, provider data and stored version (caches.legalDocuments): a
 * stored version's text never changes, the built-in texts only with a deployment.
 */
function renderCached(caches: Pick<Caches, 'legalDocuments'>, name: LegalDocumentName, locale: Locales, data: LegalDocumentProvider, source: LegalDocumentSource): Promise<Buffer> {
  const key = JSON.stringify([name, locale, data, source.kind === 'version' ? source.id : source.kind]);
  if (source.kind === 'version') return cached(caches.legalDocuments, key, () => renderLegalDocumentPdf(name, locale, data, source.stored));
  return cached(caches.legalDocuments, key, () => renderLegalDocumentPdf(name, locale, data, null, { template: source.kind === 'template' }));
}

/** terms-and-conditions-hu.pdf */
export function legalDocumentFileName(name: LegalDocumentName, locale: Locales): string {
  return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-${locale}.pdf`;
}

/**
 * The document and language a file name stands for (the inverse of legalDocumentFileName:
 * 'terms-and-conditions-hu.pdf' → termsAndConditions, hu), else null. Letters are compared in lower
 * case; the language is one of the portal's.
 */
export function parseLegalDocumentFileName(fileName: string): { name: LegalDocumentName; locale: Locales } | null {
  const match = /^([a-z]+(?:-[a-z]+)*)-([a-z]{2})\.pdf$/.exec(fileName.trim().toLowerCase());
  if (!match) return null;
  const [, kebab = '', language = ''] = match;
  if (!isLocale(language)) return null;
  const name = LEGAL_DOCUMENT_NAMES.find((candidate) => legalDocumentFileName(candidate, language) === `${kebab}-${language}.pdf`);
  return name === undefined ? null : { name, locale: language };
}

/**
 * GET /documents/download-pdf?fileName=terms-and-conditions-hu.pdf (spec 2 §7 "Other"): the legal or
 * help document of that file name, as GET /legal_documents/{name} serves it. 404 for a file name
 * that is none of them.
 */
export async function readLegalDocumentByFileName(ctx: LegalDocumentsContext & { caches: Pick<Caches, 'legalDocuments'> }, input: { fileName: string; orgId?: number | undefined }): Promise<DocumentContent> {
  const parsed = parseLegalDocumentFileName(input.fileName);
  if (!parsed) throw AppError.notFound('Document');
  return readLegalDocument(ctx, { name: parsed.name, locale: parsed.locale, ...(input.orgId === undefined ? {} : { orgId: input.orgId }) });
}

/**
 * GET /legal_documents/{name}?locale=&org_id=: the document as a PDF in the language (a language
 * without texts, or none, falls back to English), with the org's name and contact data: for the
 * terms, the privacy notice and the conciliation panels the version in force (legal_document_versions),
 * else the built-in template marked as such where templates are allowed; in production 404
 * `legal_document_unavailable` until an admin publishes one (docs/decisions/legal-documents.md).
 * The help documents are the built-in texts. Public; 404 for an unknown name or org.
 */
export async function readLegalDocument(ctx: LegalDocumentsContext & { caches: Pick<Caches, 'legalDocuments'> }, input: { name: string; locale: string | null; orgId?: number | undefined }): Promise<DocumentContent> {
  if (!(LEGAL_DOCUMENT_NAMES as readonly string[]).includes(input.name)) throw AppError.notFound('Legal document');
  const name = input.name as LegalDocumentName;
  const locale: Locales = input.locale !== null && isLocale(input.locale) ? input.locale : 'en';
  const { orgId, provider: data } = await legalDocumentProvider(ctx, input.orgId);
  const source = await legalDocumentSource(ctx, orgId, name, locale);
  return { name: legalDocumentFileName(name, locale), mediaType: 'application/pdf', content: await renderCached(ctx.caches, name, locale, data, source) };
}

/** What a legal document is rendered from: a stored version, the built-in template (marked), or the built-in text (help documents). */
type LegalDocumentSource = { kind: 'version'; id: number; stored: LegalDocumentVersionText } | { kind: 'template' } | { kind: 'builtIn' };

async function legalDocumentSource(ctx: LegalDocumentsContext, orgId: number, name: LegalDocumentName, locale: Locales): Promise<LegalDocumentSource> {
  if (!isVersionedLegalDocument(name)) return { kind: 'builtIn' };
  const facts = await loadLegalVersionFacts(ctx.db, orgId);
  const inForce = versionInForce(facts, name, legalToday(ctx.clock.now()));
  if (!inForce) {
    if (ctx.settings.legalTemplatesAllowed) return { kind: 'template' };
    throw new AppError('NOT_FOUND', 'The provider has not published this document yet', { type: 'legal_document_unavailable' });
  }
  const row = await ctx.db.selectFrom('legalDocumentVersions').select(['texts', 'template', 'publishedBy', 'version', 'effectiveFrom']).where('id', '=', inForce.id).executeTakeFirstOrThrow();
  return {
    kind: 'version',
    id: inForce.id,
    stored: {
      text: parseLegalMarkup(row.texts[locale]),
      version: String(row.version),
      effectiveFrom: row.effectiveFrom,
      // published by an admin: reviewed; a template the demo data published stays marked
      template: row.template && row.publishedBy === null,
    },
  };
}
