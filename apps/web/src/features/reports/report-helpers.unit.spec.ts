import { describe, expect, it } from 'vitest';
import { customWindow, daysOfWindow, fixedPeriodWindow, parsePeriodChoice, surveyHistoryWindow } from './long-term-period';
import { DEFAULT_REPORT_OPTIONS, parseResultGroup, toggleReportOption, valueMode } from './report-options';
import { parseReportTerm, reportCloseTarget, reportPath } from './report-paths';

describe('report paths (spec 1 §2 routes)', () => {
  const ids = { labId: 7, surveyId: 12, parameterId: 3 };
  it('builds the evaluation report path with its optional tab', () => {
    expect(reportPath('evaluation', ids)).toBe('/labs/7/evaluations/12/parameters/3/evaluation');
    expect(reportPath('evaluation', ids, { term: 'long_term' })).toBe('/labs/7/evaluations/12/parameters/3/evaluation/long_term');
  });
  it('builds the pre-evaluation report path (it has no tabs)', () => {
    expect(reportPath('pre_evaluation', ids, { term: 'long_term' })).toBe('/labs/7/evaluations/12/parameters/3/pre_evaluation');
  });
  it('carries where Close returns to', () => {
    expect(reportPath('evaluation', ids, { back: '/labs/7/surveys/12' })).toBe(
      '/labs/7/evaluations/12/parameters/3/evaluation?back=%2Flabs%2F7%2Fsurveys%2F12',
    );
  });
  it('reads the tab segment: none is short term, unknown is rejected', () => {
    expect(parseReportTerm(undefined)).toBe('short_term');
    expect(parseReportTerm('long_term')).toBe('long_term');
    expect(parseReportTerm('short_term')).toBe('short_term');
    expect(parseReportTerm('sideways')).toBeNull();
  });
  it('closes to the evaluations page unless a path inside the same lab is given', () => {
    expect(reportCloseTarget(7, null)).toBe('/labs/7/evaluations');
    expect(reportCloseTarget(7, '/labs/7/surveys/12')).toBe('/labs/7/surveys/12');
    expect(reportCloseTarget(7, '/labs/7/evaluations/12')).toBe('/labs/7/evaluations/12');
    expect(reportCloseTarget(7, '/labs/8/surveys/12')).toBe('/labs/7/evaluations');
    expect(reportCloseTarget(7, 'https://evil.example/labs/7/')).toBe('/labs/7/evaluations');
    expect(reportCloseTarget(7, '/labs/7//evil.example')).toBe('/labs/7/evaluations');
    expect(reportCloseTarget(7, '/labs/7/../../login')).toBe('/labs/7/evaluations');
  });
});

describe('report toggles (spec 1 §2)', () => {
  it('start with outliers and common axis on, Gaussian, scale, z-score and others off, all levels and groups', () => {
    expect(DEFAULT_REPORT_OPTIONS).toEqual({
      level: 'all',
      scale: false,
      zScore: false,
      others: false,
      outliers: true,
      commonAxis: true,
      gaussian: false,
      resultGroup: 'all',
    });
  });
  it('make z-score and scale mutually exclusive', () => {
    const scaled = toggleReportOption(DEFAULT_REPORT_OPTIONS, 'scale', true);
    expect(valueMode(scaled)).toBe('scaled');
    const z = toggleReportOption(scaled, 'zScore', true);
    expect(z.scale).toBe(false);
    expect(valueMode(z)).toBe('zScore');
    const back = toggleReportOption(z, 'scale', true);
    expect(back.zScore).toBe(false);
    expect(valueMode(toggleReportOption(back, 'scale', false))).toBe('value');
  });
  it('leave the other switches alone', () => {
    const next = toggleReportOption(DEFAULT_REPORT_OPTIONS, 'gaussian', true);
    expect(next).toEqual({ ...DEFAULT_REPORT_OPTIONS, gaussian: true });
    expect(toggleReportOption(next, 'outliers', false).outliers).toBe(false);
  });
  it('read the result group choice', () => {
    expect(parseResultGroup('all')).toBe('all');
    expect(parseResultGroup('14')).toBe(14);
    expect(parseResultGroup('x')).toBe('all');
    expect(parseResultGroup('-3')).toBe('all');
  });
});

describe('long-term periods (spec 1 §2, §9)', () => {
  const survey = { startsAt: '2017-03-01T00:01:00.000Z', evaluatedAt: '2017-05-31T21:59:59.000Z' };
  it('use the history window: survey start − 1 day … evaluation + 1 day', () => {
    expect(surveyHistoryWindow(survey)).toEqual({ from: '2017-02-28T00:01:00.000Z', to: '2017-06-01T21:59:59.000Z' });
    expect(surveyHistoryWindow({ startsAt: null, evaluatedAt: survey.evaluatedAt })).toBeNull();
  });
  it('end the fixed periods at the window end and go back whole months', () => {
    expect(fixedPeriodWindow(12, survey)).toEqual({ from: '2016-06-01T21:59:59.000Z', to: '2017-06-01T21:59:59.000Z' });
    expect(fixedPeriodWindow(6, survey)?.from).toBe('2016-12-01T21:59:59.000Z');
    expect(fixedPeriodWindow(36, survey)?.from).toBe('2014-06-01T21:59:59.000Z');
  });
  it('turn two picked days into a window that includes the last day', () => {
    expect(customWindow('2017-01-10', '2017-02-10')).toEqual({ from: '2017-01-10T00:00:00.000Z', to: '2017-02-11T00:00:00.000Z' });
    expect(customWindow('2017-01-10', '2017-01-10')).toEqual({ from: '2017-01-10T00:00:00.000Z', to: '2017-01-11T00:00:00.000Z' });
  });
  it('reject a custom window whose start is after its end, or a missing day', () => {
    expect(customWindow('2017-02-10', '2017-01-10')).toBeNull();
    expect(customWindow('', '2017-01-10')).toBeNull();
    expect(customWindow('2017-13-45', '2017-01-10')).toBeNull();
  });
  it('show a window as the days it covers', () => {
    expect(daysOfWindow({ from: '2017-01-10T00:00:00.000Z', to: '2017-02-11T00:00:00.000Z' })).toEqual({ from: '2017-01-10', to: '2017-02-10' });
    expect(daysOfWindow(surveyHistoryWindow(survey)!)).toEqual({ from: '2017-02-28', to: '2017-06-01' });
  });
  it('read the period choice', () => {
    expect(parsePeriodChoice('6')).toBe(6);
    expect(parsePeriodChoice('custom')).toBe('custom');
    expect(parsePeriodChoice('7')).toBe(12);
  });
});
