import { describe, expect, it } from 'vitest';
import { surveyListItemView, type SurveyListItemLabState, type SurveyListItemSurvey } from './survey-list-item';

const survey: SurveyListItemSurvey = {
  startsAt: '2017-05-01T00:01:00.000Z',
  endsAt: '2017-06-30T23:59:59.000Z',
  deadline: '2017-06-25T23:59:59.000Z',
  expectedEvaluationAt: '2017-08-15T23:59:59.000Z',
  preEvaluatedAt: '2017-07-10T00:00:00.000Z',
  evaluatedAt: '2017-08-01T00:00:00.000Z',
};
const lab: SurveyListItemLabState = { validatedAt: null, hasResults: false, invalidResultCount: 0, latePayment: false };
const validated = { ...lab, hasResults: true, validatedAt: '2017-06-10T10:00:00.000Z' };
const RUNNING = '2017-06-15T05:00:00.000Z';
const PRE = '2017-07-15T05:00:00.000Z';
const EVALUATED = '2017-09-01T05:00:00.000Z';

describe('survey list item (spec 1 §4)', () => {
  it('upcoming: deadline and expected evaluation, nothing else', () => {
    const view = surveyListItemView(survey, lab, '2017-04-01T00:00:00.000Z');
    expect(view).toMatchObject({ group: 'upcoming', icons: [], highlighted: false, state: 'normal', tooltip: null });
    expect(view.dates).toEqual([
      { label: 'deadline', at: '2017-06-25T23:59:59.000Z' },
      { label: 'expectedEvaluation', at: '2017-08-15T23:59:59.000Z' },
    ]);
  });

  describe('in progress', () => {
    it('without results: no icon, tooltip missing results', () => {
      const view = surveyListItemView(survey, lab, RUNNING);
      expect(view).toMatchObject({ group: 'in_progress', icons: [], highlighted: false, tooltip: { kind: 'missingResults' } });
      expect(view.dates.map((d) => d.label)).toEqual(['deadline', 'expectedEvaluation']);
    });
    it('with results not validated: edit icon, tooltip missing validated results', () => {
      const view = surveyListItemView(survey, { ...lab, hasResults: true }, RUNNING);
      expect(view).toMatchObject({ icons: ['edit'], highlighted: false, tooltip: { kind: 'missingValidatedResults' } });
    });
    it('validated: edit and lock icons, highlighted, no tooltip', () => {
      const view = surveyListItemView(survey, validated, RUNNING);
      expect(view).toMatchObject({ icons: ['edit', 'lock'], highlighted: true, tooltip: null });
    });
    it('the deadline falls back to the end date', () => {
      const view = surveyListItemView({ ...survey, deadline: null }, lab, RUNNING);
      expect(view.dates[0]).toEqual({ label: 'deadline', at: '2017-06-30T23:59:59.000Z' });
    });
  });

  describe('ended, not evaluated', () => {
    it('not validated: open lock, end and expected evaluation dates', () => {
      const view = surveyListItemView(survey, { ...lab, hasResults: true }, PRE);
      expect(view).toMatchObject({ group: 'pre_evaluated', icons: ['lock_open'], highlighted: false, tooltip: null });
      expect(view.dates.map((d) => d.label)).toEqual(['ended', 'expectedEvaluation']);
    });
    it('validated: lock', () => {
      expect(surveyListItemView(survey, validated, PRE).icons).toEqual(['lock']);
    });
  });

  describe('evaluated', () => {
    it('validated without invalid results: done icon, end and evaluation dates', () => {
      const view = surveyListItemView(survey, validated, EVALUATED);
      expect(view).toMatchObject({ group: 'evaluated', icons: ['done'], state: 'normal', tooltip: null });
      expect(view.dates).toEqual([
        { label: 'ended', at: '2017-06-30T23:59:59.000Z' },
        { label: 'evaluated', at: '2017-08-01T00:00:00.000Z' },
      ]);
    });
    it('validated with invalid results: error state, download icon, invalid count tooltip', () => {
      const view = surveyListItemView(survey, { ...validated, invalidResultCount: 3 }, EVALUATED);
      expect(view).toMatchObject({ state: 'error', icons: ['download'], tooltip: { kind: 'invalidResults', count: 3 } });
    });
    it('late payment: no error state and no done icon', () => {
      expect(surveyListItemView(survey, { ...validated, invalidResultCount: 3, latePayment: true }, EVALUATED)).toMatchObject({
        state: 'normal',
        icons: [],
        tooltip: null,
      });
      expect(surveyListItemView(survey, { ...validated, latePayment: true }, EVALUATED).icons).toEqual([]);
    });
    it('not validated: open lock', () => {
      expect(surveyListItemView(survey, { ...lab, hasResults: true }, EVALUATED)).toMatchObject({
        icons: ['lock_open'],
        state: 'normal',
      });
    });
  });
});
