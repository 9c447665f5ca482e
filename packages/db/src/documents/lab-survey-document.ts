import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AppError, defaultIssueAt, generatedDocumentPath, type Localized } from '@eqa/core';
import type { DB } from '../schema';
import { isLocale, type Locales } from '@eqa/i18n';
import { renderParticipationReportPdf } from '@eqa/documents';

/** A calendar day (YYYY-MM-DD) as Hungarian writes it: 2017. 05. 16. */
function hungarianDay(day: string): string {
  return `${day.replaceAll('-', '. ')}.`;
}

/** The survey as a generated document names it. */
export interface GenerationSurvey {
  id: number;
  orgId: number;
  orgName: string;
  versionName: Localized;
  schemeShortName: string;
  roundName: string;
  issueAt: Date | null;
  endsAt: Date | null;
  /** The org's first language (org_locales by ordinal). */
  orgLocale: string | null;
}

/** A participating lab as a generated document names it. */
export interface GenerationLab {
  id: number;
  shortName: string;
  name: string;
  /**
   * The lab's results: one per result group, parameter and sample with a value (the cells of a result,
   * its value, unit and uncertainty, are one result; sample-less context values such as the method are
   * none; lab_survey_status.result_count counts cells).
   */
  resultCount: number;
  validatedAt: Date | null;
  /** The language of the lab's first user (by id) who has chosen one. */
  userLocale: string | null;
}

/**
 * The language a lab's generated document is written in: its reader's, i.e. the language of the lab's
 * first (oldest) active user who chose one; else the org's first language; else English.
 */
function readerLocale(survey: GenerationSurvey, lab: GenerationLab): Locales {
  for (const candidate of [lab.userLocale, survey.orgLocale]) {
    if (candidate && isLocale(candidate)) return candidate;
  }
  return 'en';
}

export async function loadGenerationSurvey(db: Kysely<DB>, surveyId: number): Promise<GenerationSurvey> {
  const survey = await db
    .selectFrom('surveys as s')
    .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
    .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
    .innerJoin('rounds as r', 'r.id', 's.roundId')
    .innerJoin('orgs as o', 'o.id', 's.orgId')
    .select(['s.id', 's.orgId', 'o.name as orgName', 'sv.name as versionName', 'sc.shortName as schemeShortName', 'r.name as roundName', 's.issueAt', 's.endsAt'])
    .select((eb) => eb.selectFrom('orgLocales as ol').select('ol.localeId').whereRef('ol.orgId', '=', 's.orgId').orderBy('ol.ordinal').limit(1).as('orgLocale'))
    .where('s.id', '=', surveyId)
    .executeTakeFirst();
  if (!survey) throw AppError.notFound('Survey');
  return survey;
}

export async function loadGenerationLabs(db: Kysely<DB>, surveyId: number, labId: number | null): Promise<GenerationLab[]> {
  let labsQuery = db
    .selectFrom('surveyLabs as sl')
    .innerJoin('labs as l', 'l.id', 'sl.labId')
    .leftJoin('labSurveyStatus as ls', (join) => join.onRef('ls.labId', '=', 'sl.labId').onRef('ls.surveyId', '=', 'sl.surveyId'))
    .select(['l.id', 'l.shortName', 'l.name', 'ls.validatedAt'])
    .select(sql<number>`(select count(*) from (select distinct rv.result_group_id, rv.parameter_id, rv.sample_id from result_values rv
        where rv.lab_id = l.id and rv.survey_id = sl.survey_id and rv.sample_id is not null) cells)`.as('resultCount'))
    .select((eb) =>
      eb
        .selectFrom('users as u')
        .select('u.localeId')
        .whereRef('u.labId', '=', 'l.id')
        .where('u.localeId', 'is not', null)
        .where('u.disabled', '=', false)
        .orderBy('u.id')
        .limit(1)
        .as('userLocale'),
    )
    .where('sl.surveyId', '=', surveyId);
  if (labId !== null) labsQuery = labsQuery.where('l.id', '=', labId);
  const labs = await labsQuery.orderBy('l.shortName').execute();
  if (labId !== null && labs.length === 0) throw AppError.notFound('Participating lab');
  return labs;
}

