import { AppError, MISSING_MANDATORY_VALUES_ERROR, assertValidationAllowed, decide } from '@eqa/core';
import { handleLabSurveyCommand } from '@eqa/db';
import type { TValidationInput, TValidationOutput } from '../../routers/results/validate-survey.types';
import { checkValidationPassword, type AttemptContext } from '../auth/validation-password-attempts';
import { loadVisibleStructure } from '../surveys/get-survey-form';
import { eventMetadata, openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { forgetRecentLabSurveyFacts } from '../surveys/recent-lab-survey-facts';
import { missingMandatoryContext } from './mandatory-context';

/**
 * The validation password that unlocks the action (spec 1 §4): a lab user types the lab's, an org
 * user the org's (org users change theirs at /orgs/{orgId}/change_password). Wrong → 422 param
 * validationPassword (the UI shows 'survey.validation.invalidPassword'); too many wrong ones → 429
 * (validation-password-attempts).
 */
async function assertValidationPassword(ctx: ValidationContext, opened: OpenedLabSurvey, password: string): Promise<void> {
  const owner = opened.session.roleId === 'org_admin' ? { kind: 'org' as const, id: opened.session.orgId ?? 0 } : { kind: 'lab' as const, id: opened.labId };
  if (!(await checkValidationPassword(ctx, owner, password))) {
    throw AppError.constraint('validationPassword', 'Invalid validation password specified', 'invalid_validation_password');
  }
}

/** What validating needs of the request: the survey service's context and who tries the password. */
type ValidationContext = SurveyServiceContext & AttemptContext;

/**
 * POST /labs/{labId}/surveys/{surveyId}/validate (spec 1 §4 "Validation"): write access, core
 * assertValidationAllowed (not ended unless an org user; 409 when already validated), the
 * validation password, then — against the stream's state, in the append's transaction — every
 * result with values must have its mandatory context values (core findMissingMandatoryContext;
 * 422 type missing_mandatory_values_error, the list is GET …/missing_mandatory_values), and one
 * SurveyValidated event with the client's expected version.
 */
export async function validateSurvey(ctx: ValidationContext, input: TValidationInput): Promise<TValidationOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  assertValidationAllowed(opened.status, opened.viewer, 'validate');
  await assertValidationPassword(ctx, opened, input.validationPassword);
  const structure = await loadVisibleStructure(ctx.db, opened);
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    (state) => {
      const missing = missingMandatoryContext(structure.parameters, Object.values(state.values), opened.survey.mandatoryContextIds);
      if (missing.length > 0) {
        throw AppError.constraint('mandatoryContext', `${missing.length} mandatory context value(s) missing`, MISSING_MANDATORY_VALUES_ERROR);
      }
      return decide({ type: 'ValidateSurvey', data: {} }, state);
    },
    eventMetadata({ session: opened.session, requestId: ctx.requestId }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now },
  );
  // this process's next save reads the lab's status again (a validated survey refuses it: 422)
  forgetRecentLabSurveyFacts(ctx.db, input);
  return { streamVersion: result.version, validated: result.state.validated, validatedAt: result.state.validated ? opened.now.toISOString() : null };
}

/** POST /labs/{labId}/surveys/{surveyId}/invalidate: revokes the validation (same rules and password). */
export async function invalidateSurvey(ctx: ValidationContext, input: TValidationInput): Promise<TValidationOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  assertValidationAllowed(opened.status, opened.viewer, 'invalidate');
  await assertValidationPassword(ctx, opened, input.validationPassword);
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'InvalidateSurvey', data: {} },
    eventMetadata({ session: opened.session, requestId: ctx.requestId }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now },
  );
  return { streamVersion: result.version, validated: result.state.validated, validatedAt: null };
}
