/** A UI/content language: `en`, `hu`. */
export interface LocalesTable {
  id: string;
  ordinal: number;
  /** BCP 47 tag used by formatters, e.g. 'en-GB', 'hu-HU'. */
  languageTag: string;
  name: string;
  flag: string;
  /** Org-specific phrase overrides, keyed by phrase key. */
  phrases: Record<string, string> | null;
}
