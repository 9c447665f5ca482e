import { sql, type Kysely } from 'kysely';
import { accreditationCovers, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSurvey } from './survey.types';
import { notInUse, sampleInUse } from '../usage';
import { loadSurveySummary } from './load-surveys';

/** Labs of the survey with results but no evaluation in its latest succeeded evaluation run. */
export async function countMissingEvaluations(db: Kysely<DB>, surveyId: number): Promise<number> {
  const run = await db
    .selectFrom('evaluationRuns')
    .select('id')
    .where('surveyId', '=', surveyId)
    .where('kind', '=', 'evaluation')
    .where('status', '=', 'succeeded')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let query = db
    .selectFrom('labSurveyStatus as ls')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ls.surveyId', '=', surveyId)
    .where('ls.hasResults', '=', true);
  if (run) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('evaluationLabResults as elr').select('elr.id').whereRef('elr.labId', '=', 'ls.labId').where('elr.runId', '=', run.id))),
    );
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The survey configuration page data (spec 3 §3 "Survey"); 404 for another org's survey. */
export async function loadSurvey(db: Kysely<DB>, clock: Clock, orgId: number, id: number): Promise<TSurvey> {
  const summary = await loadSurveySummary(db, clock, orgId, id);
  const [row, documents, version, accreditations, labs, samples, missing] = await Promise.all([
    db.selectFrom('surveys').select(['importStarted', 'evaluationImported', 'documentsImported', 'orgId']).where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('surveyDocuments')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) =>
        eb.or([
          eb.and([eb('surveyId', '=', id), eb('type', 'in', ['survey', 'result_group'])]),
          eb.and([eb('roundId', '=', summary.round.id), eb('type', '=', 'round')]),
          eb.and([eb('orgId', '=', orgId), eb('year', '=', summary.round.year), eb('type', '=', 'year')]),
        ]),
      )
      .groupBy('type')
      .execute(),
    db
      .selectFrom('schemeVersions')
      .select(['defaultLatestResultsFilter', 'mandatoryContextIds'])
      .where('id', '=', summary.schemeVersion.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('accreditations as a')
      .innerJoin('schemeVersionParameters as svp', 'svp.parameterId', 'a.parameterId')
      .select(['a.accreditedStartsAt', 'a.accreditedEndsAt'])
      .where('a.schemeId', '=', summary.schemeVersion.scheme.id)
      .where('svp.schemeVersionId', '=', summary.schemeVersion.id)
      .execute(),
    db.selectFrom('surveyLabs').select((eb) => eb.fn.countAll<number>().as('n')).where('surveyId', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('samples as sm')
      .select(['sm.id', 'sm.name', 'sm.ordinal', 'sm.url'])
      .select(notInUse(sampleInUse(sql.ref('sm.id'))).as('deletable'))
      .where('sm.surveyId', '=', id)
      .orderBy('sm.ordinal')
      .orderBy('sm.id')
      .execute(),
    countMissingEvaluations(db, id),
  ]);
  const count = (type: string) => Number(documents.find((d) => d.type === type)?.n ?? 0);
  const day = (summary.startsAt ?? clock.now().toISOString()).slice(0, 10);
  return {
    ...summary,
    accredited: accreditations.some((a) => accreditationCovers(a, day)),
    defaultLatestResultsFilter: version.defaultLatestResultsFilter,
    mandatoryContextIds: version.mandatoryContextIds,
    importedDocuments: { resultGroup: count('result_group'), survey: count('survey'), round: count('round'), year: count('year') },
    countMissingEvaluations: missing,
    importStarted: row.importStarted,
    evaluationImported: row.evaluationImported,
    documentsImported: row.documentsImported,
    labCount: Number(labs.n),
    samples: samples.map((s) => ({ ...s, deletable: s.deletable === true })),
  };
}
