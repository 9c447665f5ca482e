import { describe, expect, it } from 'vitest';
import { isRoundOrderEditable, roundOrderDeadline, roundOrderEditability, type ProductRoundDates } from './editability';

const round: ProductRoundDates = {
  startsAt: '2017-03-01T00:01:00Z',
  deadline: '2017-02-01T12:00:00Z',
  productRoundDeadline: null,
};
const custom: ProductRoundDates = { ...round, productRoundDeadline: '2017-02-15T12:00:00Z' };
const org = { orgUser: true };
const lab = { orgUser: false };

describe('the deadline that applies (spec 2 §4 Editability)', () => {
  it.each([
    ['org user: the round start', round, org, '2017-03-01T00:01:00.000Z'],
    ['org user: the round start, custom deadline or not', custom, org, '2017-03-01T00:01:00.000Z'],
    ['lab user: the round deadline', round, lab, '2017-02-01T12:00:00.000Z'],
    ['lab user: the product round deadline wins', custom, lab, '2017-02-15T12:00:00.000Z'],
    ['lab user: the product round deadline alone', { ...round, deadline: null, productRoundDeadline: '2017-02-15T12:00:00Z' }, lab, '2017-02-15T12:00:00.000Z'],
    ['lab user: no deadline at all', { ...round, deadline: null }, lab, null],
    ['org user: the round not scheduled', { ...round, startsAt: null }, org, null],
    ['dates as Date', { ...round, deadline: new Date('2017-02-01T12:00:00Z') }, lab, '2017-02-01T12:00:00.000Z'],
  ] as const)('%s', (_name, dates, viewer, deadline) => {
    expect(roundOrderDeadline(dates, viewer)?.toISOString() ?? null).toBe(deadline);
  });
});

describe('editable strictly before the deadline', () => {
  it.each([
    // lab user, round deadline 2017-02-01T12:00:00Z
    ['lab, one ms before the deadline', round, lab, '2017-02-01T11:59:59.999Z', true],
    ['lab, at the deadline', round, lab, '2017-02-01T12:00:00.000Z', false],
    ['lab, one ms after the deadline', round, lab, '2017-02-01T12:00:00.001Z', false],
    // lab user, custom deadline 2017-02-15T12:00:00Z (later than the round's)
    ['lab, after the round deadline but before the custom one', custom, lab, '2017-02-10T00:00:00Z', true],
    ['lab, one ms before the custom deadline', custom, lab, '2017-02-15T11:59:59.999Z', true],
    ['lab, at the custom deadline', custom, lab, '2017-02-15T12:00:00.000Z', false],
    ['lab, one ms after the custom deadline', custom, lab, '2017-02-15T12:00:00.001Z', false],
    // org user, round start 2017-03-01T00:01:00Z: lab deadlines do not bind
    ['org, after the lab deadlines', custom, org, '2017-02-20T00:00:00Z', true],
    ['org, one ms before the round start', round, org, '2017-03-01T00:00:59.999Z', true],
    ['org, at the round start', round, org, '2017-03-01T00:01:00.000Z', false],
    ['org, one ms after the round start', round, org, '2017-03-01T00:01:00.001Z', false],
    ['lab, no deadline', { ...round, deadline: null }, lab, '2030-01-01T00:00:00Z', true],
    ['org, not scheduled', { ...round, startsAt: null }, org, '2030-01-01T00:00:00Z', true],
  ] as const)('%s → %s', (_name, dates, viewer, now, editable) => {
    expect(isRoundOrderEditable(dates, viewer, now)).toBe(editable);
    expect(roundOrderEditability(dates, viewer, new Date(now)).editable).toBe(editable);
  });

  it('answers the deadline for display with the verdict', () => {
    expect(roundOrderEditability(custom, lab, '2017-01-01T00:00:00Z')).toEqual({ editable: true, deadline: new Date('2017-02-15T12:00:00Z') });
  });

  it('rejects an invalid now', () => {
    expect(() => isRoundOrderEditable(round, lab, 'soon')).toThrow(RangeError);
  });
});
