import { z } from 'zod';
import { ZLegalVersionFields, ZVersionedLegalDocumentName } from '@eqa/core';
import { ZId } from '../shared.types';

/** GET /orgs/{orgId}/legal_documents */
export const ZOrgLegalDocumentsInput = z.object({ orgId: ZId });

/** One stored version of a legal document, with its text in English and Hungarian (the edit markup). */
export const ZLegalVersionOut = z.object({
  id: ZId,
  name: ZVersionedLegalDocumentName,
  version: z.number().int(),
  /** YYYY-MM-DD */
  effectiveFrom: z.string(),
  /** The text is the built-in template, unchanged. */
  template: z.boolean(),
  /** ISO time of its publication; null: a draft. */
  publishedAt: z.string().nullable(),
  publishedBy: z.object({ id: ZId, name: z.string() }).nullable(),
  createdAt: z.string(),
  texts: z.object({ en: z.string(), hu: z.string() }),
});
export type TLegalVersionOut = z.infer<typeof ZLegalVersionOut>;

/** A versioned legal document of the org: its versions (newest first) and the one in force today. */
export const ZOrgLegalDocument = z.object({
  name: ZVersionedLegalDocumentName,
  title: z.object({ en: z.string(), hu: z.string() }),
  /** version: a published version is in force; template: the built-in template stands in (not in production); unavailable: nothing can be accepted yet. */
  inForce: z.object({ kind: z.enum(['version', 'template', 'unavailable']), versionId: ZId.nullable(), version: z.number().int().nullable() }),
  versions: z.array(ZLegalVersionOut),
});
export const ZOrgLegalDocuments = z.object({ items: z.array(ZOrgLegalDocument) });
export type TOrgLegalDocuments = z.infer<typeof ZOrgLegalDocuments>;

/** GET /orgs/{orgId}/legal_documents/{name}/template: the built-in texts with the org's data, to start a version from. */
export const ZLegalTemplateInput = z.object({ orgId: ZId, name: ZVersionedLegalDocumentName });
export const ZLegalTemplateOut = z.object({ name: ZVersionedLegalDocumentName, texts: z.object({ en: z.string(), hu: z.string() }) });
export type TLegalTemplateOut = z.infer<typeof ZLegalTemplateOut>;

/** POST /orgs/{orgId}/legal_documents/{name}/versions: a new draft version. */
export const ZCreateLegalVersionInput = ZLegalVersionFields.extend({ orgId: ZId, name: ZVersionedLegalDocumentName });
export type TCreateLegalVersionInput = z.infer<typeof ZCreateLegalVersionInput>;

/** POST /orgs/{orgId}/legal_documents/{name}/versions/{versionId}/publish */
export const ZPublishLegalVersionInput = z.object({ orgId: ZId, name: ZVersionedLegalDocumentName, versionId: ZId });
export type TPublishLegalVersionInput = z.infer<typeof ZPublishLegalVersionInput>;
