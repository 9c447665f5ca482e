import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { AppError, DEFAULT_MIN_GROUP_SIZE, type EvaluationKind, type Localized, type ReportGroupInfo, type ReportLabRow, type ReportParameter } from '@eqa/core';
import { reusableQuery, type DB } from '@eqa/db';
import { surveyNoticeQueries } from '../surveys/survey-access-queries';

/*
 * What a report reads once its survey's access is decided, in one statement (each part a subquery
 * answering JSON with the keys written here): a report is opened on every request of either part,
 * and the statements, not their rows, are its cost.
 */

/** A parameter of a scheme version with its result dimensions (reportParameter picks the evaluated one). */
export interface ReportParameterRow {
  id: number;
  name: Localized;
  qualifier: Localized | null;
  minParticipants: number | null;
  resultDimensionIds: string[];
  dimensions: Array<{ id: string; valueType: string; unitId: number | null; unitName: Localized | null }>;
}

/** A sample of the survey, in report order. */
export interface ReportSampleRow {
  id: number;
  name: string;
  description: Localized | null;
  url: string | null;
  ordinal: number;
}

/** An evaluation group of the run, with its survey (the 'all' group of the report's survey names the all-labs line). */
export type RunGroupRow = ReportGroupInfo & { surveyId: number };

/** The lab's part of a report: the lab, its result groups and its rows in the run. */
export interface OwnReportFacts {
  lab: { id: number; shortName: string; name: string };
  resultGroups: Array<{ id: number; name: string; ordinal: number; hidden: boolean }>;
  rows: ReportLabRow[];
}

export interface ReportFacts {
  latePayment: boolean;
  accredited: boolean;
  parameter: ReportParameterRow | null;
  run: { id: number; finishedAt: Date | null } | null;
  samples: ReportSampleRow[];
  /** The run's evaluation groups (none without a run). */
  groups: RunGroupRow[];
  /** A merge names one of the survey's samples (then surveyMerges reads them). */
  hasMerges: boolean;
  own: OwnReportFacts | null;
}

/** The parameter of a scheme version as JSON (null when the version has no such parameter). */
function parameterJson(schemeVersionId: Expression<number>, parameterId: Expression<number>): RawBuilder<ReportParameterRow | null> {
  return sql`(select json_build_object('id', p.id, 'name', p.name, 'qualifier', p.qualifier, 'minParticipants', svp.min_participants,
      'resultDimensionIds', svp.result_dimension_ids,
      'dimensions', (select coalesce(json_agg(json_build_object('id', d.id, 'valueType', d.value_type, 'unitId', u.id, 'unitName', u.name)), '[]')
        from dimensions d
        left join parameter_dimensions pd on pd.dimension_id = d.id and pd.parameter_id = p.id
        left join units u on u.id = pd.unit_id
        where d.id = any(svp.result_dimension_ids)))
    from scheme_version_parameters svp join parameters p on p.id = svp.parameter_id
    where svp.scheme_version_id = ${schemeVersionId} and svp.parameter_id = ${parameterId})`;
}

/*
 * The facts statement reads its arguments once, as the columns of `args` (so that it is compiled
 * once and each argument is one parameter: reusableQuery); `q` adds `run_id`, the latest succeeded
 * run of the kind (null: none).
 */
const RUN_JSON = sql<{ id: number; finishedAt: string | null } | null>`(select json_build_object('id', id, 'finishedAt', finished_at) from evaluation_runs where id = q.run_id)`;
const SAMPLES_JSON = sql<ReportSampleRow[]>`(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'description', description, 'url', url, 'ordinal', ordinal)
  order by ordinal, id), '[]') from samples where survey_id = q.survey_id)`;
