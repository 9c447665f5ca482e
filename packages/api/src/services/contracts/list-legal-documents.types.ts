import { z } from 'zod';
import { LEGAL_DOCUMENT_NAMES } from '@eqa/documents';
import { ZId, ZLocalizedOut, listOutput } from '../shared.types';

export const ZLegalDocumentName = z.enum(LEGAL_DOCUMENT_NAMES);

/** GET /legal_documents?org_id= (default: the user's org, else the first org). */
export const ZListLegalDocumentsInput = z.object({ orgId: ZId.optional() });
export type TListLegalDocumentsInput = z.infer<typeof ZListLegalDocumentsInput>;

/** A legal or help document by name (spec 2 Contract page legal documents; Documents page). */
export const ZLegalDocument = z.object({
  name: ZLegalDocumentName,
  /** The title in each language: { en: 'General terms and conditions', hu: 'Általános szerződési feltételek' }. */
  title: ZLocalizedOut,
  /** The languages it can be downloaded in. */
  locales: z.array(z.string()),
  mediaType: z.string(),
  /** GET path under /api/v1 without its query (?locale=&org_id=). */
  downloadPath: z.string(),
  /** The full download path under /api/v1 per language, with the org: { en: '/legal_documents/guide?locale=en&org_id=1', … }. */
  downloads: ZLocalizedOut,
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;

export const ZListLegalDocumentsOutput = listOutput(ZLegalDocument);
export type TListLegalDocumentsOutput = z.infer<typeof ZListLegalDocumentsOutput>;
