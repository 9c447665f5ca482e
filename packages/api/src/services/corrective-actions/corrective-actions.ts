import type { Kysely } from 'kysely';
import { AppError, CORRECTIVE_ACTION_MESSAGES, correctiveActionRefusal, needsCorrectiveAction, type Clock, type EvaluatedResultFacts } from '@eqa/core';
import { loadQualityRules, type DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertLabAccess } from '../labs/assert-lab-access';
import { assertOrgAdminOf } from '../config/admin-context';
import { openLabSurvey, requireSession } from '../surveys/open-lab-survey';
import type {
  TCorrectiveAction,
  TCorrectiveActionList,
  TCreateCorrectiveActionInput,
  TLabActionsInput,
  TListParameterActionsInput,
  TRootCauseSummary,
  TUpdateCorrectiveActionInput,
} from './corrective-action.types';
import { loadActions } from './load-actions';

type ActionContext = { db: Kysely<DB>; clock: Clock; session: Session | null };

/** The lab's results of a parameter in the survey's published evaluation (all-labs group): z and verdict. */
async function publishedScores(db: Kysely<DB>, labId: number, surveyId: number, parameterId: number): Promise<EvaluatedResultFacts[]> {
  const run = await db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', surveyId)
    .where('kind', '=', 'evaluation')
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!run) return [];
  const rows = await db
    .selectFrom('evaluationLabResults')
    .select(['zScore', 'accepted'])
    .where('runId', '=', run.id)
    .where('labId', '=', labId)
    .where('parameterId', '=', parameterId)
    .where('evaluationGroupId', 'is', null)
    .where('hidden', '=', false)
    .execute();
  return rows.map((row) => ({ zScore: row.zScore === null ? null : Number(row.zScore), accepted: row.accepted }));
}

/** The lab's own users write (a core lab reads its satellites' actions, staff read them): 403 otherwise. */
function assertLabWriter(session: Session, canWrite: boolean): void {
  if (session.roleId === 'org_admin' || !canWrite) throw AppError.forbidden('Only the laboratory itself records its corrective actions');
}

/**
 * POST /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/corrective_actions: the lab records the
 * investigation of a questionable or unsatisfactory result of the published evaluation, or one outside
 * its acceptance range (core needsCorrectiveAction under the org's limits; 422 paramId `correctiveActions.errors.notNeeded`).
 * New actions are open; they close with the effectiveness check (PATCH).
 */
export async function createCorrectiveAction(ctx: ActionContext, input: TCreateCorrectiveActionInput): Promise<TCorrectiveAction> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  assertLabWriter(opened.session, opened.canWrite);
  const published = opened.survey.evaluatedAt !== null && opened.survey.evaluatedAt.getTime() <= opened.now.getTime();
  const rules = await loadQualityRules(ctx.db, opened.survey.orgId);
  const scores = published ? await publishedScores(ctx.db, input.labId, input.surveyId, input.paramId) : [];
  if (!needsCorrectiveAction(scores, rules)) throw AppError.constraint('paramId', CORRECTIVE_ACTION_MESSAGES.notNeeded);
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('correctiveActions')
    .values({
      labId: input.labId,
      surveyId: input.surveyId,
      parameterId: input.paramId,
      rootCause: input.rootCause,
      findings: input.findings,
      action: input.action,
      responsible: input.responsible,
      dueAt: input.dueAt,
      closedAt: null,
      effective: null,
      createdBy: opened.session.user.id,
      createdAt: now,
      updatedBy: opened.session.user.id,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [action] = await loadActions(ctx.db, (q) => q.where('correctiveActions.id', '=', row.id));
  if (!action) throw AppError.notFound('Corrective action');
  return action;
}

/** GET …/parameters/{paramId}/corrective_actions: the parameter's actions (whoever may read the lab's survey; 403 for another lab). */
export async function listParameterActions(ctx: ActionContext, input: TListParameterActionsInput): Promise<TCorrectiveActionList> {
  await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const items = await loadActions(ctx.db, (q) =>
    q.where('correctiveActions.labId', '=', input.labId).where('correctiveActions.surveyId', '=', input.surveyId).where('correctiveActions.parameterId', '=', input.paramId),
  );
  return { items, total: items.length };
}

/**
 * PATCH …/corrective_actions/{actionId}: the lab changes an open action or closes it with the
 * effectiveness check (core correctiveActionRefusal: 422 effective / closedAt; a closed action stays
 * as it was closed, 422 closedAt). 404 for an action of another parameter.
 */
export async function updateCorrectiveAction(ctx: ActionContext, input: TUpdateCorrectiveActionInput): Promise<TCorrectiveAction> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'write');
  assertLabWriter(opened.session, opened.canWrite);
  await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('correctiveActions')
      .select(['id', 'closedAt', 'effective'])
      .where('id', '=', input.actionId)
      .where('labId', '=', input.labId)
      .where('surveyId', '=', input.surveyId)
      .where('parameterId', '=', input.paramId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw AppError.notFound('Corrective action');
    const next = {
      closedAt: input.closedAt !== undefined ? input.closedAt : current.closedAt,
      effective: input.effective !== undefined ? input.effective : current.effective,
    };
    const refusal = correctiveActionRefusal(current, next);
    if (refusal) throw AppError.constraint(refusal.param, refusal.code);
    await trx
      .updateTable('correctiveActions')
      .set({
        ...(input.rootCause !== undefined ? { rootCause: input.rootCause } : {}),
        ...(input.findings !== undefined ? { findings: input.findings } : {}),
        ...(input.action !== undefined ? { action: input.action } : {}),
        ...(input.responsible !== undefined ? { responsible: input.responsible } : {}),
        ...(input.dueAt !== undefined ? { dueAt: input.dueAt } : {}),
        closedAt: next.closedAt,
        effective: next.effective,
        updatedBy: opened.session.user.id,
        updatedAt: ctx.clock.now(),
      })
      .where('id', '=', current.id)
      .execute();
  });
  const [action] = await loadActions(ctx.db, (q) => q.where('correctiveActions.id', '=', input.actionId));
  if (!action) throw AppError.notFound('Corrective action');
  return action;
}

