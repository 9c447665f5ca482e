import { describe, expect, it } from 'vitest';
import { SURVEY_STATUS_GROUPS } from '../platform/constants';
import {
  surveyStatus,
  surveyStatusGroup,
  surveyStatusGroupCriteria,
  type SurveyDateCriterion,
  type SurveySchedule,
} from './survey-status';

const survey: SurveySchedule = {
  startsAt: '2017-05-01T00:01:00Z',
  endsAt: '2017-06-30T23:59:59Z',
  preEvaluatedAt: '2017-07-10T00:00:00Z',
  evaluatedAt: '2017-08-01T00:00:00Z',
};

describe('survey status flags', () => {
  it('not started before startsAt', () => {
    const s = surveyStatus(survey, null, '2017-04-30T23:00:00Z');
    expect(s).toMatchObject({ notStarted: true, started: false, inProgress: false, ended: false, proposal: false });
    expect(surveyStatusGroup(s)).toBe('upcoming');
  });
  it('in progress from startsAt (inclusive) until endsAt (exclusive)', () => {
    expect(surveyStatus(survey, null, '2017-05-01T00:01:00Z')).toMatchObject({ started: true, inProgress: true });
    const last = surveyStatus(survey, null, '2017-06-30T23:59:58.999Z');
    expect(last).toMatchObject({ inProgress: true, ended: false });
    expect(surveyStatusGroup(last)).toBe('in_progress');
    expect(surveyStatus(survey, null, '2017-06-30T23:59:59Z')).toMatchObject({ inProgress: false, ended: true });
  });
  it('ended but not pre-evaluated yet: in the pre_evaluated list, preEvaluated flag off', () => {
    const s = surveyStatus(survey, null, '2017-07-05T00:00:00Z');
    expect(s).toMatchObject({ ended: true, preEvaluated: false, evaluated: false });
    expect(surveyStatusGroup(s)).toBe('pre_evaluated');
  });
  it('pre-evaluated once preEvaluatedAt passed, until evaluated', () => {
    const s = surveyStatus(survey, null, '2017-07-10T00:00:00Z');
    expect(s).toMatchObject({ preEvaluated: true, evaluated: false });
    expect(surveyStatusGroup(s)).toBe('pre_evaluated');
    const e = surveyStatus(survey, null, '2017-08-01T00:00:00Z');
    expect(e).toMatchObject({ preEvaluated: false, evaluated: true });
    expect(surveyStatusGroup(e)).toBe('evaluated');
  });
  it('an evaluation date before the end does not make a running survey evaluated', () => {
    const odd = { ...survey, evaluatedAt: '2017-05-02T00:00:00Z' };
    expect(surveyStatus(odd, null, '2017-06-01T00:00:00Z')).toMatchObject({ inProgress: true, evaluated: false });
  });
  it('validated from the lab status, as of now', () => {
    const lab = { validatedAt: new Date('2017-06-10T10:00:00Z') };
    expect(surveyStatus(survey, lab, '2017-06-15T05:00:00Z').validated).toBe(true);
    expect(surveyStatus(survey, lab, '2017-06-01T05:00:00Z').validated).toBe(false);
    expect(surveyStatus(survey, { validatedAt: null }, '2017-06-15T05:00:00Z').validated).toBe(false);
  });
  it('carries evaluationDisabled from the scheme version', () => {
    expect(surveyStatus({ ...survey, evaluationDisabled: true }, null, '2017-06-15T05:00:00Z').evaluationDisabled).toBe(true);
    expect(surveyStatus(survey, null, '2017-06-15T05:00:00Z').evaluationDisabled).toBe(false);
  });
  it('a survey without dates is a proposal and belongs to no list', () => {
    const s = surveyStatus({ ...survey, startsAt: null, endsAt: null }, null, '2017-06-15T05:00:00Z');
    expect(s).toMatchObject({ proposal: true, notStarted: true, ended: false });
    expect(surveyStatusGroup(s)).toBeNull();
    expect(surveyStatusGroup(surveyStatus({ ...survey, endsAt: null }, null, '2018-01-01T00:00:00Z'))).toBeNull();
  });
  it('rejects an invalid date', () => {
    expect(() => surveyStatus(survey, null, 'yesterday')).toThrow(RangeError);
  });
});

describe('status-group criteria agree with surveyStatusGroup at every boundary', () => {
  const row = (s: SurveySchedule): Record<SurveyDateCriterion['column'], number | null> => ({
    startsAt: s.startsAt === null ? null : new Date(s.startsAt).getTime(),
    endsAt: s.endsAt === null ? null : new Date(s.endsAt).getTime(),
    evaluatedAt: s.evaluatedAt === null ? null : new Date(s.evaluatedAt).getTime(),
  });
  const holds = (c: SurveyDateCriterion, value: number | null): boolean => {
    const at = c.at.getTime();
    switch (c.op) {
      case '<=':
        return value !== null && value <= at;
      case '>':
        return value !== null && value > at;
      case 'null_or_gt':
        return value === null || value > at;
      case 'not_null':
        return value !== null;
    }
  };
  const schedules: SurveySchedule[] = [
    survey,
    { ...survey, evaluatedAt: null },
    { ...survey, startsAt: null, endsAt: null },
    { ...survey, endsAt: null },
  ];
  const times = [
    '2017-04-30T00:00:00Z',
    survey.startsAt,
    '2017-06-30T23:59:58Z',
    survey.endsAt,
    '2017-07-20T00:00:00Z',
    survey.evaluatedAt,
    '2018-01-01T00:00:00Z',
  ] as string[];
  for (const schedule of schedules) {
    for (const now of times) {
      it(`${JSON.stringify(schedule)} at ${now}`, () => {
        const expected = surveyStatusGroup(surveyStatus(schedule, null, now));
        const matching = SURVEY_STATUS_GROUPS.filter((g) =>
          surveyStatusGroupCriteria(g, now).every((c) => holds(c, row(schedule)[c.column])),
        );
        expect(matching).toEqual(expected === null ? [] : [expected]);
      });
    }
  }
});