/**
 * The lab's evaluated results in a survey as its participation report counts them: the results
 * scored in the all-labs group of ONE run, the latest succeeded evaluation (else pre-evaluation)
 * run. Counting every run and every evaluation group counted a result once per run and group (the
 * report said 4 evaluated for 2 results).
 */
export async function countEvaluatedResults(db: Kysely<DB>, surveyId: number, labId: number): Promise<number> {
  const run = await db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', surveyId)
    .where('status', '=', 'succeeded')
    .orderBy(sql`kind = 'evaluation'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!run) return 0;
  const row = await db
    .selectFrom('evaluationLabResults')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('runId', '=', run.id)
    .where('labId', '=', labId)
    .where('evaluationGroupId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Writes the generated participation document of one lab in one survey (its own transaction):
 * 'skipped' when one exists and overwrite is off, else 'created' or 'replaced' (old file deleted).
 */
export async function writeLabSurveyDocument(
  db: Kysely<DB>,
  survey: GenerationSurvey,
  lab: GenerationLab,
  options: { overwrite: boolean; issueDay: string; createdBy: number | null },
): Promise<{ outcome: 'created' | 'replaced' | 'skipped'; path: string; content: Buffer | null }> {
  const path = generatedDocumentPath(survey.id, lab.shortName);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('surveyDocuments')
      .select(['id', 'fileId'])
      .where('surveyId', '=', survey.id)
      .where('labId', '=', lab.id)
      .where('path', '=', path)
      .where('custom', '=', false)
      .executeTakeFirst();
    if (existing && !options.overwrite) return { outcome: 'skipped' as const, path, content: null };
    const evaluatedResultCount = await countEvaluatedResults(trx, survey.id, lab.id);
    const content = await renderParticipationReportPdf(
      {
        orgName: survey.orgName,
        schemeShortName: survey.schemeShortName,
        versionName: survey.versionName,
        roundName: survey.roundName,
        lab: { shortName: lab.shortName, name: lab.name },
        issuedOn: options.issueDay,
        resultCount: Number(lab.resultCount),
        validatedAt: lab.validatedAt,
        evaluatedResultCount,
      },
      readerLocale(survey, lab),
    );
    const file = await trx
      .insertInto('files')
      .values({ name: path, mediaType: 'application/pdf', size: content.length, sha256: createHash('sha256').update(content).digest('hex'), content, createdBy: options.createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (existing) {
      await trx.deleteFrom('surveyDocuments').where('id', '=', existing.id).execute();
      await trx.deleteFrom('files').where('id', '=', existing.fileId).execute();
    }
    await trx
      .insertInto('surveyDocuments')
      .values({
        orgId: survey.orgId,
        surveyId: survey.id,
        labId: lab.id,
        type: 'survey',
        title: { en: 'Participation report', hu: 'Részvételi jelentés' },
        subtitle: { en: `Issued ${options.issueDay}`, hu: `Kiállítva: ${hungarianDay(options.issueDay)}` },
        path,
        mediaType: 'application/pdf',
        size: content.length,
        custom: false,
        fileId: file.id,
        createdBy: options.createdBy,
      })
      .execute();
    return { outcome: existing ? ('replaced' as const) : ('created' as const), path, content };
  });
}

/**
 * Regenerates one lab's participation document of a survey at once (spec 1 §2 "regenerate one
 * document", the recreate-and-download call), for the survey's issue date (defaultIssueAt), and
 * answers its new content.
 */
export async function regenerateLabSurveyDocument(
  db: Kysely<DB>,
  input: { surveyId: number; labId: number; now: Date; createdBy: number | null },
): Promise<{ path: string; content: Buffer }> {
  const survey = await loadGenerationSurvey(db, input.surveyId);
  const [lab] = await loadGenerationLabs(db, survey.id, input.labId);
  if (!lab) throw AppError.notFound('Participating lab');
  const issueDay = defaultIssueAt(survey, input.now).toISOString().slice(0, 10);
  const written = await writeLabSurveyDocument(db, survey, lab, { overwrite: true, issueDay, createdBy: input.createdBy });
  if (!written.content) throw new Error('A regenerated document has no content');
  return { path: written.path, content: written.content };
}
