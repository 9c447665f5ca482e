import type { Kysely } from 'kysely';
import { labReport, ownReport, type EvaluationKind, type LabReportData, type Localized, type SharedReport, type TEvaluationReport, type TOwnReport } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TEvaluationReportInput } from './get-evaluation-report.types';
import { iso } from '../surveys/survey-header';
import { openReport, runGroupsOf, sharedReportOf, type ReportAddress, type ReportServiceContext } from './shared-report';
import { surveyAlone, surveyMerges } from './survey-merges';

/**
 * GET …/parameters/{paramId}/reports/evaluation | pre_evaluation (spec 1 §2 "Evaluation report"):
 * everything the report page draws, read from the latest succeeded run of the kind (access rules:
 * openReportSurvey, always first). A survey without a run, or a parameter nobody reported, answers
 * noData: true. The part every lab shares is built once per run and parameter and kept
 * (caches.sharedReports); the lab's own results are added per request.
 */
export async function getEvaluationReport(ctx: ReportServiceContext, input: TEvaluationReportInput, kind: EvaluationKind): Promise<TEvaluationReport> {
  const { lab, shared } = await loadReport(ctx, input, kind);
  return labReport(shared.report, ownReport(shared, lab), { min: input.histogramMin, max: input.histogramMax });
}

/**
 * GET …/reports/evaluation/own | pre_evaluation/own: the lab's own part of the report, which the
 * web merges with the shared part (GET …/reports/evaluation/shared) by core labReport.
 */
export async function getOwnReport(ctx: ReportServiceContext, at: ReportAddress, kind: EvaluationKind): Promise<TOwnReport> {
  const { lab, shared } = await loadReport(ctx, at, kind);
  return ownReport(shared, lab);
}

/** The report's two parts: the lab's data and the shared part (also used by the CSV export). */
export async function loadReport(ctx: ReportServiceContext, at: ReportAddress, kind: EvaluationKind): Promise<{ lab: LabReportData; shared: SharedReport }> {
  const report = await openReport(ctx, at, kind, { own: true });
  const { db } = ctx;
  const { opened, parameter, run, samples } = report;
  const own = report.own!;
  const { survey } = opened;
  const merges = report.hasMerges ? await surveyMerges(db, survey) : surveyAlone(survey.id);
  const groups = runGroupsOf(report.groups, survey.id);
  // Only after the access check above: the part every lab shares, once per run (and sample order).
  const shared = await sharedReportOf(ctx, report);

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
    lab: own.lab,
    labId: at.labId,
    surveyId: survey.id,
    samples: samples.map((s) => ({ ...s, merges: mergesOf(s.id) })),
    resultGroups: own.resultGroups,
    groups: groups.groups,
    allGroupName: groups.allGroupName,
    rows: run ? own.rows : [],
    valueNames: parameter.valueType === 'nominal' ? await valueNames(db, shared) : [],
  };
  return { lab: labData, shared };
}

/** Nominal parameters: the names of the values the shared counts name. */
async function valueNames(db: Kysely<DB>, shared: SharedReport): Promise<Array<{ id: number; name: Localized }>> {
  const ids = new Set<number>();
  for (const line of shared.report.nominal) for (const c of line.counts) ids.add(c.valueId);
  if (ids.size === 0) return [];
  const values = await db.selectFrom('dimensionValues').select(['id', 'value']).where('id', 'in', [...ids]).execute();
  return values.map((v) => ({ id: v.id, name: v.value }));
}
