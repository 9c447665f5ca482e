import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import {
  assertResultsEditable,
  assertValidationAllowed,
  isSurveyReadOnly,
  isValidationAvailable,
  validationAction,
} from './read-only';
import {
  contextFilterState,
  parameterCheckboxesVisible,
  parameterDeletion,
  shouldOpenInstructions,
  shouldOpenLatePaymentDialog,
  shouldShowLatestResultsHint,
  statisticsButton,
  statisticsReportPath,
} from './survey-page-rules';
import { evaluationRouteRedirect, surveyFormRedirect } from './survey-routes';
import type { SurveyStatusFlags } from './survey-status';

const none: SurveyStatusFlags = {
  proposal: false,
  notStarted: false,
  started: false,
  inProgress: false,
  ended: false,
  validated: false,
  preEvaluated: false,
  evaluated: false,
  evaluationDisabled: false,
};
const notStarted = { ...none, notStarted: true };
const running = { ...none, started: true, inProgress: true };
const ended = { ...none, started: true, ended: true };
const preEvaluated = { ...ended, preEvaluated: true };
const evaluated = { ...ended, evaluated: true };
const lab = { orgUser: false };
const org = { orgUser: true };

function errorOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.code}/${error.type}` : 'other';
  }
}

describe('read-only rule (spec 1 §4)', () => {
  it('a running, unvalidated survey is editable', () => {
    expect(isSurveyReadOnly(running, lab)).toBe(false);
    expect(isSurveyReadOnly(running, org)).toBe(false);
  });
  it('validated is read-only for everyone', () => {
    expect(isSurveyReadOnly({ ...running, validated: true }, lab)).toBe(true);
    expect(isSurveyReadOnly({ ...ended, validated: true }, org)).toBe(true);
  });
  it('ended or evaluated is read-only unless editable after end (org users)', () => {
    expect(isSurveyReadOnly(ended, lab)).toBe(true);
    expect(isSurveyReadOnly(evaluated, lab)).toBe(true);
    expect(isSurveyReadOnly(ended, org)).toBe(false);
    expect(isSurveyReadOnly(evaluated, org)).toBe(false);
  });
  it('preview and not started are read-only', () => {
    expect(isSurveyReadOnly(running, { orgUser: true, preview: true })).toBe(true);
    expect(isSurveyReadOnly(notStarted, org)).toBe(true);
  });
  it('services refuse edits with a 422, and edits of validated results with the 409 the stream gives', () => {
    expect(errorOf(() => assertResultsEditable({ ...running, validated: true }, lab))).toBe('CONFLICT/survey_validated_error');
    expect(errorOf(() => assertResultsEditable({ ...ended, validated: true }, org))).toBe('CONFLICT/survey_validated_error');
    expect(errorOf(() => assertResultsEditable(running, lab))).toBeNull();
    expect(errorOf(() => assertResultsEditable(ended, org))).toBeNull();
    expect(errorOf(() => assertResultsEditable(ended, lab))).toBe('CONSTRAINT/survey_read_only');
    expect(errorOf(() => assertResultsEditable(notStarted, org))).toBe('CONSTRAINT/survey_not_started');
  });
});

describe('validation availability (spec 1 §4)', () => {
  it('only if not ended, or editable after end', () => {
    expect(isValidationAvailable(running, lab)).toBe(true);
    expect(isValidationAvailable(ended, lab)).toBe(false);
    expect(isValidationAvailable(ended, org)).toBe(true);
    expect(isValidationAvailable(notStarted, org)).toBe(false);
    expect(isValidationAvailable(running, { orgUser: true, preview: true })).toBe(false);
  });
  it('offers validate or invalidate by the current state', () => {
    expect(validationAction(running, lab)).toBe('validate');
    expect(validationAction({ ...running, validated: true }, lab)).toBe('invalidate');
    expect(validationAction({ ...ended, validated: true }, lab)).toBeNull();
    expect(validationAction({ ...ended, validated: true }, org)).toBe('invalidate');
  });
  it('services refuse an unavailable or repeated action', () => {
    expect(errorOf(() => assertValidationAllowed(running, lab, 'validate'))).toBeNull();
    expect(errorOf(() => assertValidationAllowed(ended, lab, 'validate'))).toBe('CONSTRAINT/validation_unavailable');
    expect(errorOf(() => assertValidationAllowed({ ...running, validated: true }, lab, 'validate'))).toBe('CONFLICT/already_validated');
    expect(errorOf(() => assertValidationAllowed(running, lab, 'invalidate'))).toBe('CONFLICT/not_validated');
    expect(errorOf(() => assertValidationAllowed({ ...ended, validated: true }, org, 'invalidate'))).toBeNull();
  });
});

describe('statistics button (spec 1 §4)', () => {
  const ok = { readOnly: true, latePayment: false };
  it('goes to the evaluation report when evaluated, else to the pre-evaluation', () => {
    expect(statisticsButton({ ...evaluated, validated: true }, ok)).toEqual({ target: 'evaluation' });
    expect(statisticsButton({ ...preEvaluated, validated: true }, ok)).toEqual({ target: 'pre_evaluation' });
  });
  it('is offered only read-only, pre-evaluated or evaluated, enabled, validated, paid', () => {
    const v = { ...evaluated, validated: true };
    expect(statisticsButton(v, { ...ok, readOnly: false })).toBeNull();
    expect(statisticsButton({ ...ended, validated: true }, ok)).toBeNull();
    expect(statisticsButton({ ...v, evaluationDisabled: true }, ok)).toBeNull();
    expect(statisticsButton(evaluated, ok)).toBeNull();
    expect(statisticsButton(v, { ...ok, latePayment: true })).toBeNull();
  });
  it('builds the report routes', () => {
    const ids = { labId: 1, surveyId: 2, parameterId: 3 };
    expect(statisticsReportPath('evaluation', ids)).toBe('/labs/1/evaluations/2/parameters/3/evaluation');
    expect(statisticsReportPath('pre_evaluation', ids)).toBe('/labs/1/evaluations/2/parameters/3/pre_evaluation');
  });
});

describe('survey page rules', () => {
  it('parameter deletion: only when not read-only, disabled if any result is hidden', () => {
    expect(parameterDeletion({ readOnly: true, results: [] })).toEqual({ offered: false, disabled: true });
    expect(parameterDeletion({ readOnly: false, results: [{ hidden: false }, {}] })).toEqual({ offered: true, disabled: false });
    expect(parameterDeletion({ readOnly: false, results: [{ hidden: false }, { hidden: true }] })).toEqual({
      offered: true,
      disabled: true,
    });
  });
  it('context filter: org users always, others while running; disabled once validated', () => {
    expect(contextFilterState(ended, org)).toEqual({ visible: true, disabled: false });
    expect(contextFilterState(notStarted, org).visible).toBe(true);
    expect(contextFilterState(running, lab)).toEqual({ visible: true, disabled: false });
    expect(contextFilterState(ended, lab).visible).toBe(false);
    expect(contextFilterState(notStarted, lab).visible).toBe(false);
    expect(contextFilterState({ ...running, validated: true }, lab)).toEqual({ visible: true, disabled: true });
  });
  it('parameter checkboxes: org users, or an active context filter on a running survey', () => {
    expect(parameterCheckboxesVisible(ended, { orgUser: true, contextFilterActive: false })).toBe(true);
    expect(parameterCheckboxesVisible(running, { orgUser: false, contextFilterActive: true })).toBe(true);
    expect(parameterCheckboxesVisible(running, { orgUser: false, contextFilterActive: false })).toBe(false);
    expect(parameterCheckboxesVisible(ended, { orgUser: false, contextFilterActive: true })).toBe(false);
  });
  it.each([
    { status: 'running', hasResults: false, canWrite: true, open: true },
    { status: 'running', hasResults: true, canWrite: true, open: false },
    { status: 'ended', hasResults: false, canWrite: true, open: false },
    // a core lab reading a satellite's survey
    { status: 'running', hasResults: false, canWrite: false, open: false },
  ] as const)('instructions on first load: $status, results $hasResults, can write $canWrite → $open', ({ status, hasResults, canWrite, open }) => {
    expect(shouldOpenInstructions(status === 'running' ? running : ended, hasResults, canWrite)).toBe(open);
  });
  it('late-payment dialog on the evaluation page; latest-results hint once, for lab users only (staff get no lab notices)', () => {
    expect(shouldOpenLatePaymentDialog('evaluation', true)).toBe(true);
    expect(shouldOpenLatePaymentDialog('form', true)).toBe(false);
    expect(shouldOpenLatePaymentDialog('evaluation', false)).toBe(false);
    expect(shouldShowLatestResultsHint('lab_admin', false)).toBe(true);
    expect(shouldShowLatestResultsHint('lab_admin', true)).toBe(false);
    expect(shouldShowLatestResultsHint('org_admin', false)).toBe(false);
    expect(shouldShowLatestResultsHint('org_admin', true)).toBe(false);
  });
});

describe('route redirects (spec 1 §4)', () => {
  it('the form of a not-started survey goes to the surveys list', () => {
    expect(surveyFormRedirect(notStarted, 5)).toBe('/labs/5/surveys');
    expect(surveyFormRedirect(running, 5)).toBeNull();
    expect(surveyFormRedirect(ended, 5)).toBeNull();
  });
  it('the evaluation route goes to the evaluations list before start, to the form before end', () => {
    expect(evaluationRouteRedirect(notStarted, 5, 9)).toBe('/labs/5/evaluations');
    expect(evaluationRouteRedirect(running, 5, 9)).toBe('/labs/5/surveys/9');
    expect(evaluationRouteRedirect(ended, 5, 9)).toBeNull();
  });
});