const HAS_MERGES = sql<boolean>`exists (select 1 from sample_merges m join samples s on s.id = m.sample_id or s.id = m.merge_to_sample_id where s.survey_id = q.survey_id)`;
/** The run's evaluation groups: the survey's own and the others its statistics name (names may be edited after the run). */
const GROUPS_JSON = sql<RunGroupRow[]>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'kind', g.kind, 'ordinal', g.ordinal, 'surveyId', g.survey_id) order by g.id), '[]')
  from evaluation_groups g
  where q.run_id is not null
    and (g.survey_id = q.survey_id or g.id in (select evaluation_group_id from evaluation_statistics where run_id = q.run_id and evaluation_group_id is not null)))`;
const OWN_JSON = sql<OwnReportFacts>`json_build_object(
  'lab', (select json_build_object('id', id, 'shortName', short_name, 'name', name) from labs where id = q.lab_id),
  'resultGroups', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'ordinal', ordinal, 'hidden', hidden) order by ordinal, id), '[]')
    from result_groups where survey_id = q.survey_id and lab_id = q.lab_id),
  'rows', (select coalesce(json_agg(json_build_object('surveyId', survey_id, 'labId', lab_id, 'sampleId', sample_id, 'resultGroupId', result_group_id,
        'evaluationGroupId', evaluation_group_id, 'value', value, 'nominalValueId', nominal_value_id, 'relation', relation, 'zScore', z_score,
        'zPrimeScore', z_prime_score, 'zetaScore', zeta_score, 'enScore', en_score, 'deviationPercent', deviation_percent, 'scaledValue', scaled_value, 'accepted', accepted, 'outlier', outlier, 'hidden', hidden)
      order by sample_id, evaluation_group_id nulls first, result_group_id nulls first), '[]')
    from evaluation_lab_results
    where run_id = q.run_id and survey_id = q.survey_id and parameter_id = q.parameter_id and lab_id = q.lab_id))`;

function selectFacts(own: boolean) {
  return reusableQuery(
    (
      db: Kysely<DB>,
      labId: number,
      orgId: number,
      schemeId: number,
      schemeVersionId: number,
      day: string,
      cutoffDay: string,
      year: number,
      parameterId: number,
      surveyId: number,
      kind: EvaluationKind,
    ) =>
      db
        .with('args', (qb) =>
          qb.selectNoFrom([
            sql<number>`${labId}::int`.as('labId'),
            sql<number>`${orgId}::int`.as('orgId'),
            sql<number>`${schemeId}::int`.as('schemeId'),
            sql<number>`${schemeVersionId}::int`.as('schemeVersionId'),
            sql<string>`${day}::text`.as('day'),
            sql<string>`${cutoffDay}::date`.as('cutoffDay'),
            sql<number>`${year}::int`.as('year'),
            sql<number>`${parameterId}::int`.as('parameterId'),
            sql<number>`${surveyId}::int`.as('surveyId'),
            sql<string>`${kind}::text`.as('kind'),
          ]),
        )
        .with('q', (qb) =>
          qb
            .selectFrom('args')
            .selectAll()
            .select(
              sql<number | null>`(select id from evaluation_runs where survey_id = args.survey_id and kind = args.kind and status = 'succeeded' order by id desc limit 1)`.as(
                'runId',
              ),
            ),
        )
        .selectFrom('q')
        .select((eb) => {
          const notices = surveyNoticeQueries(db, {
            labId: eb.ref('q.labId'),
            orgId: eb.ref('q.orgId'),
            schemeId: eb.ref('q.schemeId'),
            schemeVersionId: eb.ref('q.schemeVersionId'),
            day: eb.ref('q.day'),
            cutoffDay: eb.ref('q.cutoffDay'),
            year: eb.ref('q.year'),
          });
          return [
            eb.exists(notices.latePayment).as('latePayment'),
            eb.exists(notices.accredited).as('accredited'),
            parameterJson(eb.ref('q.schemeVersionId'), eb.ref('q.parameterId')).as('parameter'),
            RUN_JSON.as('run'),
            SAMPLES_JSON.as('samples'),
            GROUPS_JSON.as('groups'),
            HAS_MERGES.as('hasMerges'),
            (own ? OWN_JSON : sql<OwnReportFacts | null>`null`).as('own'),
          ];
        }),
  );
}

const selectOwnFacts = selectFacts(true);
const selectSharedFacts = selectFacts(false);

/**
 * The facts of a lab's report of a survey's parameter, read after openLabSurveyAccess decided the
 * access, in one statement: the survey page's notices (late payment, accreditation), the
 * parameter, the latest succeeded run of the kind, the samples in report order, the run's groups,
 * whether merges touch them and, with `own`, the lab's own part.
 */
export async function loadReportFacts(
  db: Kysely<DB>,
  at: {
    labId: number;
    survey: { id: number; orgId: number; schemeId: number; schemeVersionId: number };
    /** The survey's accreditation day (accreditationDay) and today's late-payment cutoff (latePaymentCutoffDay). */
    day: string;
    cutoffDay: string;
    /** The survey's service year (its round's). */
    year: number;
    parameterId: number;
    kind: EvaluationKind;
    own: boolean;
  },
): Promise<ReportFacts> {
  const { survey } = at;
  const [row] = await (at.own ? selectOwnFacts : selectSharedFacts)(
    db,
    at.labId,
    survey.orgId,
    survey.schemeId,
    survey.schemeVersionId,
    at.day,
    at.cutoffDay,
    at.year,
    at.parameterId,
    survey.id,
    at.kind,
  );
  if (!row) throw new Error('report facts: no row');
  return {
    latePayment: Boolean(row.latePayment),
    accredited: Boolean(row.accredited),
    parameter: row.parameter,
    run: row.run ? { id: row.run.id, finishedAt: row.run.finishedAt === null ? null : new Date(row.run.finishedAt) } : null,
    samples: row.samples,
    groups: row.groups,
    hasMerges: row.hasMerges,
    own: row.own,
  };
}

/** A parameter of a scheme version with its dimensions, alone (the long-term history). */
export async function loadReportParameterRow(db: Kysely<DB>, schemeVersionId: number, parameterId: number): Promise<ReportParameterRow | null> {
  const row = await db.selectNoFrom((eb) => parameterJson(eb.val(schemeVersionId), eb.val(parameterId)).as('parameter')).executeTakeFirstOrThrow();
  return row.parameter;
}

/**
 * The report's parameter: its first numeric or nominal result dimension is the evaluated one, with
 * the parameter's unit of it (numeric only). 404 when the scheme version has no such parameter,
 * 422 parameter_not_evaluable when it has no numeric or nominal result.
 */
export function reportParameter(row: ReportParameterRow | null): ReportParameter {
  if (!row) throw AppError.notFound('Parameter');
  const evaluated = row.resultDimensionIds
    .map((id) => row.dimensions.find((d) => d.id === id))
    .find((d) => d !== undefined && (d.valueType === 'numeric' || d.valueType === 'nominal'));
  if (!evaluated) throw AppError.constraint('paramId', 'The parameter has no numeric or nominal result to evaluate', 'parameter_not_evaluable');
  return {
    id: row.id,
    name: row.name,
    qualifier: row.qualifier,
    valueType: evaluated.valueType === 'numeric' ? 'numeric' : 'nominal',
    dimensionId: evaluated.id,
    unit: evaluated.valueType === 'numeric' && evaluated.unitId !== null && evaluated.unitName !== null ? { id: evaluated.unitId, name: evaluated.unitName } : null,
    minN: row.minParticipants ?? DEFAULT_MIN_GROUP_SIZE,
  };
}
