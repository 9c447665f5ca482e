import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  buildSharedReport,
  reportSeriesKey,
  type EvaluationChart,
  type EvaluationKind,
  type Localized,
  type ReportGroupInfo,
  type ReportParameter,
  type SharedReport,
  type SharedReportData,
  type TReportSample,
} from '@eqa/core';
import type { DB } from '@eqa/db';
import { noticesOf, openLabSurveyAccess, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { assertReportPhase } from './open-report';
import { loadReportFacts, reportParameter, type OwnReportFacts, type RunGroupRow } from './report-facts';
import { labRows } from './lab-rows';
import { surveyAlone, surveyMerges } from './survey-merges';
import { cached, type Caches } from '../../caches';
import type { ApiSettings } from '../../settings';

export interface ReportServiceContext extends SurveyServiceContext {
  caches: Pick<Caches, 'sharedReports' | 'sharedReportBodies'>;
  /** The build (gitHash) is part of a shared part's version: another build may serialize it otherwise. */
  settings: Pick<ApiSettings, 'gitHash'>;
}

/** Which report of a lab: the ids of its path (GET …/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/…). */
export interface ReportAddress {
  labId: number;
  surveyId: number;
  paramId: number;
}

/** A report opened for a request: the access checked, and what names its shared part. */
export interface OpenedReport {
  kind: EvaluationKind;
  opened: OpenedLabSurvey;
  parameter: ReportParameter;
  run: { id: number; finishedAt: Date | null } | null;
  /** The survey's samples in report order. */
  samples: Array<Omit<TReportSample, 'level' | 'merges'>>;
  /** The run's evaluation groups. */
  groups: RunGroupRow[];
  /** A merge names one of the survey's samples. */
  hasMerges: boolean;
  /** The lab's own part (openReport with `own`). */
  own: OwnReportFacts | null;
  /** The shared part's cache key: kind, survey, parameter, run and sample order. */
  key: string;
  /** The shared part's version (TSharedReport.version, its ETag's tag): the key and the build. */
  version: string;
}

/** The key of a report's shared part: kind, survey, parameter, run and the sample order it was built for. */
export function sharedReportKey(at: { kind: EvaluationKind; surveyId: number; parameterId: number; runId: number | null; sampleIds: readonly number[] }): string {
  return `${at.kind}:${at.surveyId}:${at.parameterId}:${at.runId ?? 'none'}:${at.sampleIds.join(',')}`;
}

/** A shared part's version: opaque, the same for the same key and build on every server instance. */
export function sharedReportVersion(key: string, build: string): string {
  return createHash('sha256').update(`${build}\n${key}`).digest('hex').slice(0, 24);
}

/**
 * Opens the report of a lab's survey parameter: the survey's access first (openLabSurveyAccess:
 * lab access, participation, contract), then in one statement what the report reads
 * (loadReportFacts), then the report rules in openReportSurvey's order (assertReportPhase: late
 * payment, evaluation disabled, the survey's phase) and the parameter (404 when the survey's
 * scheme version has no such evaluable parameter). With `own`, the lab's own part comes along.
 * Every request of either part passes here; no cache decides access.
 */
export async function openReport(ctx: ReportServiceContext, at: ReportAddress, kind: EvaluationKind, options: { own: boolean }): Promise<OpenedReport> {
  const access = await openLabSurveyAccess(ctx, at.labId, at.surveyId, 'read');
  const notices = noticesOf(access);
  const facts = await loadReportFacts(ctx.db, { ...notices, survey: access.survey, parameterId: at.paramId, kind, own: options.own });
  const opened: OpenedLabSurvey = { ...access, latePayment: facts.latePayment, accredited: facts.accredited };
  assertReportPhase(opened, kind);
  const parameter = reportParameter(facts.parameter);
  const { run, samples } = facts;
  const key = sharedReportKey({ kind, surveyId: access.survey.id, parameterId: parameter.id, runId: run?.id ?? null, sampleIds: samples.map((s) => s.id) });
  return { kind, opened, parameter, run, samples, groups: facts.groups, hasMerges: facts.hasMerges, own: facts.own, key, version: sharedReportVersion(key, ctx.settings.gitHash) };
}

/**
 * The shared part of an opened report: built once per key and kept (caches.sharedReports: a run
 * never changes once written, a new evaluation is a new run id); without a run, the empty part.
 */
export async function sharedReportOf(ctx: ReportServiceContext, report: OpenedReport): Promise<SharedReport> {
  const { run, parameter, version } = report;
  if (!run) return buildSharedReport(emptySharedData(parameter, version));
  const { db } = ctx;
  const survey = report.opened.survey;
  return cached(ctx.caches.sharedReports, report.key, async () => {
    const { groups } = runGroupsOf(report.groups, survey.id);
    const merges = report.hasMerges ? await surveyMerges(db, survey) : surveyAlone(survey.id);
    return buildSharedReport(
      await loadSharedData(db, { version, runId: run.id, surveyId: survey.id, mergedSurveyIds: merges.surveyIds, parameter, sampleIds: report.samples.map((s) => s.id), groups }),
    );
  });
}

export interface RunGroups {
  groups: ReportGroupInfo[];
  allGroupName: Localized | null;
}

/** The run's groups as the report reads them, and the name of the survey's 'all' group. */
export function runGroupsOf(rows: readonly RunGroupRow[], surveyId: number): RunGroups {
  return {
    groups: rows.map((g) => ({ id: g.id, name: g.name, kind: g.kind, ordinal: g.ordinal })),
    allGroupName: rows.find((g) => g.surveyId === surveyId && g.kind === 'all')?.name ?? null,
  };
}

function emptySharedData(parameter: ReportParameter, version: string): SharedReportData {
  return { version, valueType: parameter.valueType, minN: parameter.minN, sampleIds: [], statistics: [], groupOrdinals: new Map(), charts: null, rows: [], acceptedValueIds: new Map() };
}

/**
 * What buildSharedReport reads of a run and parameter: the statistics rows with the stored chart
 * series (numeric parameters), else every lab's rows (nominal parameters, and runs written before
 * the series).
 */
async function loadSharedData(
  db: Kysely<DB>,
  at: {
    version: string;
    runId: number;
    surveyId: number;
    mergedSurveyIds: number[];
    parameter: ReportParameter;
    sampleIds: number[];
    groups: readonly ReportGroupInfo[];
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
        'assignedValueSource',
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
  const rows = charts || statistics.length === 0 ? [] : await labRows(db, at.runId, at.mergedSurveyIds, parameter.id);
  return {
    version: at.version,
    valueType: parameter.valueType,
    minN: parameter.minN,
    sampleIds: at.sampleIds,
    statistics: statistics.map(({ chart: _chart, ...row }) => row),
    groupOrdinals: new Map(at.groups.map((g) => [g.id, g.ordinal])),
    charts,
    rows,
    acceptedValueIds: new Map(targets.map((t) => [t.sampleId, t.acceptedValueIds ?? []])),
  };
}
