import { describe, expect, it } from 'vitest';
import { parseSurveyFilters } from './survey-filter-storage';

describe('parseSurveyFilters', () => {
  it('defaults to in progress when nothing is saved', () => {
    expect(parseSurveyFilters(null)).toEqual(['inProgress']);
  });

  it('keeps a saved choice, also an empty one (all rounds), and drops unknown names', () => {
    expect(parseSurveyFilters('')).toEqual([]);
    expect(parseSurveyFilters('proposal,notEvaluatedSurveys,proposal,bogus')).toEqual(['proposal', 'notEvaluatedSurveys']);
  });
});
