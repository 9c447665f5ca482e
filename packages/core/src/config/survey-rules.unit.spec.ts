import { describe, expect, it } from 'vitest';
import { surveyStatus } from '../surveys/survey-status';
import { convertibleUnits, sortUnits, unitConversionViolation } from './unit-rules';
import {
  defaultIssueAt,
  defaultSurveyEnd,
  isConfigViolation,
  isRoundInFuture,
  onlyEvaluationDatesDefault,
  surveyDateOrderViolation,
  surveyDeadlineViolation,
  surveyDatesPatch,
} from './survey-dates';
import { matchesSurveyConfigFilters } from './survey-filters';

const NOW = '2017-06-15T05:00:00.000Z';
const survey = (startsAt: string | null, endsAt: string | null, evaluatedAt: string | null = null) => ({
  startsAt,
  endsAt,
  preEvaluatedAt: null,
  evaluatedAt,
});

describe('set-dates dialog default (spec 3 §4)', () => {
  const ended = survey('2017-03-01T00:00:00Z', '2017-04-01T00:00:00Z');
  const running = survey('2017-06-01T00:00:00Z', '2017-07-01T00:00:00Z');
  const upcoming = survey('2017-09-01T00:00:00Z', '2017-10-01T00:00:00Z');
  const proposal = survey(null, null);

  it('is on when no survey is in progress and the round has started', () => {
    expect(onlyEvaluationDatesDefault([ended], NOW)).toBe(true);
    expect(onlyEvaluationDatesDefault([ended, upcoming], NOW)).toBe(true);
  });

  it('is off while a survey is in progress or when the round is in the future', () => {
    expect(onlyEvaluationDatesDefault([ended, running], NOW)).toBe(false);
    expect(onlyEvaluationDatesDefault([upcoming, proposal], NOW)).toBe(false);
    expect(onlyEvaluationDatesDefault([], NOW)).toBe(false);
    expect(isRoundInFuture([upcoming, proposal], NOW)).toBe(true);
    expect(isRoundInFuture([ended], NOW)).toBe(false);
  });

  it('sets evaluation dates in that mode, otherwise start and end (in order)', () => {
    expect(surveyDatesPatch({ onlyEvaluationDates: true, expectedEvaluationAt: '2017-07-01T00:00:00Z', startsAt: '2000-01-01T00:00:00Z' })).toEqual({
      mode: 'evaluation',
      expectedEvaluationAt: '2017-07-01T00:00:00Z',
      evaluatedAt: null,
    });
    expect(surveyDatesPatch({ onlyEvaluationDates: false, startsAt: '2017-07-01T00:00:00Z', endsAt: '2017-08-01T00:00:00Z' })).toEqual({
      mode: 'schedule',
      startsAt: '2017-07-01T00:00:00Z',
      endsAt: '2017-08-01T00:00:00Z',
    });
    const wrong = surveyDatesPatch({ onlyEvaluationDates: false, startsAt: '2017-09-01T00:00:00Z', endsAt: '2017-08-01T00:00:00Z' });
    expect(isConfigViolation(wrong) && wrong.param).toBe('endsAt');
    expect(surveyDateOrderViolation(null, '2017-01-01T00:00:00Z')).toBeNull();
  });

  it.each([
    { deadline: '2017-08-01T21:59:59Z', endsAt: '2017-08-01T21:59:59Z', violated: false },
    { deadline: '2017-07-25T12:00:00Z', endsAt: '2017-08-01T21:59:59Z', violated: false },
    { deadline: '2017-08-01T22:00:00Z', endsAt: '2017-08-01T21:59:59Z', violated: true },
    { deadline: null, endsAt: '2017-08-01T21:59:59Z', violated: false },
    { deadline: '2017-08-01T22:00:00Z', endsAt: null, violated: false },
  ])('a deadline $deadline with the end $endsAt is refused: $violated', ({ deadline, endsAt, violated }) => {
    expect(surveyDeadlineViolation(deadline, endsAt)?.param ?? null).toBe(violated ? 'deadline' : null);
  });

  it('defaults the end to today 23:59:59 and the issue date to the end', () => {
    expect(defaultSurveyEnd(NOW).toISOString()).toBe('2017-06-15T23:59:59.000Z');
    expect(defaultIssueAt({ issueAt: null, endsAt: '2017-04-01T00:00:00Z' }, NOW).toISOString()).toBe('2017-04-01T00:00:00.000Z');
    expect(defaultIssueAt({ issueAt: '2017-05-02T10:00:00Z', endsAt: '2017-04-01T00:00:00Z' }, NOW).toISOString()).toBe('2017-05-02T10:00:00.000Z');
    expect(defaultIssueAt({ issueAt: null, endsAt: null }, NOW).toISOString()).toBe('2017-06-15T23:59:59.000Z');
  });
});

