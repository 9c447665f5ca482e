/** Locales an org offers, in order. */
export interface OrgLocalesTable {
  orgId: number;
  localeId: string;
  ordinal: number;
}
