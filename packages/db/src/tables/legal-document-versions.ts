import type { CreatedAt, DateString, Generated, Timestamp } from './columns';

/** One version of an org's legal document; the texts are the edit markup per language (en, hu). */
export interface LegalDocumentVersionsTable {
  id: Generated<number>;
  orgId: number;
  name: 'termsAndConditions' | 'dataPrivacyStatement' | 'conciliationPanels';
  version: number;
  effectiveFrom: DateString;
  texts: { en: string; hu: string };
  /** The built-in text, not reviewed by the provider. */
  template: Generated<boolean>;
  publishedAt: Timestamp | null;
  publishedBy: number | null;
  createdAt: CreatedAt;
  createdBy: number | null;
}