describe('survey config filters (spec 3 §9)', () => {
  const flags = (s: ReturnType<typeof survey>) => surveyStatus(s, null, NOW);
  it('selects in-progress, proposal and not-evaluated surveys; several filters are alternatives', () => {
    const running = flags(survey('2017-06-01T00:00:00Z', '2017-07-01T00:00:00Z'));
    const proposal = flags(survey(null, null));
    const evaluated = flags(survey('2017-01-01T00:00:00Z', '2017-02-01T00:00:00Z', '2017-03-01T00:00:00Z'));
    const ended = flags(survey('2017-01-01T00:00:00Z', '2017-02-01T00:00:00Z'));
    expect(matchesSurveyConfigFilters(running, ['inProgress'])).toBe(true);
    expect(matchesSurveyConfigFilters(ended, ['inProgress'])).toBe(false);
    expect(matchesSurveyConfigFilters(proposal, ['proposal'])).toBe(true);
    expect(matchesSurveyConfigFilters(proposal, ['notEvaluatedSurveys'])).toBe(false);
    expect(matchesSurveyConfigFilters(ended, ['notEvaluatedSurveys'])).toBe(true);
    expect(matchesSurveyConfigFilters(evaluated, ['notEvaluatedSurveys'])).toBe(false);
    expect(matchesSurveyConfigFilters(evaluated, [])).toBe(true);
    expect(matchesSurveyConfigFilters(proposal, ['inProgress', 'proposal'])).toBe(true);
  });
});

describe('unit conversions (spec 3 §2 conversion tester)', () => {
  const conversions = [
    { fromUnitId: 1, toUnitId: 2, factor: 18, parameterId: null },
    { fromUnitId: 1, toUnitId: 2, factor: 18.016, parameterId: 7 },
    { fromUnitId: 3, toUnitId: 1, factor: 0.5, parameterId: null },
    { fromUnitId: 4, toUnitId: 5, factor: 2, parameterId: null },
  ];

  it('lists every unit reachable by one conversion, the parameter-specific one winning', () => {
    expect(convertibleUnits(conversions, 1, null)).toEqual([
      { toUnitId: 2, factor: 18, direction: 'direct', parameterSpecific: false },
      { toUnitId: 3, factor: 2, direction: 'inverse', parameterSpecific: false },
    ]);
    expect(convertibleUnits(conversions, 1, 7)[0]).toEqual({ toUnitId: 2, factor: 18.016, direction: 'direct', parameterSpecific: true });
    expect(convertibleUnits(conversions, 2, 8)).toEqual([{ toUnitId: 1, factor: 1 / 18, direction: 'inverse', parameterSpecific: false }]);
    expect(convertibleUnits(conversions, 9, null)).toEqual([]);
  });

  it('saves a conversion only with a positive factor and another target unit', () => {
    expect(unitConversionViolation({ fromUnitId: 1, toUnitId: 2, factor: 18 })).toBeNull();
    expect(unitConversionViolation({ fromUnitId: 1, toUnitId: 2, factor: null })).toEqual({ param: 'factor', message: 'requiredField' });
    expect(unitConversionViolation({ fromUnitId: 1, toUnitId: 2, factor: 0 })).toEqual({ param: 'factor', message: 'config.units.conversions.invalidFactor' });
    expect(unitConversionViolation({ fromUnitId: 1, toUnitId: null, factor: 2 })).toEqual({ param: 'toUnit', message: 'requiredField' });
    expect(unitConversionViolation({ fromUnitId: 1, toUnitId: 1, factor: 2 })).toEqual({ param: 'toUnit', message: 'config.units.conversions.sameUnit' });
  });

  it('sorts units by translated name or by ordinal', () => {
    const units: Array<{ id: number; name: Record<string, string>; ordinal: number }> = [
      { id: 1, name: { en: 'mmol/L', hu: 'mmol/l' }, ordinal: 2 },
      { id: 2, name: { en: 'g/L', hu: 'g/l' }, ordinal: 1 },
      { id: 3, name: { en: 'µmol/L' }, ordinal: 3 },
      { id: 4, name: { en: 'Ánother' }, ordinal: 4 },
    ];
    expect(sortUnits(units, 'default', 'en').map((u) => u.id)).toEqual([2, 1, 3, 4]);
    expect(sortUnits(units, 'alphabet', 'hu').map((u) => u.id)).toEqual([4, 2, 1, 3]);
  });
});
