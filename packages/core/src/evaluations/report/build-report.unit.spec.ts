import { describe, expect, it } from 'vitest';
import type { EvaluationChart } from '../evaluation-types';
import { buildSharedReport, participantPositions, type ReportStatisticsRow, type SharedReportData } from './build-report';
import { labReport, ownReport } from './lab-report';
import { ZOwnReport, ZSharedReport, type LabReportData, type ReportLabRow } from './report-parts.types';
import { reportSeriesKey, type HistogramRangeRequest } from './report-rows';

const S1 = 101;
const S2 = 102;
const METHOD = 7;

function statistics(sampleId: number, groupId: number | null, n: number, extra: Partial<ReportStatisticsRow> = {}): ReportStatisticsRow {
  return {
    sampleId,
    evaluationGroupId: groupId,
    n,
    nOutliers: 0,
    assignedValue: 10,
    assignedValueSource: 'consensus',
    sigmaPt: 1,
    uncertainty: 0.1,
    robustMean: 10,
    robustSd: 1,
    median: 10,
    mean: 10,
    sd: 1,
    min: 8,
    max: 12,
    cv: 10,
    acceptanceMin: 8,
    acceptanceMax: 12,
    target: null,
    histogram: { bins: [{ from: 8, to: 10, count: 1 }, { from: 10, to: 12, count: 2 }] },
    nominalCounts: null,
    ...extra,
  };
}

/** A lab row: lab `lab`, result group `rg`, in the survey 1. */
function row(lab: number, rg: number, sampleId: number, groupId: number | null, value: number, extra: Partial<ReportLabRow> = {}): ReportLabRow {
  return {
    surveyId: 1,
    labId: lab,
    sampleId,
    resultGroupId: rg,
    evaluationGroupId: groupId,
    value,
    nominalValueId: null,
    relation: '=',
    zScore: value - 10,
    zPrimeScore: value - 10,
    zetaScore: null,
    enScore: null,
    deviationPercent: (value - 10) * 10,
    scaledValue: (value - 8) / 4,
    accepted: Math.abs(value - 10) <= 2,
    outlier: false,
    hidden: false,
    ...extra,
  };
}

/** Three labs (result groups 11, 21, 31), two samples; labs 1 and 2 are in the method group. */
const everyRow: ReportLabRow[] = [
  row(1, 11, S1, null, 9),
  row(2, 21, S1, null, 11),
  row(3, 31, S1, null, 10),
  row(1, 11, S2, null, 12),
  row(2, 21, S2, null, 10.5),
  row(3, 31, S2, null, 13, { accepted: false }),
  row(1, 11, S1, METHOD, 9),
  row(2, 21, S1, METHOD, 11),
  row(1, 11, S2, METHOD, 12),
  row(2, 21, S2, METHOD, 10.5),
];

/** The stored chart series of everyRow, as the job writes them (attachChartSummaries). */
function chartsOf(rows: readonly ReportLabRow[]): Map<string, EvaluationChart> {
  const charts = new Map<string, EvaluationChart>();
  const verdict = (r: ReportLabRow) => rows.find((x) => x.evaluationGroupId === null && x.sampleId === r.sampleId && x.resultGroupId === r.resultGroupId)!.accepted;
  for (const r of [...rows].sort((a, b) => a.value! - b.value!)) {
    const key = reportSeriesKey(r.sampleId, r.evaluationGroupId);
    const c = charts.get(key) ?? { values: [], zScores: [], scaled: [], outliers: [], accepted: [], resultGroupIds: [] };
    c.values.push(r.value!);
    c.zScores.push(r.zScore);
    c.scaled.push(r.scaledValue);
    c.outliers.push(r.outlier);
    c.accepted.push(verdict(r));
    c.resultGroupIds.push(r.resultGroupId!);
    charts.set(key, c);
  }
  return charts;
}

/** The method groups (n = 2) are below minN: no consensus, so no assigned value or σpt is stored. */
const BELOW_MIN_N = { assignedValue: null, assignedValueSource: null, sigmaPt: null, uncertainty: null } as const;
const numericStatistics = [statistics(S2, METHOD, 2, BELOW_MIN_N), statistics(S1, null, 3), statistics(S2, null, 3), statistics(S1, METHOD, 2, BELOW_MIN_N)];

