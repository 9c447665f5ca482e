import type { BaseTranslation } from '../i18n-types';

/** Shared words, field messages of spec 1 §5 and shell labels (root keys of the dictionary). */
export const common = {
  appName: 'EQA Portal',
  appTagline: 'External quality assessment for clinical laboratories',
  requiredField: 'This field is required',
  requiredEmailField: 'At least one e-mail address is required',
  emailFormatHelpText: 'Enter a valid e-mail address, e.g. name@example.com',
  notFound: 'No documents found',
  loading: 'Loading…',
  actions: {
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    retry: 'Retry',
    back: 'Back',
    refresh: 'Refresh',
    send: 'Send',
    print: 'Print',
    search: 'Search',
    clearSearch: 'Clear search',
    ok: 'OK',
    reset: 'Reset',
    more: 'More actions',
  },
  passwordVisibility: {
    show: 'Show password',
    hide: 'Hide password',
  },
  language: {
    label: 'Language',
    en: 'English',
    hu: 'Magyar',
  },
  theme: {
    dark: 'Dark theme',
    light: 'Light theme',
  },
  skipLinks: {
    main: 'Skip to main content',
    results: 'Skip to the results',
  },
  notFoundPage: {
    title: 'Page not found',
    text: 'What this link points to does not exist or is no longer available. Check the address, or go back.',
    back: 'Back',
    home: 'To the start page',
  },
  pagination: {
    rowsPerPage: 'Rows per page',
    displayedRows: '{from}–{to} of {count}',
  },
  list: {
    /** The column of a list's row actions (buttons). */
    actions: 'Actions',
  },
} satisfies BaseTranslation;
