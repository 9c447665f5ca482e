/** The multilingual fields live in the form kit; the configuration screens import them from here as before. */
export { LocalizedFields, type LocaleInfo } from '../../../components/forms/localized-fields';
