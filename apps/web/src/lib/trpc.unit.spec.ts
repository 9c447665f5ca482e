import { describe, expect, it } from 'vitest';
import { requestHeaders } from './trpc';

describe('request headers', () => {
  it('carry the bearer token and the demo date when present', () => {
    expect(requestHeaders('abc', '2017-06-15T05:00:00.000Z')).toEqual({
      authorization: 'Bearer abc',
      'x-demo-date': '2017-06-15T05:00:00.000Z',
    });
  });
  it('are empty for a visitor outside demo mode', () => {
    expect(requestHeaders(null, null)).toEqual({});
  });
});
