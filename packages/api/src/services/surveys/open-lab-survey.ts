import type { Kysely } from 'kysely';
import {
  AppError,
  calendarDay,
  decideLabAccess,
  isSurveyReadOnly,
  latePaymentCutoffDay,
  surveyStatus,
  type Clock,
  type LabAccessMode,
  type Localized,
  type ResultSource,
  type SurveyStatusFlags,
  type SurveyViewer,
} from '@eqa/core';
import type { DB, EventMetadata } from '@eqa/db';
import type { Session } from '../../context';
import { assertLabAccess } from '../labs/assert-lab-access';
import { loadSurveyNotices } from './survey-access-queries';
import { loadLabSurveyAccessRow, type LabSurveyFacts, type SurveyOwnRow } from './survey-access-loader';

/** What the survey and result services need of the request context. */
export interface SurveyServiceContext {
  db: Kysely<DB>;
  clock: Clock;
  session: Session | null;
  requestId?: string;
  /** The request's Idempotency-Key header (writes: services/idempotency.ts). */
  idempotencyKey?: string | null;
}

/** A survey as the lab sees it: its dates, scheme, version and round. */
export interface LabSurveyRow {
  id: number;
  orgId: number;
  schemeId: number;
  schemeVersionId: number;
  startsAt: Date | null;
  endsAt: Date | null;
  deadline: Date | null;
  expectedEvaluationAt: Date | null;
  preEvaluatedAt: Date | null;
  evaluatedAt: Date | null;
  parameterFlagDate: Date | null;
  description: Localized | null;
  /** The survey's flag or its scheme version's. */
  evaluationDisabled: boolean;
  pdfDownloadDisabled: boolean;
  defaultLatestResultsFilter: boolean;
  mandatoryContextIds: string[];
  schemeShortName: string;
  schemeName: Localized | null;
  schemeVersionName: Localized;
  round: { id: number; name: string; year: number; ordinal: number };
}

/** The lab's own state of the survey (the lab_survey_status projection; zeros without events). */
export interface LabSurveyStatusRow {
  validatedAt: Date | null;
  validatedByName: string | null;
  hasResults: boolean;
  resultCount: number;
  streamVersion: number;
}

/**
 * A survey of a lab opened for a request: access decided (lab, participation, org, contract),
 * status and read-only computed by core. What writes need (openLabSurveyAccess).
 */
export interface LabSurveyAccess {
  labId: number;
  session: Session;
  now: Date;
  survey: LabSurveyRow;
  lab: LabSurveyStatusRow;
  status: SurveyStatusFlags;
  viewer: SurveyViewer;
  /** The user may change this lab's results (a core lab only reads its satellites). */
  canWrite: boolean;
  /** Spec 1 §4 read-only (core's isSurveyReadOnly), or no write access to the lab. */
  readOnly: boolean;
  /** The lab's result groups of this survey among those asked for (openLabSurveyAccess options). */
  resultGroups: Array<{ id: number; hidden: boolean }>;
}

/** An opened survey with what pages show besides (openLabSurvey). */
export interface OpenedLabSurvey extends LabSurveyAccess {
  latePayment: boolean;
  accredited: boolean;
}

/**
 * The event metadata of the signed-in user (architecture: user id, user name, role, request id),
 * the session (the author a later write of another session conflicts with) and the request's
 * idempotency key with its body's hash.
 */
export function eventMetadata(ctx: {
  session: Session;
  requestId?: string;
  idempotency?: { key: string; hash: string } | undefined;
  source?: ResultSource | undefined;
}): EventMetadata {
  return {
    userId: ctx.session.user.id,
    userName: ctx.session.user.username,
    role: ctx.session.roleId,
    requestId: ctx.requestId ?? null,
    // a service key has no session: its writes are the user's (authorship by user)
    ...(ctx.session.apiKey ? {} : { sessionId: ctx.session.sessionId }),
    ...(ctx.idempotency ? { idempotencyKey: ctx.idempotency.key, requestHash: ctx.idempotency.hash } : {}),
    ...(ctx.source ? { source: ctx.source } : {}),
  };
}

export function requireSession(session: Session | null): Session {
  if (!session) throw AppError.unauthenticated();
  return session;
}

/** The day whose accreditations count for a survey: its start day (provider time), else today. */
export function accreditationDay(startsAt: Date | null, now: Date): string {
  return calendarDay(startsAt ?? now);
}

/**
 * Opens a survey of a lab (spec 1 §6): 401 without a session; 403 when the user may not reach the
 * lab in `mode` (core decideLabAccess; a core lab reads its satellites, never writes); 404 when the
 * lab does not take part in the survey; 403 when an org user asks for another org's survey; 403
 * `missing_contract_error` for lab users without an accepted contract with the survey's org for the
 * round's year (spec 2: a missing contract removes access to surveys). Org users are the
 * provider's staff: the contract rule does not stop them. Also answers the late payment notice
 * and the accreditation of the survey (what pages show).
 */
