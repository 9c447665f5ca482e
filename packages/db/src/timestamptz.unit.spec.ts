import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { timestamptzParser } from './timestamptz';

// pg's own parser (postgres-date), taken before client.ts replaces it
const pgParser = pg.types.getTypeParser(1184) as (text: string) => unknown;
const fallbackCalls: string[] = [];
const parse = timestamptzParser((text) => {
  fallbackCalls.push(text);
  return pgParser(text);
});

const time = (value: unknown) => (value instanceof Date ? value.getTime() : value);

describe('timestamptz text → Date', () => {
  it.each([
    '2026-11-21 11:48:26+00',
    '2026-11-21 11:48:26.123+00',
    '2026-11-21 11:48:26.1+00',
    '2026-11-21 11:48:26.12+00',
    '2026-11-21 11:48:26.123456+00',
    '2026-11-21 11:48:26.999999+00',
    '2026-01-01 00:00:00.001+00',
    '2026-03-29 02:30:00+02',
    '2026-03-29 02:30:00.5-05',
    '2026-06-30 23:59:59.057+05:30',
    '2026-06-30 23:59:59+05:45',
    '1990-12-31 23:00:00-09:30',
    '1900-01-01 00:00:00+00:19:32',
    '0100-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999+00',
    '2024-02-29 12:00:00+14',
  ])('%s as pg reads it, without falling back', (text) => {
    fallbackCalls.length = 0;
    expect(time(parse(text))).toBe(time(pgParser(text)));
    expect(fallbackCalls).toEqual([]);
  });

  it.each([
    'infinity',
    '-infinity',
    '2026-11-21 11:48:26+00 BC',
    '0001-01-01 00:00:00+00',
    '0099-06-01 12:00:00+00',
    '12026-11-21 11:48:26+00',
    '2026-11-21T11:48:26+00',
    '2026-11-21 11:48:26Z',
    '2026-11-21 11:48:26',
    '2026-11-21 11:48:26+0',
    'Sat Nov 21 11:48:26 2026 UTC',
  ])('%s goes to pg\'s parser', (text) => {
    fallbackCalls.length = 0;
    expect(time(parse(text))).toEqual(time(pgParser(text)));
    expect(fallbackCalls).toEqual([text]);
  });

  it('every millisecond of a second comes out as pg reads it', () => {
    for (let ms = 0; ms < 1000; ms++) {
      const text = `2026-11-21 11:48:26.${String(ms).padStart(3, '0')}+00`;
      expect((parse(text) as Date).getTime()).toBe(Date.UTC(2026, 10, 21, 11, 48, 26, ms));
    }
  });
});
