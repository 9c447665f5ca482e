import { sql, type Kysely } from 'kysely';
import {
  buildSharedReport,
  labReport,
  reportSeriesKey,
  type EvaluationChart,
  type EvaluationKind,
  type LabReportData,
  type Localized,
  type ReportGroupInfo,
  type ReportLabRow,
  type SampleMergeEdge,
  type SharedReport,
  type SharedReportData,
  type TEvaluationReport,
} from '@eqa/core';
import { loadMergeGraph, type DB } from '@eqa/db';
import type { TEvaluationReportInput } from './get-evaluation-report.types';
import type { SurveyServiceContext } from '../surveys/open-lab-survey';
import { iso } from '../surveys/survey-header';
import { latestRun, loadReportParameter, openReportSurvey } from './open-report';
import { cached } from '../../caches';
import type { Caches } from '../../caches';

export interface ReportServiceContext extends SurveyServiceContext {
  caches: Pick<Caches, 'sharedReports'>;
}

/** The key of a report's shared part: kind, survey, parameter, run and the sample order it was built for. */
export function sharedReportKey(at: { kind: EvaluationKind; surveyId: number; parameterId: number; runId: number; sampleIds: readonly number[] }): string {
  return `${at.kind}:${at.surveyId}:${at.parameterId}:${at.runId}:${at.sampleIds.join(',')}`;
}

/**
 * GET …/parameters/{paramId}/reports/evaluation | pre_evaluation (spec 1 §2 "Evaluation report"):
 * everything the report page draws, read from the latest succeeded run of the kind (access rules:
 * openReportSurvey, always first). A survey without a run, or a parameter nobody reported, answers
 * noData: true. The part every lab shares is built once per run and parameter and kept
 * (caches.sharedReports); the lab's own results are added per request.
 */
export async function getEvaluationReport(ctx: ReportServiceContext, input: TEvaluationReportInput, kind: EvaluationKind): Promise<TEvaluationReport> {
  const { lab, shared } = await loadReport(ctx, input, kind);
  return labReport(shared, lab);
}

/** The report's two parts (also used by the CSV export). */
export async function loadReport(
  ctx: ReportServiceContext,
  input: TEvaluationReportInput,
  kind: EvaluationKind,
): Promise<{ lab: LabReportData; shared: SharedReport }> {
  const opened = await openReportSurvey(ctx, input.labId, input.surveyId, kind);
  const { db } = ctx;
  const { survey } = opened;
  const [parameter, run, lab, samples, resultGroups, merges] = await Promise.all([
    loadReportParameter(db, survey.schemeVersionId, input.paramId),
    latestRun(db, survey.id, kind),
    db.selectFrom('labs').select(['id', 'shortName', 'name']).where('id', '=', input.labId).executeTakeFirstOrThrow(),
    db
      .selectFrom('samples')
      .select(['id', 'name', 'description', 'url', 'ordinal'])
      .where('surveyId', '=', survey.id)
      .orderBy('ordinal')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('resultGroups')
      .select(['id', 'name', 'ordinal', 'hidden'])
      .where('surveyId', '=', survey.id)
      .where('labId', '=', input.labId)
      .orderBy('ordinal')
      .execute(),
    surveyMerges(db, survey),
  ]);

  const sampleIds = new Set(samples.map((s) => s.id));
  const mergesOf = (sampleId: number) =>
    merges.edges
      .filter((e) => (e.parameterId === null || e.parameterId === parameter.id) && (e.sampleId === sampleId || e.mergeToSampleId === sampleId))
      .flatMap((e) => {
        const into = e.sampleId === sampleId;
        const otherSample = into ? e.mergeToSampleId : e.sampleId;
        const other = merges.samples.get(otherSample);
        const otherSurvey = merges.surveys.get(into ? e.mergeToSurveyId : e.surveyId);
        if (!other || !otherSurvey || sampleIds.has(otherSample)) return [];
        return [{ direction: into ? ('into' as const) : ('from' as const), survey: otherSurvey, sampleId: otherSample, sampleName: other, parameterId: e.parameterId }];
      });

  const labData: LabReportData = {
    kind,
    run: run ? { id: run.id, finishedAt: iso(run.finishedAt) } : null,
    survey: {
      id: survey.id,
      schemeShortName: survey.schemeShortName,
      schemeName: survey.schemeName,
      round: survey.round,
      accredited: opened.accredited,
      startsAt: iso(survey.startsAt),
      endsAt: iso(survey.endsAt),
      preEvaluatedAt: iso(survey.preEvaluatedAt),
      evaluatedAt: iso(survey.evaluatedAt),
    },
    parameter,
    lab,
    labId: input.labId,
    surveyId: survey.id,
    samples: samples.map((s) => ({ ...s, merges: mergesOf(s.id) })),
    resultGroups,
    groups: new Map(),
    allGroupName: null,
    rows: [],
    valueNames: new Map(),
    histogramRange: { min: input.histogramMin, max: input.histogramMax },
  };
  if (!run) return { lab: labData, shared: buildSharedReport(emptySharedData(parameter)) };

  // The run's evaluation groups (their names may be edited after the run: read per request) and
  // the lab's own rows.
  const [groupRows, ownRows] = await Promise.all([
    db
      .selectFrom('evaluationGroups')
      .select(['id', 'name', 'kind', 'ordinal', 'surveyId'])
      .where((eb) =>
        eb.or([
          eb('surveyId', '=', survey.id),
          eb(
            'id',
            'in',
            eb.selectFrom('evaluationStatistics').select('evaluationGroupId').where('runId', '=', run.id).where('evaluationGroupId', 'is not', null),
          ),
        ]),
      )
      .execute(),
    labRows(db, run.id, [survey.id], parameter.id, input.labId),
  ]);
  labData.groups = new Map<number, ReportGroupInfo>(groupRows.map((g) => [g.id, { id: g.id, name: g.name, kind: g.kind, ordinal: g.ordinal }]));
  labData.allGroupName = groupRows.find((g) => g.surveyId === survey.id && g.kind === 'all')?.name ?? null;
  labData.rows = ownRows;

  // Only after the access check above: the part every lab shares, once per run (and sample order).
  const key = sharedReportKey({ kind, surveyId: survey.id, parameterId: parameter.id, runId: run.id, sampleIds: samples.map((s) => s.id) });
  const shared = await cached(ctx.caches.sharedReports, key, async () =>
    buildSharedReport(
      await loadSharedData(db, { runId: run.id, surveyId: survey.id, mergedSurveyIds: merges.surveyIds, parameter, sampleIds: samples.map((s) => s.id), groups: labData.groups }),
    ),
  );
  if (parameter.valueType === 'nominal') labData.valueNames = await valueNames(db, shared);
  return { lab: labData, shared };
}

