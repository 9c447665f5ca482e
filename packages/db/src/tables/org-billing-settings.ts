import type { CreatedAt } from './columns';
import type { ContractAddress } from './contracts';

/**
 * The seller details of an org's documents (20261202030000_billing_vat; core ZOrgBillingSettings):
 * one row per org, written by its admins in the configuration area.
 */
export interface OrgBillingSettingsTable {
  orgId: number;
  legalName: string;
  /** The registered address (a contract address's shape; the countries table's id). */
  address: ContractAddress;
  taxNumber: string;
  euVatNumber: string | null;
  groupIdentificationNumber: string | null;
  bankAccountNumber: string | null;
  iban: string;
  bic: string;
  paymentTermDays: number;
  documentFooter: string | null;
  updatedAt: CreatedAt;
  updatedBy: number | null;
}
