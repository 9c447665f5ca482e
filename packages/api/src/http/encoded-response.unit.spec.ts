import { describe, expect, it } from 'vitest';
import { codingEtag, matchesIfNoneMatch, pickContentCoding } from './encoded-response';

describe('pickContentCoding (Accept-Encoding → br > gzip > identity)', () => {
  it.each([
    { header: undefined, coding: 'identity' },
    { header: '', coding: 'identity' },
    { header: 'gzip, deflate, br, zstd', coding: 'br' },
    { header: 'gzip, deflate', coding: 'gzip' },
    { header: 'GZIP', coding: 'gzip' },
    { header: 'deflate', coding: 'identity' },
    { header: 'identity', coding: 'identity' },
    { header: 'br;q=0, gzip;q=0.5', coding: 'gzip' },
    { header: 'br; q=0 , gzip ; q=0', coding: 'identity' },
    { header: '*', coding: 'br' },
    { header: '*;q=0, gzip', coding: 'gzip' },
    { header: 'br;q=0, *', coding: 'gzip' },
  ] as const)('$header → $coding', ({ header, coding }) => {
    expect(pickContentCoding(header)).toBe(coding);
  });
});

describe('ETags of a version and coding, and If-None-Match', () => {
  it('gives each coding its own strong ETag', () => {
    expect(['br', 'gzip', 'identity'].map((c) => codingEtag('abc', c as 'br' | 'gzip' | 'identity'))).toEqual(['"abc-br"', '"abc-gzip"', '"abc"']);
  });

  it.each([
    { header: undefined, matches: false },
    { header: '"abc-br"', matches: true },
    { header: 'W/"abc-br"', matches: true },
    { header: '"x", "abc-br"', matches: true },
    { header: '*', matches: true },
    { header: '"abc"', matches: false },
    { header: '"abc-gzip"', matches: false },
  ])('If-None-Match $header names "abc-br": $matches', ({ header, matches }) => {
    expect(matchesIfNoneMatch(header, '"abc-br"')).toBe(matches);
  });
});