function shared(overrides: Partial<SharedReportData> = {}): SharedReportData {
  return {
    version: 'v1',
    valueType: 'numeric',
    minN: 3,
    sampleIds: [S1, S2],
    statistics: numericStatistics,
    groupOrdinals: new Map([[METHOD, 1]]),
    charts: chartsOf(everyRow),
    rows: [],
    acceptedValueIds: new Map(),
    ...overrides,
  };
}

function lab(labId: number, resultGroupIds: number[], overrides: Partial<LabReportData> = {}): LabReportData {
  return {
    kind: 'evaluation',
    run: { id: 5, finishedAt: '2026-01-01T00:00:00.000Z' },
    survey: {
      id: 1,
      schemeShortName: 'GLU',
      schemeName: null,
      round: { id: 1, name: '2026/1', year: 2026, ordinal: 1 },
      accredited: true,
      startsAt: null,
      endsAt: null,
      preEvaluatedAt: null,
      evaluatedAt: null,
    },
    parameter: { id: 3, name: { en: 'Glucose' }, qualifier: null, valueType: 'numeric', unit: null, minN: 3 },
    lab: { id: labId, shortName: `L${labId}`, name: `Lab ${labId}` },
    labId,
    surveyId: 1,
    samples: [S1, S2].map((id, i) => ({ id, name: `S${i + 1}`, description: null, url: null, ordinal: i + 1, merges: [] })),
    resultGroups: resultGroupIds.map((id, i) => ({ id, name: null, ordinal: i + 1, hidden: false })),
    groups: [{ id: METHOD, name: { en: 'Method A' }, kind: 'method', ordinal: 1 }],
    allGroupName: { en: 'All labs' },
    rows: everyRow.filter((r) => r.labId === labId),
    valueNames: [],
    ...overrides,
  };
}

/** The report of a lab as the API and the web make it: the shared part, the lab's own part, merged. */
function reportOf(data: SharedReportData, labData: LabReportData, range: HistogramRangeRequest = {}) {
  const built = buildSharedReport(data);
  return labReport(built.report, ownReport(built, labData), range);
}

