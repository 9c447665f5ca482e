/**
 * The legal and help documents by name (spec 2 Contract page: termsAndConditions,
 * dataPrivacyStatement, dataPrivacyIncidentReport, conciliationPanels; Documents page: legal notice,
 * terms, guide, evaluation methods, user manual, EDI agreement), in the order the Documents page
 * lists them.
 */
export const LEGAL_DOCUMENT_NAMES = [
  'termsAndConditions',
  'dataPrivacyStatement',
  'dataPrivacyIncidentReport',
  'conciliationPanels',
  'legalNotice',
  'guide',
  'evaluationMethods',
  'userManual',
  'ediAgreement',
] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENT_NAMES)[number];

export function isLegalDocumentName(value: string): value is LegalDocumentName {
  return (LEGAL_DOCUMENT_NAMES as readonly string[]).includes(value);
}

/** The texts' version and the day they take effect (printed under the title; the PDF's creation date). */
export const LEGAL_DOCUMENTS_VERSION = { version: '2017.1', effectiveFrom: '2017-01-01' } as const;

/** Who issues the documents: the org (provider) named in them, with its contact data. */
export interface LegalDocumentProvider {
  name: string;
  address: string;
  registrationNumber: string;
  mail: string;
  web: string;
  phone: string;
}

/**
 * A block of a legal text: a paragraph, a bullet or numbered list, a table, or a form of captioned
 * empty boxes to fill in.
 */
export type LegalBlock =
  | string
  | { ul: string[] }
  | { ol: string[] }
  | { table: { header: string[]; rows: string[][]; widths?: Array<number | '*' | 'auto'> } }
  | { form: Array<{ caption: string; lines?: number }> };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** One document's text in one language. */
export interface LegalText {
  intro: LegalBlock[];
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalDocumentName, (provider: LegalDocumentProvider) => LegalText>;
