import { DEFAULT_SURVEY_CONFIG_FILTER, SURVEY_CONFIG_FILTERS, type SurveyConfigFilter } from '@eqa/core';

const KEY = 'eqa.config.surveyFilters';

/** Reads the saved filters of the surveys list; none saved means the default (spec 3 §4: inProgress). */
export function parseSurveyFilters(saved: string | null): SurveyConfigFilter[] {
  if (saved === null) return [DEFAULT_SURVEY_CONFIG_FILTER];
  const parts = saved.split(',').filter((part): part is SurveyConfigFilter => (SURVEY_CONFIG_FILTERS as readonly string[]).includes(part));
  return [...new Set(parts)];
}

export function loadSurveyFilters(): SurveyConfigFilter[] {
  try {
    return parseSurveyFilters(window.localStorage.getItem(KEY));
  } catch {
    return [DEFAULT_SURVEY_CONFIG_FILTER];
  }
}

export function saveSurveyFilters(filters: readonly SurveyConfigFilter[]): void {
  try {
    window.localStorage.setItem(KEY, filters.join(','));
  } catch {
    // storage unavailable: the choice lasts for the page only
  }
}
