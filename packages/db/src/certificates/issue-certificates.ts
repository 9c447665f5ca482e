import { randomBytes } from 'node:crypto';
import {
  certificateBody,
  certificateChanged,
  isYearEvaluated,
  VERIFICATION_CODE_BYTES,
  verificationCodeFromBytes,
  type CertificateBody,
  type CertificateSurveyFacts,
} from '@eqa/core';
import type { CertificateContent, Executor } from '../schema';
import { loadQualityRules } from './quality-rules';

export interface IssueCertificatesInput {
  orgId: number;
  year: number;
  /** null: every lab registered for an evaluated survey of the year. */
  labIds: readonly number[] | null;
  /** The business "now" (the demo date in demo mode): which evaluations are published. */
  now: Date;
  createdBy: number | null;
  /** The job after a publication: nothing unless every survey of the year is evaluated by now. */
  requireYearEvaluated: boolean;
}

export interface IssueCertificatesResult extends Record<string, unknown> {
  /** false: the year is not evaluated yet (requireYearEvaluated), nothing was done. */
  yearEvaluated: boolean;
  /** Certificates issued now (a first version or a new one replacing a changed certificate). */
  issued: number[];
  /** Current certificates whose content did not change. */
  unchanged: number[];
}

/** The scheduled surveys of an org's year (a survey without a start is a proposal). */
async function yearSurveys(db: Executor, orgId: number, year: number) {
  return db
    .selectFrom('surveys as s')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .select(['s.id', 's.evaluatedAt', 's.deadline', 's.endsAt', 'r.name as roundName', 'r.ordinal as roundOrdinal', 'sc.id as schemeId', 'sc.shortName as schemeShortName', 'sc.name as schemeName'])
    .where('s.orgId', '=', orgId)
    .where('r.year', '=', year)
    .where('s.startsAt', 'is not', null)
    .orderBy('s.id')
    .execute();
}

/** A random verification code (core verification-code: 100 random bits). */
export function newVerificationCode(): string {
  return verificationCodeFromBytes(randomBytes(VERIFICATION_CODE_BYTES));
}

const bodyOf = (content: CertificateContent): CertificateBody => ({ year: content.year, schemes: content.schemes, rules: content.rules });

/**
 * Issues the yearly certificates of an org's labs (issue 35; docs/decisions/certificates.md): for
 * each lab registered for a survey of the year whose evaluation is published by `now`, the content
 * (core certificateBody on the published evaluation's all-labs z scores, the lab's validation time
 * against the deadline and the org's rules); a lab without a current certificate gets version 1, a
 * lab whose content changed gets the next version and its old one is marked replaced (same
 * transaction, one current per org, lab and year), an unchanged one is left alone. The one code
 * path of the certificates.issue job, of staff's on-demand issue and of the sweep's scheduled issue
 * (which passes its transaction: every lab is then written in it).
 */
