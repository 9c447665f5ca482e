import type { Kysely } from 'kysely';
import {
  AppError,
  hasLegalContent,
  LEGAL_MESSAGES,
  legalDocumentsInForce,
  nextLegalVersionNumber,
  parseLegalMarkup,
  VERSIONED_LEGAL_DOCUMENTS,
  type Clock,
  type VersionedLegalDocumentName,
} from '@eqa/core';
import type { DB } from '@eqa/db';
import { legalDocumentTitles, legalTemplateMarkup } from '@eqa/documents';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import { assertOrgAdminOf } from '../config/admin-context';
import { legalDocumentProvider } from '../contracts/legal-documents';
import { legalToday } from './legal-acceptance';
import type { TCreateLegalVersionInput, TLegalTemplateOut, TLegalVersionOut, TOrgLegalDocuments, TPublishLegalVersionInput } from './legal-versions.types';

export interface LegalVersionsContext {
  db: Kysely<DB>;
  session: Session;
  settings: Pick<ApiSettings, 'legalTemplatesAllowed'>;
  clock: Clock;
}

/** GET /orgs/{orgId}/legal_documents/{name}/template: the built-in texts in both languages with the org's data (its admins only). */
export async function legalTemplate(ctx: LegalVersionsContext, input: { orgId: number; name: VersionedLegalDocumentName }): Promise<TLegalTemplateOut> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const { provider } = await legalDocumentProvider(ctx, input.orgId);
  return { name: input.name, texts: { en: legalTemplateMarkup(input.name, 'en', provider), hu: legalTemplateMarkup(input.name, 'hu', provider) } };
}

/**
 * GET /orgs/{orgId}/legal_documents: the terms, privacy notice and conciliation panels with their
 * versions (newest first) and the one in force on the business day (its admins only).
 */
export async function listOrgLegalDocuments(ctx: LegalVersionsContext, input: { orgId: number }): Promise<TOrgLegalDocuments> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const rows = await ctx.db
    .selectFrom('legalDocumentVersions as v')
    .leftJoin('users as u', 'u.id', 'v.publishedBy')
    .select(['v.id', 'v.name', 'v.version', 'v.effectiveFrom', 'v.template', 'v.publishedAt', 'v.publishedBy', 'u.fullName', 'u.username', 'v.createdAt', 'v.texts'])
    .where('v.orgId', '=', input.orgId)
    .orderBy('v.version', 'desc')
    .execute();
  const inForce = legalDocumentsInForce(rows, legalToday(ctx.clock.now()), ctx.settings.legalTemplatesAllowed);
  const items = VERSIONED_LEGAL_DOCUMENTS.map((name) => {
    const state = inForce.find((d) => d.name === name);
    const versions = rows
      .filter((row) => row.name === name)
      .map(
        (row): TLegalVersionOut => ({
          id: row.id,
          name: row.name,
          version: row.version,
          effectiveFrom: row.effectiveFrom,
          template: row.template,
          publishedAt: row.publishedAt?.toISOString() ?? null,
          publishedBy: row.publishedBy === null ? null : { id: row.publishedBy, name: row.fullName ?? row.username ?? '' },
          createdAt: row.createdAt.toISOString(),
          texts: row.texts,
        }),
      );
    return {
      name,
      title: legalDocumentTitles(name),
      inForce: state?.kind === 'version' ? { kind: state.kind, versionId: state.versionId, version: state.version } : { kind: state?.kind ?? 'unavailable', versionId: null, version: null },
      versions,
    };
  });
  return { items };
}

const normalized = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/**
 * POST /orgs/{orgId}/legal_documents/{name}/versions: a new draft version with the next number (its
 * admins only). Both languages need some text (422 texts.en / texts.hu); a text equal to the
 * built-in template in both languages is marked as the template.
 */
export async function createLegalVersion(ctx: LegalVersionsContext, input: TCreateLegalVersionInput): Promise<TOrgLegalDocuments> {
  assertOrgAdminOf(ctx.session, input.orgId);
  for (const locale of ['en', 'hu'] as const) {
    if (!hasLegalContent(parseLegalMarkup(input.texts[locale]))) throw AppError.constraint(`texts.${locale}`, LEGAL_MESSAGES.emptyText);
  }
  const template = await legalTemplate(ctx, { orgId: input.orgId, name: input.name });
  const isTemplate = normalized(template.texts.en) === normalized(input.texts.en) && normalized(template.texts.hu) === normalized(input.texts.hu);
  await ctx.db.transaction().execute(async (trx) => {
    // one number at a time per org: the org row is the lock
    await trx.selectFrom('orgs').select('id').where('id', '=', input.orgId).forUpdate().executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('legalDocumentVersions').select(['name', 'version']).where('orgId', '=', input.orgId).where('name', '=', input.name).execute();
    await trx
      .insertInto('legalDocumentVersions')
      .values({
        orgId: input.orgId,
        name: input.name,
        version: nextLegalVersionNumber(existing, input.name),
        effectiveFrom: input.effectiveFrom,
        texts: { en: input.texts.en, hu: input.texts.hu },
        template: isTemplate,
        createdBy: ctx.session.user.id,
      })
      .execute();
  });
  return listOrgLegalDocuments(ctx, { orgId: input.orgId });
}

/**
 * POST /orgs/{orgId}/legal_documents/{name}/versions/{versionId}/publish: publishes a draft (its
 * admins only; 404 another org's or document's version; 409 `config.legal.alreadyPublished`). It is
 * in force from its effective day; labs are asked to accept it at their next contract acceptance.
 */
export async function publishLegalVersion(ctx: LegalVersionsContext, input: TPublishLegalVersionInput): Promise<TOrgLegalDocuments> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const updated = await ctx.db
    .updateTable('legalDocumentVersions')
    .set({ publishedAt: ctx.clock.now(), publishedBy: ctx.session.user.id })
    .where('id', '=', input.versionId)
    .where('orgId', '=', input.orgId)
    .where('name', '=', input.name)
    .where('publishedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!updated) {
    const row = await ctx.db.selectFrom('legalDocumentVersions').select('id').where('id', '=', input.versionId).where('orgId', '=', input.orgId).where('name', '=', input.name).executeTakeFirst();
    if (!row) throw AppError.notFound('Legal document version');
    throw AppError.conflict('This version is published already', LEGAL_MESSAGES.alreadyPublished);
  }
  return listOrgLegalDocuments(ctx, { orgId: input.orgId });
}