export async function openLabSurvey(
  ctx: SurveyServiceContext,
  labId: number,
  surveyId: number,
  mode: LabAccessMode,
): Promise<OpenedLabSurvey> {
  const access = await openLabSurveyAccess(ctx, labId, surveyId, mode);
  return { ...access, ...(await loadSurveyNotices(ctx.db, noticesOf(access))) };
}

/** What a survey's notices are judged on (surveyNoticeQueries): the lab, the survey's org, scheme and version, its accreditation day, today's late-payment cutoff, its service year (the round's). */
export function noticesOf(access: LabSurveyAccess): { labId: number; orgId: number; schemeId: number; schemeVersionId: number; day: string; cutoffDay: string; year: number } {
  const { survey, now } = access;
  return {
    labId: access.labId,
    orgId: survey.orgId,
    schemeId: survey.schemeId,
    schemeVersionId: survey.schemeVersionId,
    day: accreditationDay(survey.startsAt, now),
    cutoffDay: latePaymentCutoffDay(now),
    year: survey.round.year,
  };
}

/** A survey's own row as the lab pages and writes use it. */
function labSurveyRow(row: SurveyOwnRow): LabSurveyRow {
  return {
    id: row.id,
    orgId: row.orgId,
    schemeId: row.schemeId,
    schemeVersionId: row.schemeVersionId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    deadline: row.deadline,
    expectedEvaluationAt: row.expectedEvaluationAt,
    preEvaluatedAt: row.preEvaluatedAt,
    evaluatedAt: row.evaluatedAt,
    parameterFlagDate: row.parameterFlagDate,
    description: row.description,
    evaluationDisabled: row.surveyEvaluationDisabled || row.versionEvaluationDisabled,
    pdfDownloadDisabled: row.pdfDownloadDisabled,
    defaultLatestResultsFilter: row.defaultLatestResultsFilter,
    mandatoryContextIds: row.mandatoryContextIds,
    schemeShortName: row.schemeShortName,
    schemeName: row.schemeName,
    schemeVersionName: row.schemeVersionName,
    round: { id: row.roundId, name: row.roundName, year: row.roundYear, ordinal: row.roundOrdinal },
  };
}

/** A contract accepted at `now` (accepted later: not yet). */
function contractAccepted(facts: LabSurveyFacts, now: Date): boolean {
  return facts.contractAcceptedAt !== null && facts.contractAcceptedAt.getTime() <= now.getTime();
}

/**
 * The access part of openLabSurvey, with the same answers and errors, in two lookups that run at
 * once (the lab's access facts; the survey with the lab's status, its current contract and the
 * lab's result groups, of which those among `resultGroupIds` are answered), each coalesced with
 * the same lookups of concurrent requests (lab-access-loader, survey-access-loader). Never from a
 * cache: what every read and write decides access on is the database's as of this request.
 */
export async function openLabSurveyAccess(
  ctx: SurveyServiceContext,
  labId: number,
  surveyId: number,
  mode: LabAccessMode,
  options: { resultGroupIds?: readonly number[] } = {},
): Promise<LabSurveyAccess> {
  const resultGroupIds = options.resultGroupIds ?? [];
  const session = requireSession(ctx.session);
  const now = ctx.clock.now();
  const orgUser = session.roleId === 'org_admin';
  const surveyRow = loadLabSurveyAccessRow(ctx.db, { labId, surveyId });
  // both lookups start now; the access decision comes first, as if they ran one after the other
  const [target, row] = await Promise.all([assertLabAccess(ctx, labId, mode), surveyRow]);
  if (!row) throw AppError.notFound('Survey');
  const survey = labSurveyRow(row);
  if (orgUser && survey.orgId !== session.orgId) throw AppError.forbidden('This survey belongs to another organisation');

  if (!orgUser && !contractAccepted(row, now)) {
    throw AppError.missingContract(survey.round.year, survey.orgId);
  }

  const lab: LabSurveyStatusRow = {
    validatedAt: row.validatedAt ?? null,
    validatedByName: row.validatedByName ?? null,
    hasResults: row.hasResults ?? false,
    resultCount: row.resultCount ?? 0,
    streamVersion: row.streamVersion ?? 0,
  };
  const status = surveyStatus(
    { startsAt: survey.startsAt, endsAt: survey.endsAt, preEvaluatedAt: survey.preEvaluatedAt, evaluatedAt: survey.evaluatedAt, evaluationDisabled: survey.evaluationDisabled },
    { validatedAt: lab.validatedAt },
    now,
  );
  const viewer: SurveyViewer = { orgUser };
  const canWrite = decideLabAccess(session, target, 'write') === 'allowed';
  return {
    labId,
    session,
    now,
    survey,
    lab,
    status,
    viewer,
    canWrite,
    readOnly: isSurveyReadOnly(status, viewer) || !canWrite,
    resultGroups: row.resultGroups.filter((group) => resultGroupIds.includes(group.id)),
  };
}