describe('buildSharedReport + labReport', () => {
  it('shows a reference value with its source and uncertainty, scored below minN', () => {
    const reference = { assignedValue: 10.2, assignedValueSource: 'certified_reference_material', uncertainty: 0.05, sigmaPt: 0.5 } as const;
    const data = shared({ statistics: [statistics(S1, null, 3, reference), statistics(S2, null, 3), statistics(S1, METHOD, 2, reference), statistics(S2, METHOD, 2, BELOW_MIN_N)], minN: 8 });
    const line = reportOf(data, lab(1, [11])).statistics.find((s) => s.sampleId === S1 && s.evaluationGroupId === METHOD)!;
    expect(line).toMatchObject({ assignedValue: 10.2, assignedValueSource: 'certified_reference_material', uncertainty: 0.05, scored: true });
  });

  it('orders the table by sample, then all labs before the peer groups', () => {
    const report = reportOf(shared(), lab(1, [11]));
    expect(report.statistics.map((s) => [s.sampleId, s.evaluationGroupId])).toEqual([
      [S1, null],
      [S1, METHOD],
      [S2, null],
      [S2, METHOD],
    ]);
    expect(report.statistics.map((s) => s.scored)).toEqual([true, false, true, false]);
    expect(report.statistics.map((s) => s.assignedValueSource)).toEqual(['consensus', null, 'consensus', null]);
    expect(report.evaluationGroups).toEqual([
      { id: null, name: { en: 'All labs' }, kind: 'all', member: true },
      { id: METHOD, name: { en: 'Method A' }, kind: 'method', member: true },
    ]);
  });

  it.each([
    { name: 'a lab in the method group', labId: 1, groups: [11], marks: [{ index: 0, resultGroupId: 11 }], member: [true, true] },
    { name: 'a lab outside it', labId: 3, groups: [31], marks: [{ index: 1, resultGroupId: 31 }], member: [true, false] },
    { name: 'a lab without results', labId: 4, groups: [41], marks: [], member: [false, false] },
  ])('marks the own results of $name and nothing of the others', ({ labId, groups, marks, member }) => {
    const report = reportOf(shared(), lab(labId, groups));
    const all = report.charts.find((c) => c.sampleId === S1 && c.evaluationGroupId === null)!;
    expect(all.values).toEqual([9, 10, 11]);
    expect(all.own).toEqual(marks);
    expect(report.evaluationGroups.map((g) => g.member)).toEqual(member);
    expect(report.statistics[0]!.own.map((o) => o.resultGroupId)).toEqual(groups.filter(() => marks.length > 0));
    expect(JSON.stringify(report)).not.toContain('participants');
  });

  it('gives an own result the all-labs verdict in every group', () => {
    const rows = lab(1, [11]).rows.map((r) => (r.evaluationGroupId === METHOD && r.sampleId === S1 ? { ...r, accepted: false } : r));
    const report = reportOf(shared(), lab(1, [11], { rows }));
    expect(report.statistics.find((s) => s.sampleId === S1 && s.evaluationGroupId === METHOD)!.own[0]!.accepted).toBe(true);
  });

  it('draws the same report from the stored series as from every lab\'s rows (older runs)', () => {
    const fromSeries = reportOf(shared(), lab(2, [21]));
    const fromRows = reportOf(shared({ charts: null, rows: everyRow }), lab(2, [21]));
    expect(fromRows).toEqual(fromSeries);
  });

  it('pairs the two samples of a Youden plot by result and marks the own pair', () => {
    const report = reportOf(shared(), lab(2, [21]));
    const all = report.youden.find((y) => y.evaluationGroupId === null)!;
    expect(all).toMatchObject({ xSampleId: S1, ySampleId: S2, x: [9, 10, 11], y: [12, 13, 10.5], own: [{ index: 2, resultGroupId: 21 }] });
    expect(report.youden.map((y) => y.evaluationGroupId)).toEqual([null, METHOD]);
  });

  it.each([
    { range: {}, source: 'automatic', min: 8, max: 12 },
    { range: { min: 9, max: 11 }, source: 'custom', min: 9, max: 11 },
  ])('draws the histogram of the $source range', ({ range, source, min, max }) => {
    const built = buildSharedReport(shared());
    const report = labReport(built.report, ownReport(built, lab(1, [11])), range);
    const h = report.histograms.find((x) => x.sampleId === S1 && x.evaluationGroupId === null)!;
    expect(h).toMatchObject({ rangeSource: source, min, max });
    expect(h.normal).toMatchObject({ mean: 10, sd: 1 });
    // a custom range never changes what the next lab gets
    expect(labReport(built.report, ownReport(built, lab(2, [21]))).histograms[0]!.rangeSource).toBe('automatic');
  });

  it.each([
    { name: 'no run', data: shared({ statistics: [], charts: null }), run: null },
    { name: 'nobody reported', data: shared({ statistics: numericStatistics.map((s) => ({ ...s, n: 0 })) }), run: lab(1, [11]).run },
  ])('answers noData when $name', ({ data, run }) => {
    const report = reportOf(data, lab(1, [11], { run }));
    expect(report).toMatchObject({ noData: true, statistics: [], charts: [], youden: [], histograms: [] });
  });

  it('counts nominal values from every lab and adds the own choice and the value names', () => {
    const RED = 501;
    const BLUE = 502;
    const nominal = (labId: number, rg: number, valueId: number): ReportLabRow => ({
      ...row(labId, rg, S1, null, 0),
      value: null,
      relation: null,
      nominalValueId: valueId,
      accepted: valueId === RED,
    });
    const rows = [nominal(1, 11, RED), nominal(2, 21, RED), nominal(3, 31, BLUE)];
    const data = shared({
      valueType: 'nominal',
      sampleIds: [S1],
      statistics: [statistics(S1, null, 3, { nominalCounts: { [RED]: 2, [BLUE]: 1 }, histogram: null })],
      charts: null,
      rows,
      acceptedValueIds: new Map([[S1, [RED]]]),
    });
    const names = [
      { id: RED, name: { en: 'red' } },
      { id: BLUE, name: { en: 'blue' } },
    ];
    const parameter = { ...lab(3, [31]).parameter, valueType: 'nominal' as const };
    const report = reportOf(data, lab(3, [31], { parameter, rows: rows.filter((r) => r.labId === 3), valueNames: names }));
    expect(report.nominal).toEqual([
      {
        sampleId: S1,
        evaluationGroupId: null,
        n: 3,
        counts: [
          { valueId: RED, name: { en: 'red' }, count: 2, fraction: 2 / 3, accepted: true },
          { valueId: BLUE, name: { en: 'blue' }, count: 1, fraction: 1 / 3, accepted: false },
        ],
        acceptedCount: 2,
        acceptedFraction: 2 / 3,
        own: [expect.objectContaining({ resultGroupId: 31, nominalValueId: BLUE, accepted: false })],
      },
    ]);
    expect(report.charts).toEqual([]);
  });
});

