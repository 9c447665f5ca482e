import type { Localized } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

export type OrgDocumentKind =
  | 'terms_and_conditions'
  | 'data_privacy_statement'
  | 'data_privacy_incident_report'
  | 'conciliation_panels'
  | 'guide'
  | 'evaluation_methods'
  | 'user_manual'
  | 'edi_agreement'
  | 'legal_notice';

/** Legal and help documents of an org, one per kind and language. */
export interface OrgDocumentsTable {
  id: Generated<number>;
  orgId: number;
  kind: OrgDocumentKind;
  localeId: string;
  title: Localized;
  fileId: string;
  createdAt: CreatedAt;
}
