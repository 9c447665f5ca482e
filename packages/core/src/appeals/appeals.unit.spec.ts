import { describe, expect, it } from 'vitest';
import { appealWindowClosesAt, appealWindowRefusal } from './appeal-window';
import { APPEAL_STATES, appealTransitionRefusal, isAppealClosed, type AppealState } from './appeal-state';
import { APPEAL_MESSAGES } from './messages';

const at = (iso: string) => new Date(iso);
const published = at('2026-06-10T08:00:00Z');

describe('appealWindowRefusal', () => {
  it.each<{ name: string; publishedAt: Date | null; windowDays: number; now: Date; expected: ReturnType<typeof appealWindowRefusal> }>([
    { name: 'right after publication', publishedAt: published, windowDays: 21, now: at('2026-06-10T08:00:00Z'), expected: null },
    { name: 'the last moment of 21 days', publishedAt: published, windowDays: 21, now: at('2026-07-01T07:59:59Z'), expected: null },
    {
      name: 'exactly 21 days later',
      publishedAt: published,
      windowDays: 21,
      now: at('2026-07-01T08:00:00Z'),
      expected: { code: APPEAL_MESSAGES.windowClosed, params: { closedOn: '2026-07-01', closedAt: '2026-07-01T08:00:00.000Z' } },
    },
    {
      name: 'an org window of 28 days, day 25',
      publishedAt: published,
      windowDays: 28,
      now: at('2026-07-05T00:00:00Z'),
      expected: null,
    },
    {
      name: 'an org window of 7 days, day 8',
      publishedAt: published,
      windowDays: 7,
      now: at('2026-06-18T09:00:00Z'),
      expected: { code: APPEAL_MESSAGES.windowClosed, params: { closedOn: '2026-06-17', closedAt: '2026-06-17T08:00:00.000Z' } },
    },
    { name: 'not published', publishedAt: null, windowDays: 21, now: at('2026-06-11T00:00:00Z'), expected: { code: APPEAL_MESSAGES.notPublished, params: {} } },
    { name: 'publication scheduled later', publishedAt: published, windowDays: 21, now: at('2026-06-09T00:00:00Z'), expected: { code: APPEAL_MESSAGES.notPublished, params: {} } },
  ])('$name', ({ publishedAt, windowDays, now, expected }) => {
    expect(appealWindowRefusal({ publishedAt, windowDays, now })).toEqual(expected);
  });

  it('closes the window days × 24 h after publication', () => {
    expect(appealWindowClosesAt(published, 21).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });
});

describe('appealTransitionRefusal', () => {
  const allowed: Array<[AppealState, AppealState]> = [
    ['submitted', 'in_review'],
    ['in_review', 'upheld'],
    ['in_review', 'rejected'],
  ];
  const cases = APPEAL_STATES.flatMap((from) => APPEAL_STATES.map((to) => ({ from, to, ok: allowed.some(([f, t]) => f === from && t === to) })));
  it.each(cases)('$from → $to: allowed $ok', ({ from, to, ok }) => {
    const refusal = appealTransitionRefusal(from, to, 'Our response');
    if (ok) expect(refusal).toBeNull();
    else expect(refusal).toEqual({ code: APPEAL_MESSAGES.invalidTransition, param: 'state', params: { from, to } });
  });

  it.each<{ to: AppealState; response: string | null; expected: string | null }>([
    { to: 'upheld', response: null, expected: APPEAL_MESSAGES.responseRequired },
    { to: 'rejected', response: '   ', expected: APPEAL_MESSAGES.responseRequired },
    { to: 'rejected', response: 'The assigned value stands.', expected: null },
  ])('in_review → $to with response $response → $expected', ({ to, response, expected }) => {
    expect(appealTransitionRefusal('in_review', to, response)?.code ?? null).toBe(expected);
  });

  it('moves to review without a response', () => {
    expect(appealTransitionRefusal('submitted', 'in_review', null)).toBeNull();
  });

  it.each<{ state: AppealState; closed: boolean }>([
    { state: 'submitted', closed: false },
    { state: 'in_review', closed: false },
    { state: 'upheld', closed: true },
    { state: 'rejected', closed: true },
  ])('$state closed: $closed', ({ state, closed }) => {
    expect(isAppealClosed(state)).toBe(closed);
  });
});
