import { AppError, assertValidationAllowed } from '@eqa/core';
import { handleLabSurveyCommand } from '@eqa/db';
import type { TValidationInput, TValidationOutput } from './validate-survey.types';
import { checkValidationPassword, type AttemptContext } from '../auth/validation-password-attempts';
import { loadVisibleStructure } from '../surveys/get-survey-form';
import { eventMetadata, openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { appliedRequest, idempotentRequest } from '../idempotency';

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

/** What identifies a validation request for its Idempotency-Key: never the password (its hash is stored). */
const requestOf = (input: TValidationInput) => ({ labId: input.labId, surveyId: input.surveyId, expectedVersion: input.expectedVersion ?? null });

/**
 * POST /labs/{labId}/surveys/{surveyId}/validate (spec 1 §4 "Validation"): write access, core
 * assertValidationAllowed (not ended unless an org user; 409 when already validated), the
 * validation password, then core's ValidateSurvey command, judged on the stream's state it locks
 * (every result with values must have its mandatory context values: 422 type
 * missing_mandatory_values_error, the list is GET …/missing_mandatory_values), never on a version:
 * saves of others meanwhile do not refuse it. A retry with the same Idempotency-Key answers the
 * first validation (after the password check) instead of 409 already_validated. The lab's and its
 * organisation's webhooks hear of it (`results.validated`, issue 34): the command's transaction
 * records their deliveries with the event (@eqa/db recordValidationWebhooks).
 */
export async function validateSurvey(ctx: ValidationContext, input: TValidationInput): Promise<TValidationOutput> {
  const idempotency = idempotentRequest(ctx, 'results.validate', requestOf(input));
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, input, idempotency);
  if (!replay) assertValidationAllowed(opened.status, opened.viewer, 'validate');
  await assertValidationPassword(ctx, opened, input.validationPassword);
  const structure = await loadVisibleStructure(ctx.db, opened);
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'ValidateSurvey', data: { mandatory: { parameters: structure.parameters, mandatoryContextIds: opened.survey.mandatoryContextIds } } },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now, idempotency },
  );
  // a retry answers as the first validation did
  const validated = replay !== null || result.state.validated;
  const validatedAt = replay ? (opened.lab.validatedAt ?? opened.now) : opened.now;
  return { streamVersion: replay?.version ?? result.version, validated, validatedAt: validated ? validatedAt.toISOString() : null };
}

/** POST /labs/{labId}/surveys/{surveyId}/invalidate: revokes the validation (same rules and password). */
export async function invalidateSurvey(ctx: ValidationContext, input: TValidationInput): Promise<TValidationOutput> {
  const idempotency = idempotentRequest(ctx, 'results.invalidate', requestOf(input));
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, input, idempotency);
  if (!replay) assertValidationAllowed(opened.status, opened.viewer, 'invalidate');
  await assertValidationPassword(ctx, opened, input.validationPassword);
  const result = await handleLabSurveyCommand(
    ctx.db,
    { labId: input.labId, surveyId: input.surveyId },
    { type: 'InvalidateSurvey', data: {} },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency }),
    { expectedVersion: input.expectedVersion, createdAt: opened.now, idempotency },
  );
  return { streamVersion: replay?.version ?? result.version, validated: replay ? false : result.state.validated, validatedAt: null };
}
