import { describe, expect, it } from 'vitest';
import { surveyPhase, type SurveyStatusFlags } from './survey-phase';

const none: SurveyStatusFlags = { proposal: false, started: false, inProgress: false, ended: false, preEvaluated: false, evaluated: false, evaluationDisabled: false };

describe('surveyPhase', () => {
  it('names the latest phase reached', () => {
    expect(surveyPhase({ ...none, proposal: true })).toBe('proposal');
    expect(surveyPhase(none)).toBe('upcoming');
    expect(surveyPhase({ ...none, started: true, inProgress: true })).toBe('inProgress');
    expect(surveyPhase({ ...none, started: true, ended: true })).toBe('ended');
    expect(surveyPhase({ ...none, started: true, ended: true, preEvaluated: true })).toBe('preEvaluated');
    expect(surveyPhase({ ...none, started: true, ended: true, preEvaluated: true, evaluated: true })).toBe('evaluated');
  });
});
