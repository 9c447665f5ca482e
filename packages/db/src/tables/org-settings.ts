import type { ColumnType, RawBuilder } from 'kysely';
import type { CreatedAt, Generated } from './columns';
import type { ContractAddress } from './contracts';

/** An accreditation the provider holds (shown in the About dialog only when set). */
export interface OrgAccreditation {
  /** The accreditation body, e.g. NAH. */
  body: string;
  number: string;
  /** The standard or scope, e.g. ISO/IEC 17043:2023. */
  scope: string;
  /** YYYY-MM-DD, or null when open-ended. */
  validUntil: string | null;
}

/**
 * The organisation's settings (20261202040000_org_settings; core ZOrgSettings): its identity (About
 * dialog, documents, e-mails), its staff notification address and its seller and bank details; one
 * row per org, written by its admins. Every field may be empty (nothing is shown that was not set).
 */
export interface OrgSettingsTable {
  orgId: number;
  legalName: string | null;
  shortName: string | null;
  /** The registered address (a contract address's shape; the countries table's id). */
  address: ContractAddress | null;
  registrationNumber: string | null;
  taxNumber: string | null;
  euVatNumber: string | null;
  groupIdentificationNumber: string | null;
  phone: string | null;
  contactEmail: string | null;
  website: string | null;
  staffNotificationEmail: string | null;
  /** Written through `json(...)` (an array-valued jsonb); default none. */
  accreditations: ColumnType<OrgAccreditation[], RawBuilder<OrgAccreditation[]> | undefined, RawBuilder<OrgAccreditation[]>>;
  bankAccountNumber: string | null;
  iban: string | null;
  bic: string | null;
  paymentTermDays: Generated<number>;
  documentFooter: string | null;
  updatedAt: CreatedAt;
  updatedBy: number | null;
}
