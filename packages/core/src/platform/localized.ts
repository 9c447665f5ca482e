/** A multilingual value: an object keyed by locale id, e.g. { en: 'Glucose', hu: 'Glükóz' }. */
export type Localized = Record<string, string>;

/** The text for a locale, falling back to English, then to any non-empty entry. */
export function localize(value: Localized | null | undefined, locale: string): string {
  if (!value) return '';
  return value[locale] || value.en || Object.values(value).find((v) => v.length > 0) || '';
}

/** True when at least one locale holds a non-blank text (spec 3 §5: "at least one locale name"). */
export function hasAnyLocale(value: Localized | null | undefined): boolean {
  return !!value && Object.values(value).some((v) => v.trim().length > 0);
}
