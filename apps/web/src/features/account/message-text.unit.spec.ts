import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { messageText } from './message-text';

loadAllLocales();
const LL = i18nObject('en');

describe('messageText', () => {
  it('translates root and dotted keys of the server and the rules', () => {
    expect(messageText(LL, 'requiredField', 'x')).toBe(LL.requiredField());
    expect(messageText(LL, 'contracts.invalidVatNumber', 'x')).toBe(LL.contracts.invalidVatNumber());
    expect(messageText(LL, 'registration.passwordsMismatch', 'x')).toBe(LL.registration.passwordsMismatch());
    expect(messageText(LL, 'passwordChange.mewPasswordsMismatch', 'x')).toBe(LL.passwordChange.mewPasswordsMismatch());
  });

  it('falls back for unknown keys, parents, plain sentences and empty input', () => {
    expect(messageText(LL, 'contracts.noSuchKey', 'fallback')).toBe('fallback');
    expect(messageText(LL, 'contracts', 'fallback')).toBe('fallback');
    expect(messageText(LL, 'The link is invalid, already used or expired', 'fallback')).toBe('fallback');
    expect(messageText(LL, null, 'fallback')).toBe('fallback');
    expect(messageText(LL, '', 'fallback')).toBe('fallback');
  });

  it('fills the values a text names from the params, and falls back when one is missing', () => {
    expect(messageText(LL, 'config.schemeVersions.parameters.noResultDimension', 'fallback', { id: 'method' })).toBe('The parameter has no result dimension method');
    expect(messageText(i18nObject('hu'), 'config.schemeVersions.parameters.noResultDimension', 'fallback', { id: 'method' })).toBe('A paraméternek nincs ilyen eredménydimenziója: method');
    expect(messageText(LL, 'config.schemeVersions.parameters.noResultDimension', 'fallback')).toBe('fallback');
    expect(messageText(LL, 'config.schemeVersions.parameters.noResultDimension', 'fallback', { other: 'x' })).toBe('fallback');
    expect(messageText(LL, 'requiredField', 'fallback', { id: 'unused' })).toBe(LL.requiredField());
  });

});
