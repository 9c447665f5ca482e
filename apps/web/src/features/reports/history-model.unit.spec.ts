import { describe, expect, it } from 'vitest';
import { historyChartData, historyRows, lineOfLevel, monthTicks, rankOfResultGroup, resultGroupRanks } from './history-model';
import { historyFixture } from './report-fixture';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions } from './report-options';

const options = (patch: Partial<ReportOptions> = {}): ReportOptions => ({ ...DEFAULT_REPORT_OPTIONS, ...patch });

describe('long-term chart', () => {
  it('draws one line per level and result group over the evaluation dates, marking the current survey', () => {
    const data = historyChartData(historyFixture(), options(), 'zScore', null, null);
    expect(data.dates.map((d) => d.toISOString().slice(0, 10))).toEqual(['2016-09-10', '2017-01-10', '2017-05-10']);
    expect(data.currentIndex).toBe(2);
    expect(data.series.map((s) => [s.id, s.data])).toEqual([
      ['low:1', [-1, 0.5, null]],
      ['low:2', [null, 3.5, null]],
      ['high:1', [2.5, null, 1.5]],
    ]);
  });
  it('shows the bias% in value mode and the scaled value in scale mode', () => {
    expect(historyChartData(historyFixture(), options(), 'value', null, null).series[0]!.data).toEqual([-3.4, 1, null]);
    expect(historyChartData(historyFixture(), options(), 'scaled', null, null).series[0]!.data).toEqual([0.3, 0.5, null]);
  });
  it('follows the level, the result group, the outliers and the evaluation group', () => {
    expect(historyChartData(historyFixture(), options({ level: 'high' }), 'zScore', null, null).series.map((s) => s.id)).toEqual(['high:1']);
    expect(historyChartData(historyFixture(), options(), 'zScore', null, 2).series.map((s) => s.id)).toEqual(['low:2']);
    expect(historyChartData(historyFixture(), options({ outliers: false }), 'zScore', null, null).series.map((s) => s.id)).toEqual(['low:1', 'high:1']);
    expect(historyChartData(historyFixture(), options(), 'zScore', 41, null).series.map((s) => s.data)).toEqual([[null, null, 1.9]]);
  });
  it('names the line of samples that do not split into levels', () => {
    expect(lineOfLevel('both')).toBe('sample');
    expect(lineOfLevel(null)).toBe('sample');
    expect(lineOfLevel('low')).toBe('low');
  });
});

describe('long-term table', () => {
  it('lists the results newest survey first with the rounded bias%', () => {
    const rows = historyRows(historyFixture(), options(), null, null);
    expect(rows.map((r) => r.key)).toEqual(['3:31:1', '2:20:1', '2:20:2', '1:10:1', '1:11:1']);
    expect(rows[0]).toMatchObject({ current: true, biasPercent: 5, zScore: 1.5, sampleName: '3B' });
    expect(rows[3]).toMatchObject({ biasPercent: -3, accepted: true });
  });
});

describe('result groups across surveys', () => {
  it('are matched by their position in each survey', () => {
    const survey = { results: [{ resultGroupId: 31 }, { resultGroupId: 17 }, { resultGroupId: 31 }] } as unknown as Parameters<typeof resultGroupRanks>[0];
    expect([...resultGroupRanks(survey)]).toEqual([
      [17, 1],
      [31, 2],
    ]);
    const groups = [
      { id: 9, ordinal: 2 },
      { id: 4, ordinal: 1 },
    ];
    expect(rankOfResultGroup(groups, 'all')).toBeNull();
    expect(rankOfResultGroup(groups, 9)).toBe(2);
    expect(rankOfResultGroup(groups, 77)).toBeNull();
  });
  it('keep one line per level when the group ids differ from survey to survey', () => {
    const history = historyFixture();
    history.surveys[0]!.results = history.surveys[0]!.results.map((r) => ({ ...r, resultGroupId: 101 }));
    const data = historyChartData(history, options(), 'zScore', null, null);
    expect(data.series.map((s) => [s.id, s.data])).toEqual([
      ['low:1', [-1, 0.5, null]],
      ['low:2', [null, 3.5, null]],
      ['high:1', [2.5, null, 1.5]],
    ]);
  });
});

describe('monthTicks: the long-term time axis', () => {
  const d = (iso: string) => new Date(iso);
  const months = (ticks: Date[]) => ticks.map((t) => t.toISOString().slice(0, 7));
  it.each([
    // period, max ticks, expected month starts
    ['2016-08-14T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 8, ['2016-09', '2016-10', '2016-11', '2016-12', '2017-01', '2017-02']],
    ['2016-08-01T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 8, ['2016-08', '2016-09', '2016-10', '2016-11', '2016-12', '2017-01', '2017-02']],
    ['2016-02-14T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 8, ['2016-03', '2016-05', '2016-07', '2016-09', '2016-11', '2017-01']],
    ['2015-02-14T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 8, ['2015-04', '2015-07', '2015-10', '2016-01', '2016-04', '2016-07', '2016-10', '2017-01']],
    ['2014-02-14T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 8, ['2014-07', '2015-01', '2015-07', '2016-01', '2016-07', '2017-01']],
    ['2014-02-14T00:00:00.000Z', '2017-02-14T00:00:00.000Z', 3, ['2015-01', '2016-01', '2017-01']],
    ['2017-03-02T00:00:00.000Z', '2017-03-20T00:00:00.000Z', 8, []],
  ])('%s … %s, at most %i ticks', (from, to, max, expected) => {
    const ticks = monthTicks(d(from), d(to), max);
    expect(months(ticks)).toEqual(expected);
    expect(new Set(months(ticks)).size).toBe(ticks.length);
  });
  it('answers no ticks for an empty period', () => {
    expect(monthTicks(d('2017-01-01T00:00:00.000Z'), d('2017-01-01T00:00:00.000Z'), 8)).toEqual([]);
  });
});
