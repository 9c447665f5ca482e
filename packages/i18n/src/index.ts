/**
 * @eqa/i18n — the en + hu dictionaries (typesafe-i18n) shared by the web app, PDFs and e-mails.
 * Call `loadAllLocales()` once (the server), or `loadLocaleAsync(locale)` per language shown (the web),
 * then `i18nObject(locale)` gives the typed translation functions.
 */
export type { BaseLocale, Locales, Translation, Translations, TranslationFunctions } from './i18n-types';
export { baseLocale, detectLocale, i18n, i18nObject, i18nString, isLocale, loadedLocales, locales } from './i18n-util';
/** One language's dictionary on demand (the web loads only the language it shows). */
export { loadLocaleAsync } from './i18n-util.async';
export { loadAllLocales, loadLocale } from './i18n-util.sync';
/** The English (base) dictionary as data: the server turns message codes into English sentences with it. */
export { default as baseDictionary } from './en';
export { formatDate, formatDateTime, formatDeadline, formatFileSize, formatMonth, formatNumber, formatTimeZoneName, LOCALE_LANGUAGE_TAGS, numberFormat } from './format';
export type { FormatOptions } from './format';
export { fillPlaceholders, hasEveryPlaceholder, placeholdersOf } from './message-placeholders';
