import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { historyWindow, longTermRange, subtractMonths } from './history';
import { matchesLevelFilter, sampleLevels, ZLevelFilter } from './levels';
import { NOMINAL_FRACTION_AXIS, nominalSummary } from './nominal';

describe('level filter', () => {
  it('splits samples at halfway between the lowest and highest level', () => {
    expect(sampleLevels([7.2, 3.1])).toEqual(['high', 'low']);
    expect(sampleLevels([3, 3, 7])).toEqual(['low', 'low', 'high']);
    expect(sampleLevels([3, 5, 7])).toEqual(['low', 'high', 'high']);
    expect(sampleLevels([1, 2, 10, null])).toEqual(['low', 'low', 'high', null]);
  });
  it('one level only: every sample is both low and high', () => {
    expect(sampleLevels([4])).toEqual(['both']);
    expect(sampleLevels([4, 4, null])).toEqual(['both', 'both', null]);
  });
  it('filters', () => {
    expect(matchesLevelFilter('low', 'all')).toBe(true);
    expect(matchesLevelFilter('low', 'low')).toBe(true);
    expect(matchesLevelFilter('low', 'high')).toBe(false);
    expect(matchesLevelFilter('both', 'high')).toBe(true);
    expect(matchesLevelFilter(null, 'low')).toBe(false);
    expect(matchesLevelFilter(null, 'all')).toBe(true);
    expect(ZLevelFilter.safeParse('medium').success).toBe(false);
  });
});

describe('nominal summary', () => {
  it('counts per value and the acceptance fraction', () => {
    const s = nominalSummary(
      [
        { id: 1, valueIds: 10 },
        { id: 2, valueIds: [10] },
        { id: 3, valueIds: [11] },
        { id: 4, valueIds: [10, 12] },
        { id: 5, valueIds: null },
      ],
      [10],
    );
    expect(s.n).toBe(4);
    expect(s.counts).toEqual([
      { valueId: 10, count: 3, fraction: 0.75, accepted: true },
      { valueId: 11, count: 1, fraction: 0.25, accepted: false },
      { valueId: 12, count: 1, fraction: 0.25, accepted: false },
    ]);
    expect(s.acceptedCount).toBe(2);
    expect(s.acceptanceFraction).toBe(0.5);
    expect(s.labs).toEqual([
      { id: 1, accepted: true },
      { id: 2, accepted: true },
      { id: 3, accepted: false },
      { id: 4, accepted: false },
      { id: 5, accepted: null },
    ]);
    expect(NOMINAL_FRACTION_AXIS).toEqual({ min: 0.6, max: 1 });
  });
  it('has no acceptance fraction without criteria or answers', () => {
    expect(nominalSummary([{ id: 1, valueIds: 3 }], []).acceptanceFraction).toBeNull();
    expect(nominalSummary([], [3])).toMatchObject({ n: 0, acceptanceFraction: null, counts: [] });
  });
});

describe('history window and long-term periods', () => {
  it('history runs from the survey start − 1 day to the evaluation date + 1 day', () => {
    expect(historyWindow('2017-03-01T00:01:00.000Z', new Date('2017-06-10T12:00:00.000Z'))).toEqual({
      from: '2017-02-28T00:01:00.000Z',
      to: '2017-06-11T12:00:00.000Z',
    });
  });
  it('a fixed period ends at the anchor and starts that many calendar months earlier', () => {
    const anchor = '2017-06-16T05:00:00.000Z';
    expect(longTermRange(12, anchor)).toEqual({ from: '2016-06-16T05:00:00.000Z', to: anchor });
    expect(longTermRange(6, anchor).from).toBe('2016-12-16T05:00:00.000Z');
    expect(longTermRange(24, anchor).from).toBe('2015-06-16T05:00:00.000Z');
    expect(longTermRange(36, anchor).from).toBe('2014-06-16T05:00:00.000Z');
  });
  it('clamps the day to the length of the month', () => {
    expect(subtractMonths(new Date('2016-08-31T10:00:00Z'), 6).toISOString()).toBe('2016-02-29T10:00:00.000Z');
    expect(subtractMonths(new Date('2017-08-31T10:00:00Z'), 6).toISOString()).toBe('2017-02-28T10:00:00.000Z');
    expect(subtractMonths(new Date('2017-03-31T00:00:00Z'), 36).toISOString()).toBe('2014-03-31T00:00:00.000Z');
  });
  it('a custom period needs from before to', () => {
    expect(longTermRange({ from: '2016-01-01', to: '2016-12-31' }, '2020-01-01')).toEqual({
      from: '2016-01-01T00:00:00.000Z',
      to: '2016-12-31T00:00:00.000Z',
    });
    expect(() => longTermRange({ from: '2016-12-31', to: '2016-01-01' }, '2020-01-01')).toThrow(AppError);
  });
  it('refuses unknown periods and invalid dates', () => {
    expect(() => longTermRange(18 as 12, '2017-01-01')).toThrow(AppError);
    expect(() => historyWindow('not a date', '2017-01-01')).toThrow(AppError);
  });
});
