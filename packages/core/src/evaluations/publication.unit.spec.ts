import { describe, expect, it } from 'vitest';
import { EVALUATION_MESSAGES } from './messages';
import { evaluationOutcomeWarnings, evaluationPublicationRefusal, isRunCurrent, publishedKinds, type PublicationFacts } from './publication';

describe('evaluationPublicationRefusal', () => {
  it.each<{ name: string; facts: PublicationFacts; expected: string | null }>([
    { name: 'a current evaluation run', facts: { kind: 'evaluation', evaluationDisabled: false, run: { resultsPosition: 40 }, currentPosition: 40 }, expected: null },
    { name: 'a run that saw more than now (results deleted by a rebuild)', facts: { kind: 'evaluation', evaluationDisabled: false, run: { resultsPosition: 41 }, currentPosition: 40 }, expected: null },
    { name: 'no evaluation run', facts: { kind: 'evaluation', evaluationDisabled: false, run: null, currentPosition: 0 }, expected: EVALUATION_MESSAGES.evaluationNotRun },
    { name: 'no pre-evaluation run', facts: { kind: 'pre_evaluation', evaluationDisabled: false, run: null, currentPosition: 7 }, expected: EVALUATION_MESSAGES.preEvaluationNotRun },
    { name: 'results changed after the run', facts: { kind: 'evaluation', evaluationDisabled: false, run: { resultsPosition: 40 }, currentPosition: 41 }, expected: EVALUATION_MESSAGES.resultsChangedSinceRun },
    { name: 'a run of unknown results (older than the mark)', facts: { kind: 'pre_evaluation', evaluationDisabled: false, run: { resultsPosition: null }, currentPosition: 0 }, expected: EVALUATION_MESSAGES.resultsChangedSinceRun },
    { name: 'evaluation disabled: dates only', facts: { kind: 'evaluation', evaluationDisabled: true, run: null, currentPosition: 9 }, expected: null },
  ])('$name → $expected', ({ facts, expected }) => {
    expect(evaluationPublicationRefusal(facts)).toBe(expected);
  });

  it('tells a current run', () => {
    expect(isRunCurrent({ resultsPosition: 3 }, 3)).toBe(true);
    expect(isRunCurrent({ resultsPosition: 2 }, 3)).toBe(false);
    expect(isRunCurrent({ resultsPosition: null }, 0)).toBe(false);
  });
});

describe('publishedKinds', () => {
  const at = '2017-06-15T10:00:00.000Z';
  it.each([
    { name: 'pre-evaluating', current: { preEvaluatedAt: null, evaluatedAt: null }, next: { preEvaluatedAt: at }, expected: ['pre_evaluation'] },
    { name: 'evaluating', current: { preEvaluatedAt: at, evaluatedAt: null }, next: { evaluatedAt: at }, expected: ['evaluation'] },
    { name: 'both at once', current: { preEvaluatedAt: null, evaluatedAt: null }, next: { preEvaluatedAt: at, evaluatedAt: at }, expected: ['pre_evaluation', 'evaluation'] },
    { name: 'moving the evaluation date', current: { preEvaluatedAt: null, evaluatedAt: new Date(at) }, next: { evaluatedAt: '2017-06-16T10:00:00.000Z' }, expected: ['evaluation'] },
    { name: 'an autosave resending the same instant', current: { preEvaluatedAt: null, evaluatedAt: new Date(at) }, next: { evaluatedAt: '2017-06-15T12:00:00+02:00' }, expected: [] },
    { name: 'reopening (clearing the date)', current: { preEvaluatedAt: at, evaluatedAt: at }, next: { evaluatedAt: null }, expected: [] },
    { name: 'not naming the dates', current: { preEvaluatedAt: null, evaluatedAt: null }, next: {}, expected: [] },
  ])('$name → $expected', ({ current, next, expected }) => {
    expect(publishedKinds(current, next)).toEqual(expected);
  });
});

describe('evaluationOutcomeWarnings', () => {
  it.each([
    { name: 'a clean run', facts: { labResults: 12, groupsBelowMinimum: 0, labsNotValidated: 0, current: true }, expected: [] },
    {
      name: 'everything wrong',
      facts: { labResults: 0, groupsBelowMinimum: 2, labsNotValidated: 1, current: false },
      expected: [
        { code: 'resultsChanged', count: 0 },
        { code: 'noResults', count: 0 },
        { code: 'labsNotValidated', count: 1 },
        { code: 'groupsBelowMinimum', count: 2 },
      ],
    },
    { name: 'a small group', facts: { labResults: 3, groupsBelowMinimum: 1, labsNotValidated: 0, current: true }, expected: [{ code: 'groupsBelowMinimum', count: 1 }] },
  ])('$name', ({ facts, expected }) => {
    expect(evaluationOutcomeWarnings(facts)).toEqual(expected);
  });
});
