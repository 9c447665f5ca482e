import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS, sessionExpiresAt } from './sessions';

const created = new Date('2026-11-20T08:00:00Z');
const at = (ms: number) => new Date(created.getTime() + ms);
const HOUR = 3_600_000;

describe('sessionExpiresAt', () => {
  it.each([
    { name: 'at sign-in: 12 h on', now: at(0), expires: at(SESSION_IDLE_TTL_MS) },
    { name: 'used after 3 days: 12 h on', now: at(72 * HOUR), expires: at(84 * HOUR) },
    { name: 'used 6.75 days on: the absolute end', now: at(162 * HOUR), expires: at(SESSION_ABSOLUTE_TTL_MS) },
    { name: 'used past the absolute end: the absolute end', now: at(SESSION_ABSOLUTE_TTL_MS + HOUR), expires: at(SESSION_ABSOLUTE_TTL_MS) },
  ])('$name', ({ now, expires }) => {
    expect(sessionExpiresAt(created, now)).toEqual(expires);
  });
});
