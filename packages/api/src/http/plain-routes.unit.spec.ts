import { describe, expect, it } from 'vitest';
import { ZLanguageTag } from './plain-routes';

describe('ZLanguageTag (the downloads’ locale)', () => {
  it('reads a language or a language tag as its primary language', () => {
    expect(ZLanguageTag.parse('hu')).toBe('hu');
    expect(ZLanguageTag.parse('hu-HU')).toBe('hu');
    expect(ZLanguageTag.parse('en_GB')).toBe('en');
    expect(ZLanguageTag.parse('EN')).toBe('en');
  });

  it('refuses what is not a language tag', () => {
    expect(ZLanguageTag.safeParse('').success).toBe(false);
    expect(ZLanguageTag.safeParse('h').success).toBe(false);
    expect(ZLanguageTag.safeParse('../etc').success).toBe(false);
    expect(ZLanguageTag.safeParse('hu HU').success).toBe(false);
  });
});
