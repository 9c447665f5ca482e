import { z } from 'zod';
import { LEGAL_MARKUP_MAX_LENGTH } from './legal-markup';
import { VERSIONED_LEGAL_DOCUMENTS } from './legal-versions';

/** Message codes (i18n keys) of the legal-document rules. */
export const LEGAL_MESSAGES = {
  emptyText: 'config.legal.emptyText',
  alreadyPublished: 'config.legal.alreadyPublished',
  unavailable: 'legal_documents_unavailable',
} as const;

export const ZVersionedLegalDocumentName = z.enum(VERSIONED_LEGAL_DOCUMENTS);

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Enter a valid day');
const ZText = z.string().max(LEGAL_MARKUP_MAX_LENGTH);

/** A new version of a legal document: its effective day and its text in English and Hungarian (the edit form's fields). */
export const ZLegalVersionFields = z.object({
  effectiveFrom: ZDay,
  texts: z.object({ en: ZText, hu: ZText }),
});
export type TLegalVersionFields = z.infer<typeof ZLegalVersionFields>;