function emptySharedData(parameter: LabReportData['parameter']): SharedReportData {
  return { valueType: parameter.valueType, minN: parameter.minN, sampleIds: [], statistics: [], groupOrdinals: new Map(), charts: null, rows: [], acceptedValueIds: new Map() };
}

/**
 * What buildSharedReport reads of a run and parameter: the statistics rows with the stored chart
 * series (numeric parameters), else every lab's rows (nominal parameters, and runs written before
 * the series).
 */
async function loadSharedData(
  db: Kysely<DB>,
  at: {
    runId: number;
    surveyId: number;
    mergedSurveyIds: number[];
    parameter: LabReportData['parameter'];
    sampleIds: number[];
    groups: Map<number, ReportGroupInfo>;
  },
): Promise<SharedReportData> {
  const { parameter } = at;
  const [statistics, targets] = await Promise.all([
    db
      .selectFrom('evaluationStatistics')
      .select([
        'sampleId',
        'evaluationGroupId',
        'n',
        'nOutliers',
        'assignedValue',
        'sigmaPt',
        'uncertainty',
        'robustMean',
        'robustSd',
        'median',
        'mean',
        'sd',
        'min',
        'max',
        'cv',
        'acceptanceMin',
        'acceptanceMax',
        'target',
        'histogram',
        'nominalCounts',
        'chart',
      ])
      .where('runId', '=', at.runId)
      .where('parameterId', '=', parameter.id)
      .execute(),
    parameter.valueType === 'nominal'
      ? db.selectFrom('sampleTargets').select(['sampleId', 'acceptedValueIds']).where('surveyId', '=', at.surveyId).where('parameterId', '=', parameter.id).execute()
      : Promise.resolve([]),
  ]);
  // Runs written before the chart series (evaluation_statistics.chart) read every lab's rows.
  let charts: Map<string, EvaluationChart> | null = null;
  if (parameter.valueType === 'numeric' && statistics.length > 0 && statistics.every((s) => s.chart !== null)) {
    charts = new Map(statistics.map((s) => [reportSeriesKey(s.sampleId, s.evaluationGroupId), s.chart!]));
  }
  const rows = charts || statistics.length === 0 ? [] : await labRows(db, at.runId, at.mergedSurveyIds, parameter.id, null);
  return {
    valueType: parameter.valueType,
    minN: parameter.minN,
    sampleIds: at.sampleIds,
    statistics: statistics.map(({ chart: _chart, ...row }) => row),
    groupOrdinals: new Map([...at.groups.values()].map((g) => [g.id, g.ordinal])),
    charts,
    rows,
    acceptedValueIds: new Map(targets.map((t) => [t.sampleId, t.acceptedValueIds ?? []])),
  };
}