describe('the two parts as they travel (shared resource, own part)', () => {
  it('are plain JSON and valid against their schemas; merged after a JSON round trip they make the same report', () => {
    const built = buildSharedReport(shared());
    const own = ownReport(built, lab(2, [21]));
    const sharedJson: unknown = JSON.parse(JSON.stringify(built.report));
    const ownJson: unknown = JSON.parse(JSON.stringify(own));
    expect(ZSharedReport.parse(sharedJson)).toEqual(built.report);
    expect(ZOwnReport.parse(ownJson)).toEqual(own);
    expect(labReport(ZSharedReport.parse(sharedJson), ZOwnReport.parse(ownJson))).toEqual(labReport(built.report, own));
  });

  it('the shared part names no participant: no lab, no result group', () => {
    const built = buildSharedReport(shared());
    const text = JSON.stringify(built.report);
    expect(text).not.toContain('participants');
    expect(text).not.toContain('resultGroupId');
    expect(text).not.toContain('labId');
    // the participants stay beside it, one list per series and per Youden plot
    expect(built.participants.charts).toHaveLength(built.report.charts.length);
    expect(built.participants.youden).toHaveLength(built.report.youden.length);
    expect(built.participants.charts[0]).toEqual([11, 31, 21]);
  });

  it.each([
    { name: 'a lab in the method group', labId: 1, groups: [11], charts: [[{ index: 0, resultGroupId: 11 }], [{ index: 0, resultGroupId: 11 }]] },
    { name: 'a lab without results', labId: 4, groups: [41], charts: [[], []] },
    {
      name: 'a lab with two result groups (in index order)',
      labId: 2,
      groups: [21, 11],
      charts: [
        [
          { index: 0, resultGroupId: 11 },
          { index: 2, resultGroupId: 21 },
        ],
        [
          { index: 0, resultGroupId: 11 },
          { index: 1, resultGroupId: 21 },
        ],
      ],
    },
  ])('the own part marks the points of $name and no others', ({ labId, groups, charts }) => {
    const built = buildSharedReport(shared());
    const own = ownReport(built, lab(labId, groups));
    expect(own.sharedVersion).toBe('v1');
    expect(own.marks.charts.slice(0, 2)).toEqual(charts);
    expect(own.marks.youden).toHaveLength(built.report.youden.length);
  });

  it.each([
    { lists: [], positions: [] },
    { lists: [[11, 31, 21], [11]], positions: [[11, [[0, 0], [1, 0]]], [31, [[0, 1]]], [21, [[0, 2]]]] },
    { lists: [[], [-4, 7]], positions: [[-4, [[1, 0]]], [7, [[1, 1]]]] },
  ])('participantPositions of $lists', ({ lists, positions }) => {
    expect([...participantPositions(lists)]).toEqual(positions);
  });

  it('refuses to merge an own part of another build of the shared part', () => {
    const built = buildSharedReport(shared());
    const other = buildSharedReport(shared({ version: 'v2' }));
    expect(() => labReport(other.report, ownReport(built, lab(1, [11])))).toThrow(/v1/);
  });
});
