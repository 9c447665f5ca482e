import { describe, expect, it } from 'vitest';
import { initialLocale } from './locale';

describe('initial locale (spec 1 §4)', () => {
  it('uses the saved language first', () => expect(initialLocale('en', ['hu-HU'])).toBe('en'));
  it('else the first browser language we speak, by prefix', () => {
    expect(initialLocale(null, ['hu-HU', 'en-US'])).toBe('hu');
    expect(initialLocale(null, ['de-DE', 'hu'])).toBe('hu');
  });
  it('else English', () => {
    expect(initialLocale(null, ['de-DE', 'fr'])).toBe('en');
    expect(initialLocale('xx', [])).toBe('en');
  });
});