/** Nominal parameters: the names of the values the shared counts name. */
async function valueNames(db: Kysely<DB>, shared: SharedReport): Promise<Map<number, Localized>> {
  const ids = new Set<number>();
  for (const line of shared.nominal) for (const c of line.counts) ids.add(c.valueId);
  if (ids.size === 0) return new Map();
  const values = await db.selectFrom('dimensionValues').select(['id', 'value']).where('id', 'in', [...ids]).execute();
  return new Map(values.map((v) => [v.id, v.value]));
}

export interface SurveyMerges {
  /** The survey and the surveys merged with it (their results may sit in its runs). */
  surveyIds: number[];
  edges: SampleMergeEdge[];
  samples: Map<number, string>;
  surveys: Map<number, { id: number; schemeShortName: string; roundName: string }>;
}

/**
 * The merges around a survey's samples, with the names the badges show. A broken merge (a survey
 * that is not there) is the evaluation job's error to report: here the survey then stands alone.
 */
export async function surveyMerges(db: Kysely<DB>, survey: { id: number; orgId: number }): Promise<SurveyMerges> {
  const graph = await loadMergeGraph(db, survey).catch(() => null);
  if (!graph || graph.edges.length === 0) return { surveyIds: [survey.id], edges: [], samples: new Map(), surveys: new Map() };
  const sampleIds = [...new Set(graph.edges.flatMap((e) => [e.sampleId, e.mergeToSampleId]))];
  const [samples, surveys] = await Promise.all([
    db.selectFrom('samples').select(['id', 'name']).where('id', 'in', sampleIds).execute(),
    db
      .selectFrom('surveys as s')
      .innerJoin('schemeVersions as sv', 'sv.id', 's.schemeVersionId')
      .innerJoin('schemes as sc', 'sc.id', 'sv.schemeId')
      .innerJoin('rounds as r', 'r.id', 's.roundId')
      .select(['s.id', 'sc.shortName as schemeShortName', 'r.name as roundName'])
      .where('s.id', 'in', graph.surveyIds)
      .execute(),
  ]);
  return {
    surveyIds: graph.surveyIds,
    edges: graph.edges,
    samples: new Map(samples.map((s) => [s.id, s.name])),
    surveys: new Map(surveys.map((s) => [s.id, s])),
  };
}

/** One lab row as the aggregate query sends it (json_build_array order below). */
type LabRowTuple = [
  surveyId: number,
  labId: number,
  resultGroupId: number | null,
  value: number | null,
  relation: ReportLabRow['relation'],
  zScore: number | null,
  zPrimeScore: number | null,
  deviationPercent: number | null,
  scaledValue: number | null,
  accepted: boolean | null,
  outlier: boolean,
  hidden: boolean,
  nominalValueId: number | null,
];

/**
 * The lab rows of a run and parameter (of one lab, or of every lab when labId is null). Aggregated to one JSON array per sample and group in the
 * database: at 2,000 labs that is a few rows the driver parses natively instead of ~12,000 rows of
 * fifteen text columns (less than half the time).
 */
async function labRows(
  db: Kysely<DB>,
  runId: number,
  surveyIds: readonly number[],
  parameterId: number,
  labId: number | null,
): Promise<ReportLabRow[]> {
  const { rows } = await sql<{ sampleId: number; evaluationGroupId: number | null; points: LabRowTuple[] }>`
    select sample_id, evaluation_group_id,
      json_agg(json_build_array(survey_id, lab_id, result_group_id, value, relation, z_score, z_prime_score,
        deviation_percent, scaled_value, accepted, outlier, hidden, nominal_value_id)) as points
    from evaluation_lab_results
    where run_id = ${runId} and survey_id in (${sql.join(surveyIds)}) and parameter_id = ${parameterId}
      ${labId === null ? sql`` : sql`and lab_id = ${labId}`}
    group by sample_id, evaluation_group_id`.execute(db);
  const out: ReportLabRow[] = [];
  for (const series of rows) {
    for (const p of series.points) {
      out.push({
        surveyId: p[0],
        labId: p[1],
        sampleId: series.sampleId,
        resultGroupId: p[2],
        evaluationGroupId: series.evaluationGroupId,
        value: p[3],
        relation: p[4],
        zScore: p[5],
        zPrimeScore: p[6],
        deviationPercent: p[7],
        scaledValue: p[8],
        accepted: p[9],
        outlier: p[10],
        hidden: p[11],
        nominalValueId: p[12],
      });
    }
  }
  return out;
}
