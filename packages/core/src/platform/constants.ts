/** Business constants of spec 1 §9 (and the shared platform values of specs 2 and 3). */
export const APP_VERSION = '4.5.0';
export const APP_BUILD = 1690;

export const PAGE_SIZE = 20;
export const EXTENDED_PAGE_SIZE = 50;
export const VALIDATION_DEBOUNCE_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const DEFAULT_DEBOUNCE_MS = 1000;
export const EXTENDED_DEBOUNCE_MS = 3000;
export const UPDATE_DEBOUNCE_MS = 1000;
export const AUTOCOMPLETE_THRESHOLD = 10;
export const DIALOG_CLOSE_TIMEOUT_MS = 300;
export const DIALOG_SEARCH_CLOSE_MS = 350;
export const NOTIFICATION_AUTO_HIDE_MS = 1000;
export const SHAKE_ANIMATION_MS = 800;
export const PRINT_WIDTH_PX = 1200;
export const DIALOG_BREAKPOINTS = [600, 900, 1280, 1536] as const;
export const MULTILINE_MAX_ROWS = 20;
export const DESCRIPTION_MAX_ROWS = 100;
export const SEARCH_FIELD_OPEN_WIDTH_PX = 180;
export const ROUND_TILE_SIZE_PX = 20;
export const LONG_TERM_PERIOD_MONTHS = [6, 12, 24, 36] as const;
export const DEFAULT_LONG_TERM_PERIOD_MONTHS = 12;
export const SUPPORTED_LOCALES = ['en', 'hu'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const LANGUAGE_TAGS: Record<SupportedLocale, string> = { en: 'en-GB', hu: 'hu-HU' };
export const ROLE_IDS = ['org_admin', 'lab_admin'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

/** Oldest browser versions that get no outdated-browser warning (spec 1 §5). */
export const MIN_BROWSER_VERSIONS = { chrome: 96, safari: 15, firefox: 94, opera: 81, edge: 95 } as const;

/** Survey status groups for lists. */
export const SURVEY_STATUS_GROUPS = ['in_progress', 'upcoming', 'pre_evaluated', 'evaluated'] as const;
export type SurveyStatusGroup = (typeof SURVEY_STATUS_GROUPS)[number];

/** Editable survey years: round year from current year − 1 to + 1. */
export function isEditableRoundYear(roundYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return roundYear >= year - 1 && roundYear <= year + 1;
}
