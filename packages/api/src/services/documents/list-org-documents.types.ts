import { z } from 'zod';
import { ZId, ZLocalizedOut, listOutput } from '../shared.types';

export const ORG_DOCUMENT_KINDS = [
  'terms_and_conditions',
  'data_privacy_statement',
  'data_privacy_incident_report',
  'conciliation_panels',
  'guide',
  'evaluation_methods',
  'user_manual',
  'edi_agreement',
  'legal_notice',
] as const;
export const ZOrgDocumentKind = z.enum(ORG_DOCUMENT_KINDS);

/** GET /orgs/{orgId}/documents */
export const ZListOrgDocumentsInput = z.object({ orgId: ZId });
export type TListOrgDocumentsInput = z.infer<typeof ZListOrgDocumentsInput>;

/** One document kind of the org with the languages it exists in. */
export const ZOrgDocument = z.object({
  kind: ZOrgDocumentKind,
  title: ZLocalizedOut,
  /** Locales with a file, e.g. ['en', 'hu']; download with ?locale= (other locales fall back). */
  locales: z.array(z.string()),
  mediaType: z.string(),
  /** GET path under /api/v1 without the locale query. */
  downloadPath: z.string(),
});
export type TOrgDocument = z.infer<typeof ZOrgDocument>;

export const ZListOrgDocumentsOutput = listOutput(ZOrgDocument);
export type TListOrgDocumentsOutput = z.infer<typeof ZListOrgDocumentsOutput>;
