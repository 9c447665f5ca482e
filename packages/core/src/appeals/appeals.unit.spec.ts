import { describe, expect, it } from 'vitest';
import { appealWindowClosesAt, appealWindowRefusal } from './appeal-window';
import { APPEAL_STATES, appealTransitionRefusal, isAppealClosed, type AppealState } from './appeal-state';
import { APPEAL_MESSAGES } from './messages';
import { appealAttachmentRefusal, MAX_APPEAL_ATTACHMENT_BYTES, ZAppealAttachmentIds } from './appeal-attachments';

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

describe('appealAttachmentRefusal (what an appeal may carry)', () => {
  const MB = 1024 * 1024;
  it.each([
    { name: 'a PDF', size: 2 * MB, mimeType: 'application/pdf', expected: null },
    { name: 'a JPEG photo', size: 500_000, mimeType: 'image/jpeg', expected: null },
    { name: 'a PNG screenshot (type with parameters)', size: 1, mimeType: 'Image/PNG; charset=x', expected: null },
    { name: 'exactly the limit', size: MAX_APPEAL_ATTACHMENT_BYTES, mimeType: 'application/pdf', expected: null },
    { name: 'one byte over the limit', size: MAX_APPEAL_ATTACHMENT_BYTES + 1, mimeType: 'application/pdf', expected: { code: 'appeals.errors.attachmentTooLarge', params: { maxMb: 10 } } },
    { name: 'empty', size: 0, mimeType: 'application/pdf', expected: { code: 'appeals.errors.attachmentEmpty', params: {} } },
    { name: 'bytes of no known format (text named .pdf)', size: 10, mimeType: undefined, expected: { code: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' } } },
    { name: 'a Word document', size: 10, mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', expected: { code: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' } } },
    { name: 'a GIF', size: 10, mimeType: 'image/gif', expected: { code: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' } } },
    { name: 'an SVG', size: 10, mimeType: 'image/svg+xml', expected: { code: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' } } },
  ])('$name', ({ size, mimeType, expected }) => {
    const refusal = appealAttachmentRefusal({ size, mimeType });
    expect(refusal === null ? null : { code: refusal.code, params: refusal.params }).toEqual(expected);
  });

  it('takes at most five attachment ids', () => {
    expect(ZAppealAttachmentIds.safeParse([1, 2, 3, 4, 5]).success).toBe(true);
    const six = ZAppealAttachmentIds.safeParse([1, 2, 3, 4, 5, 6]);
    expect(six.success).toBe(false);
    expect(six.error?.issues[0]?.message).toBe('appeals.errors.tooManyAttachments');
    expect(ZAppealAttachmentIds.safeParse([0]).success).toBe(false);
  });
});
