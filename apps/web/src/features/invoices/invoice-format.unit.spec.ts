import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { documentLabel, formatDay } from './invoice-format';

loadAllLocales();

describe('invoice labels', () => {
  it('shows a payment deadline day in the language’s style', () => {
    expect(formatDay('2017-06-30', 'en')).toBe('30/06/2017');
    expect(formatDay('2017-06-30', 'hu')).toBe('2017. 06. 30.');
  });
  it('names uploaded documents by their name, generated ones by their kind', () => {
    const LL = i18nObject('hu');
    expect(documentLabel({ name: 'SZ-2017/12', type: 'invoice', generated: false }, LL)).toBe('SZ-2017/12');
    expect(documentLabel({ name: null, type: 'proforma', generated: true }, LL)).toBe('Díjbekérő');
    expect(documentLabel({ name: '  ', type: 'invoice', generated: false }, LL)).toBe('Számla');
  });
});
