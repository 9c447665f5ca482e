import { sampleLevels } from '../levels';
import type { ParticipantPositions, SharedReport } from './build-report';
import { resultScores, type TEvaluationReport, type TOwnMark, type TOwnResult, type TReportEvaluationGroup } from './report.types';
import type { LabReportData, ReportLabRow, TOwnReport, TSharedReport } from './report-parts.types';
import { groupBy, reportSeriesKey, seriesHistogram, verdictsOf, type HistogramRangeRequest } from './report-rows';

/** The lab's points in each series: its result groups looked up in the shared part's positions, in index order. */
function ownMarks(series: number, positions: ParticipantPositions, own: ReadonlySet<number>): TOwnMark[][] {
  const marks: TOwnMark[][] = Array.from({ length: series }, () => []);
  for (const resultGroupId of own) {
    for (const [at, index] of positions.get(resultGroupId) ?? []) marks[at]!.push({ index, resultGroupId });
  }
  if (own.size > 1) for (const list of marks) list.sort((a, b) => a.index - b.index);
  return marks;
}

/**
 * The lab's own part of its report (the server's side, where the participants are): the lab's
 * data, the version of the shared part, and the lab's points in that part's series and plots.
 */
export function ownReport(shared: SharedReport, lab: LabReportData): TOwnReport {
  const own = new Set(lab.resultGroups.map((g) => g.id));
  return {
    ...lab,
    sharedVersion: shared.report.version,
    marks: {
      charts: ownMarks(shared.participants.charts.length, shared.positions.charts, own),
      youden: ownMarks(shared.participants.youden.length, shared.positions.youden, own),
    },
  };
}

/**
 * The report of one lab: the shared part with the lab's own results, marks and groups, and the
 * histograms of a custom range when one is asked for. The server's full report and the web's
 * report page both make it here. The own part must belong to this shared part (same version).
 */
export function labReport(shared: TSharedReport, lab: TOwnReport, histogramRange: HistogramRangeRequest = {}): TEvaluationReport {
  if (lab.sharedVersion !== shared.version) {
    throw new Error(`the own part belongs to the shared part ${lab.sharedVersion}, not to ${shared.version}`);
  }
  const { parameter } = lab;
  const isOwn = (row: ReportLabRow) => row.labId === lab.labId && row.surveyId === lab.surveyId && row.resultGroupId !== null;
  const ownRows = lab.rows.filter(isOwn);
  const verdictOf = verdictsOf(ownRows);
  const ownByKey = groupBy(ownRows, (r) => reportSeriesKey(r.sampleId, r.evaluationGroupId));
  const rgOrder = new Map(lab.resultGroups.map((g) => [g.id, g.ordinal]));
  const ownOf = (sampleId: number, groupId: number | null): TOwnResult[] =>
    [...(ownByKey.get(reportSeriesKey(sampleId, groupId)) ?? [])]
      .sort((a, b) => (rgOrder.get(a.resultGroupId!) ?? 0) - (rgOrder.get(b.resultGroupId!) ?? 0))
      .map((r) => ({ resultGroupId: r.resultGroupId!, ...resultScores(r, verdictOf(r)) }));

  const levelValues = new Map(shared.sampleLevelValues.map((s) => [s.sampleId, s.value]));
  const levels = sampleLevels(lab.samples.map((s) => levelValues.get(s.id) ?? null));
  const memberOf = new Set(ownRows.map((r) => r.evaluationGroupId ?? 0));
  const groups = new Map(lab.groups.map((g) => [g.id, g]));
  const evaluationGroups: TReportEvaluationGroup[] = shared.groupIds.map((id) => {
    const info = id === null ? null : groups.get(id);
    return {
      id,
      name: id === null ? lab.allGroupName : (info?.name ?? null),
      kind: id === null ? 'all' : (info?.kind ?? 'custom'),
      member: memberOf.has(id ?? 0),
    };
  });
  const report: TEvaluationReport = {
    kind: lab.kind,
    noData: lab.run === null || shared.noData,
    run: lab.run,
    survey: lab.survey,
    parameter: { id: parameter.id, name: parameter.name, qualifier: parameter.qualifier, valueType: parameter.valueType, unit: parameter.unit, minN: parameter.minN },
    lab: lab.lab,
    samples: lab.samples.map((s, i) => ({ ...s, level: levels[i] ?? null })),
    resultGroups: lab.resultGroups,
    evaluationGroups,
    statistics: [],
    histograms: [],
    charts: [],
    youden: [],
    nominal: [],
  };
  if (shared.noData) return report;

  if (parameter.valueType === 'nominal') {
    const valueNames = new Map(lab.valueNames.map((v) => [v.id, v.name]));
    report.nominal = shared.nominal.map((s) => ({
      ...s,
      counts: s.counts.map((c) => ({ valueId: c.valueId, name: valueNames.get(c.valueId) ?? {}, count: c.count, fraction: c.fraction, accepted: c.accepted })),
      own: ownOf(s.sampleId, s.evaluationGroupId),
    }));
    return report;
  }

  report.statistics = shared.statistics.map((s) => ({ ...s, own: ownOf(s.sampleId, s.evaluationGroupId) }));
  report.charts = shared.charts.map((series, i) => ({ ...series, own: lab.marks.charts[i] ?? [] }));
  report.youden = shared.youden.map((plot, i) => ({ ...plot, own: lab.marks.youden[i] ?? [] }));
  if (histogramRange.min === undefined && histogramRange.max === undefined) {
    report.histograms = shared.histograms;
  } else {
    const lines = new Map(shared.statistics.map((s) => [reportSeriesKey(s.sampleId, s.evaluationGroupId), s]));
    for (const series of shared.charts) {
      const line = lines.get(reportSeriesKey(series.sampleId, series.evaluationGroupId));
      const bins = line ? seriesHistogram(line, series.values, histogramRange) : null;
      if (bins) report.histograms.push(bins);
    }
  }
  return report;
}
