import { describe, expect, it } from 'vitest';
import { evaluatedSurveyChangeViolation, surveyStatusActions, surveyStatusPatch, type SurveyConfigStatus } from './survey-status-rules';

const none: SurveyConfigStatus = { proposal: false, started: false, inProgress: false, ended: false, preEvaluated: false, evaluated: false };

describe('survey-status control (spec 3 §4)', () => {
  it.each([
    { phase: 'proposal', status: { ...none, proposal: true }, actions: [] },
    { phase: 'upcoming', status: none, actions: ['start'] },
    { phase: 'in progress', status: { ...none, started: true, inProgress: true }, actions: ['end'] },
    { phase: 'ended', status: { ...none, started: true, ended: true }, actions: ['preEvaluate', 'evaluate'] },
    { phase: 'pre-evaluated', status: { ...none, started: true, ended: true, preEvaluated: true }, actions: ['evaluate'] },
    { phase: 'evaluated', status: { ...none, started: true, ended: true, evaluated: true }, actions: ['reopenEvaluation'] },
  ])('$phase offers $actions', ({ status, actions }) => {
    expect(surveyStatusActions(status)).toEqual(actions);
  });

  const now = new Date('2017-06-15T10:00:00Z');
  it.each([
    { action: 'start', patch: { startsAt: '2017-06-15T10:00:00.000Z' } },
    { action: 'end', patch: { endsAt: '2017-06-15T10:00:00.000Z' } },
    { action: 'preEvaluate', patch: { preEvaluatedAt: '2017-06-15T10:00:00.000Z' } },
    { action: 'evaluate', patch: { evaluatedAt: '2017-06-15T10:00:00.000Z' } },
    { action: 'reopenEvaluation', patch: { evaluatedAt: null } },
  ] as const)('$action sends $patch', ({ action, patch }) => {
    expect(surveyStatusPatch(action, now)).toEqual(patch);
  });
});

describe('an evaluated survey is read-only in its configuration', () => {
  it.each([
    { evaluated: false, changed: ['endsAt', 'description'], violation: null },
    { evaluated: true, changed: [], violation: null },
    { evaluated: true, changed: ['evaluatedAt'], violation: null },
    { evaluated: true, changed: ['endsAt'], violation: { param: 'endsAt', message: 'config.surveys.evaluatedReadOnly' } },
    { evaluated: true, changed: ['evaluatedAt', 'description'], violation: { param: 'description', message: 'config.surveys.evaluatedReadOnly' } },
    { evaluated: true, changed: ['samples'], violation: { param: 'samples', message: 'config.surveys.evaluatedReadOnly' } },
  ])('evaluated $evaluated, changing $changed', ({ evaluated, changed, violation }) => {
    expect(evaluatedSurveyChangeViolation({ evaluated }, changed)).toEqual(violation);
  });
});