/**
 * GET /labs/{labId}/corrective_actions[?status=open&year=]: the lab's actions (the lab-level list of
 * open actions), of the rounds of a year when asked. The lab, its core lab, its orgs' staff (their
 * own org's surveys only).
 */
export async function listLabActions(ctx: ActionContext, input: TLabActionsInput): Promise<TCorrectiveActionList> {
  await assertLabAccess(ctx, input.labId, 'read');
  const orgId = ctx.session?.roleId === 'org_admin' ? ctx.session.orgId : null;
  const items = await loadActions(ctx.db, (q) => {
    let query = q.where('correctiveActions.labId', '=', input.labId);
    if (input.status === 'open') query = query.where('correctiveActions.closedAt', 'is', null);
    if (input.status === 'closed') query = query.where('correctiveActions.closedAt', 'is not', null);
    if (input.year !== undefined || orgId !== null) {
      query = query.where('correctiveActions.surveyId', 'in', (eb) => {
        let surveys = eb.selectFrom('surveys as s2').innerJoin('rounds as r2', 'r2.id', 's2.roundId').select('s2.id');
        if (input.year !== undefined) surveys = surveys.where('r2.year', '=', input.year);
        if (orgId !== null) surveys = surveys.where('s2.orgId', '=', orgId);
        return surveys;
      });
    }
    return query;
  });
  return { items, total: items.length };
}

/** GET /orgs/{orgId}/corrective_actions/root_causes?year=: the root causes of the labs' actions per scheme (the org's staff). */
export async function rootCauseSummary(ctx: ActionContext, input: { orgId: number; year: number }): Promise<TRootCauseSummary> {
  assertOrgAdminOf(requireSession(ctx.session), input.orgId);
  const rows = await ctx.db
    .selectFrom('correctiveActions as ca')
    .innerJoin('surveys as s', 's.id', 'ca.surveyId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .select(['sc.id as schemeId', 'sc.shortName as schemeShortName', 'ca.rootCause', (eb) => eb.fn.countAll<number>().as('count')])
    .where('s.orgId', '=', input.orgId)
    .where('r.year', '=', input.year)
    .groupBy(['sc.id', 'sc.shortName', 'ca.rootCause'])
    .orderBy('sc.shortName')
    .orderBy('ca.rootCause')
    .execute();
  return { items: rows.map((row) => ({ schemeId: row.schemeId, schemeShortName: row.schemeShortName, rootCause: row.rootCause, count: Number(row.count) })) };
}
