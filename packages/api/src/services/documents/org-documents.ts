import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB, OrgDocumentKind } from '@eqa/db';
import { ORG_DOCUMENT_KINDS, type TListOrgDocumentsOutput } from './list-org-documents.types';
import type { DocumentContent } from './read-survey-document';

/** The REST download path (under /api/v1) of an org document; add ?locale=. */
export function orgDocumentPath(orgId: number, kind: OrgDocumentKind): string {
  return `/orgs/${orgId}/documents/${kind}`;
}

/**
 * GET /orgs/{orgId}/documents: the org's published documents, one item per kind (in the order of
 * ORG_DOCUMENT_KINDS) with the locales it exists in. 404 for an unknown org.
 */
export async function listOrgDocuments(db: Kysely<DB>, orgId: number): Promise<TListOrgDocumentsOutput> {
  const org = await db.selectFrom('orgs').select('id').where('id', '=', orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  const rows = await db
    .selectFrom('orgDocuments as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.kind', 'd.localeId', 'd.title', 'f.mediaType'])
    .where('d.orgId', '=', orgId)
    .orderBy('d.localeId')
    .execute();
  const items = ORG_DOCUMENT_KINDS.flatMap((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind);
    const first = ofKind[0];
    if (!first) return [];
    return [{ kind, title: first.title, locales: ofKind.map((row) => row.localeId), mediaType: first.mediaType, downloadPath: orgDocumentPath(orgId, kind) }];
  });
  return { items, total: items.length };
}

/**
 * GET /orgs/{orgId}/documents/{kind}?locale=…: the document in that language, else English, else
 * any language. File name: '<kind>-<locale>.pdf' style name of the stored file. 404 when the org has none.
 */
export async function readOrgDocument(db: Kysely<DB>, input: { orgId: number; kind: OrgDocumentKind; locale: string | null }): Promise<DocumentContent> {
  const rows = await db
    .selectFrom('orgDocuments as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.localeId', 'f.name', 'f.mediaType', 'f.content'])
    .where('d.orgId', '=', input.orgId)
    .where('d.kind', '=', input.kind)
    .orderBy('d.localeId')
    .execute();
  const best = rows.find((row) => row.localeId === input.locale) ?? rows.find((row) => row.localeId === 'en') ?? rows[0];
  if (!best) throw AppError.notFound('Document');
  return { name: best.name, mediaType: best.mediaType, content: best.content };
}
