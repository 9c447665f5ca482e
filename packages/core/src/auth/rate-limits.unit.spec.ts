import { describe, expect, it } from 'vitest';
import { decideRateLimit, forgotPasswordRateLimitKeys, LOGIN_LIMITS, rateLimitCounterKey, type RateLimitHit } from './rate-limits';

const now = new Date('2026-11-26T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const hit = (limit: RateLimitHit['key']['limit'], hits: number, startedMinutesAgo: number): RateLimitHit => ({
  key: { limit, subject: 'x' },
  hits,
  windowStartedAt: minutesAgo(startedMinutesAgo),
});

describe('decideRateLimit', () => {
  it.each([
    { name: 'no counters', hits: [], refused: false },
    { name: 'at the limit (this attempt is the 5th)', hits: [hit(LOGIN_LIMITS.accountAndIp, 5, 1)], refused: false },
    { name: 'one over on the account and address', hits: [hit(LOGIN_LIMITS.accountAndIp, 6, 1)], refused: true, retry: 14 * 60 },
    { name: 'under on every counter', hits: [hit(LOGIN_LIMITS.accountAndIp, 3, 1), hit(LOGIN_LIMITS.account, 40, 2), hit(LOGIN_LIMITS.ip, 20, 3)], refused: false },
    { name: 'the account ceiling', hits: [hit(LOGIN_LIMITS.accountAndIp, 1, 0), hit(LOGIN_LIMITS.account, 51, 5)], refused: true, retry: 10 * 60 },
    { name: 'the latest window end of those over', hits: [hit(LOGIN_LIMITS.accountAndIp, 9, 14), hit(LOGIN_LIMITS.ip, 21, 2)], refused: true, retry: 13 * 60 },
    { name: 'a window about to end still says 1 s', hits: [hit(LOGIN_LIMITS.ip, 30, 15)], refused: true, retry: 1 },
  ])('$name', ({ hits, refused, retry }) => {
    const decision = decideRateLimit(hits, now);
    expect(decision.refused).toBe(refused);
    if (decision.refused) expect(decision.retryAfterSeconds).toBe(retry);
  });
});

describe('rateLimitCounterKey', () => {
  it.each([
    { subject: 'Lab1|127.0.0.1', key: 'login:account-ip:lab1|127.0.0.1' },
    { subject: '  ADMIN ', key: 'login:account-ip:admin' },
    { subject: 'x'.repeat(300), key: `login:account-ip:${'x'.repeat(200)}` },
  ])('$subject', ({ subject, key }) => {
    expect(rateLimitCounterKey({ limit: LOGIN_LIMITS.accountAndIp, subject })).toBe(key);
  });
});

describe('forgotPasswordRateLimitKeys', () => {
  it.each([
    { name: 'the pair as typed, normalised', request: { ip: '10.0.0.1', username: ' Lab1 ', email: 'Lab1@Example.org ' }, keys: ['forgot-password:ip:10.0.0.1', 'forgot-password:account-email:lab1|lab1@example.org'] },
    { name: 'another address for the same username is another counter', request: { ip: '10.0.0.2', username: 'lab1', email: 'attacker@example.org' }, keys: ['forgot-password:ip:10.0.0.2', 'forgot-password:account-email:lab1|attacker@example.org'] },
  ])('$name', ({ request, keys }) => {
    expect(forgotPasswordRateLimitKeys(request).map(rateLimitCounterKey)).toEqual(keys);
  });
});