export async function issueCertificates(db: Executor, input: IssueCertificatesInput): Promise<IssueCertificatesResult> {
  const surveys = await yearSurveys(db, input.orgId, input.year);
  if (input.requireYearEvaluated && !isYearEvaluated(surveys, input.now)) return { yearEvaluated: false, issued: [], unchanged: [] };
  const evaluated = surveys.filter((s) => s.evaluatedAt !== null && s.evaluatedAt.getTime() <= input.now.getTime());
  if (evaluated.length === 0) return { yearEvaluated: input.requireYearEvaluated, issued: [], unchanged: [] };
  const surveyIds = evaluated.map((s) => s.id);

  let labsQuery = db.selectFrom('surveyLabs').select(['surveyId', 'labId']).where('surveyId', 'in', surveyIds).where('orgId', '=', input.orgId);
  if (input.labIds !== null) {
    if (input.labIds.length === 0) return { yearEvaluated: true, issued: [], unchanged: [] };
    labsQuery = labsQuery.where('labId', 'in', [...input.labIds]);
  }
  const registrations = await labsQuery.execute();
  if (registrations.length === 0) return { yearEvaluated: true, issued: [], unchanged: [] };
  const labIds = [...new Set(registrations.map((r) => r.labId))].sort((a, b) => a - b);

  const [statuses, runs, rules, org, labs] = await Promise.all([
    db.selectFrom('labSurveyStatus').select(['labId', 'surveyId', 'validated', 'validatedAt']).where('surveyId', 'in', surveyIds).where('labId', 'in', labIds).execute(),
    db
      .selectFrom('evaluationRuns')
      .select(['surveyId', (eb) => eb.fn.max('id').as('runId')])
      .where('surveyId', 'in', surveyIds)
      .where('kind', '=', 'evaluation')
      .where('status', '=', 'succeeded')
      .groupBy('surveyId')
      .execute(),
    loadQualityRules(db, input.orgId),
    db.selectFrom('orgs').select('name').where('id', '=', input.orgId).executeTakeFirstOrThrow(),
    db.selectFrom('labs').select(['id', 'name', 'shortName']).where('id', 'in', labIds).execute(),
  ]);
  const runIds = runs.map((r) => Number(r.runId));
  const scores =
    runIds.length === 0
      ? []
      : await db
          .selectFrom('evaluationLabResults')
          .select(['surveyId', 'labId', 'zScore'])
          .where('runId', 'in', runIds)
          .where('labId', 'in', labIds)
          .where('evaluationGroupId', 'is', null)
          .where('hidden', '=', false)
          .where('zScore', 'is not', null)
          .orderBy('id')
          .execute();

  const key = (labId: number, surveyId: number) => `${labId}:${surveyId}`;
  const statusOf = new Map(statuses.map((s) => [key(s.labId, s.surveyId), s]));
  const zOf = new Map<string, number[]>();
  for (const row of scores) {
    if (row.zScore === null) continue;
    const k = key(row.labId, row.surveyId);
    zOf.set(k, [...(zOf.get(k) ?? []), Number(row.zScore)]);
  }
  const surveyOf = new Map(evaluated.map((s) => [s.id, s]));

  const result: IssueCertificatesResult = { yearEvaluated: true, issued: [], unchanged: [] };
  for (const lab of labs) {
    const facts: CertificateSurveyFacts[] = registrations
      .filter((r) => r.labId === lab.id)
      .map((r) => {
        const survey = surveyOf.get(r.surveyId);
        if (!survey) throw new Error(`survey ${r.surveyId} missing`);
        const status = statusOf.get(key(lab.id, survey.id));
        return {
          surveyId: survey.id,
          schemeId: survey.schemeId,
          schemeShortName: survey.schemeShortName,
          schemeName: survey.schemeName,
          roundName: survey.roundName,
          roundOrdinal: survey.roundOrdinal,
          deadline: survey.deadline ?? survey.endsAt,
          returnedAt: status?.validated ? status.validatedAt : null,
          zScores: zOf.get(key(lab.id, survey.id)) ?? [],
        };
      });
    const body = certificateBody(input.year, facts, rules);
    if (!body) continue;
    const outcome = await inTransaction(db, async (trx) => {
      const current = await trx
        .selectFrom('certificates')
        .select(['id', 'version', 'content'])
        .where('orgId', '=', input.orgId)
        .where('labId', '=', lab.id)
        .where('year', '=', input.year)
        .where('state', '=', 'current')
        .forUpdate()
        .executeTakeFirst();
      if (current && !certificateChanged(bodyOf(current.content), body)) return { id: current.id, issued: false };
      const latest = await trx
        .selectFrom('certificates')
        .select((eb) => eb.fn.max('version').as('version'))
        .where('orgId', '=', input.orgId)
        .where('labId', '=', lab.id)
        .where('year', '=', input.year)
        .executeTakeFirst();
      if (current) await trx.updateTable('certificates').set({ state: 'replaced', replacedAt: input.now }).where('id', '=', current.id).execute();
      const content: CertificateContent = { ...body, lab: { name: lab.name, shortName: lab.shortName }, org: { name: org.name } };
      const inserted = await trx
        .insertInto('certificates')
        .values({
          orgId: input.orgId,
          labId: lab.id,
          year: input.year,
          version: Number(latest?.version ?? 0) + 1,
          state: 'current',
          verificationCode: newVerificationCode(),
          content,
          issuedAt: input.now,
          createdBy: input.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (current) await trx.updateTable('certificates').set({ replacedById: inserted.id }).where('id', '=', current.id).execute();
      return { id: inserted.id, issued: true };
    });
    (outcome.issued ? result.issued : result.unchanged).push(outcome.id);
  }
  return result;
}

/** Runs `work` in the caller's transaction, or in a transaction of its own. */
function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
