import { describe, expect, it } from 'vitest';
import { isValidSampleUrl } from './sample-url';

describe('isValidSampleUrl', () => {
  it('accepts empty text and http(s) addresses', () => {
    expect(isValidSampleUrl('')).toBe(true);
    expect(isValidSampleUrl('https://example.org/samples/1.pdf')).toBe(true);
    expect(isValidSampleUrl(' http://lab.example ')).toBe(true);
  });

  it('refuses other schemes and plain words', () => {
    expect(isValidSampleUrl('ftp://example.org')).toBe(false);
    expect(isValidSampleUrl('javascript:alert(1)')).toBe(false);
    expect(isValidSampleUrl('sample one')).toBe(false);
  });
});
