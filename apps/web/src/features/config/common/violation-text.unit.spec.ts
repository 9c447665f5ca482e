import { API_MESSAGES, CONFIG_MESSAGES, EVALUATION_MESSAGES } from '@eqa/core';
import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { classifyError } from '../../../lib/errors';
import { violationText } from './violation-text';

loadAllLocales();

/** A 422 as tRPC clients get it: the code in appError.type (with its params), an English sentence in appError.message. */
function refused(type: string, message: string, param = 'name', params: Record<string, string> | null = null) {
  return { message, data: { httpStatus: 422, appError: { code: 'CONSTRAINT', message, param, type, params } } };
}

describe('server 422s shown by their code (issue 23: the web translates by code)', () => {
  for (const locale of ['en', 'hu'] as const) {
    const LL = i18nObject(locale);
    const shown = (error: unknown) => {
      const classified = classifyError(error);
      return violationText(LL, { param: classified.param ?? '', message: classified.type ?? '', ...(classified.params ? { params: classified.params } : {}) });
    };

    it(`translates rule codes, never showing the server's English sentence (${locale})`, () => {
      expect(shown(refused('duplicateOrdinal', 'This ordinal is already used in the list', 'ordinal'))).toBe(LL.config.common.duplicateOrdinal());
      expect(shown(refused('requiredField', 'This field is required'))).toBe(LL.requiredField());
      expect(shown(refused('emailFormatHelpText', 'Enter a valid e-mail address, e.g. name@example.com', 'email'))).toBe(LL.emailFormatHelpText());
      expect(shown(refused('config.schemes.shortNameTaken', 'A scheme with this short name already exists', 'shortName'))).toBe(LL.config.schemes.shortNameTaken());
      expect(shown(refused('invoices.invalidTotal', 'Enter an amount of at least 0 with at most 2 decimals', 'total'))).toBe(LL.invoices.invalidTotal());
    });

    it(`translates a rule code with the value it names (${locale})`, () => {
      const text = shown(refused('config.schemeVersions.parameters.noResultDimension', 'The parameter has no result dimension method', 'resultDimensionIds', { id: 'method' }));
      expect(text).toBe(LL.config.schemeVersions.parameters.noResultDimension({ id: 'method' }));
      expect(text).toBe(locale === 'hu' ? 'A paraméternek nincs ilyen eredménydimenziója: method' : 'The parameter has no result dimension method');
    });

    it(`gives every configuration, evaluation and api refusal code a text of its own (${locale})`, () => {
      const params = { id: 'method', value: 'x', period: '18', relation: '<>', min: '1', year: '2016', productYear: '2017', shortName: 'GLU', endsAt: '2017-08-01' };
      const catalogue = LL.error.constraintViolation.message();
      for (const code of [...Object.values(CONFIG_MESSAGES), ...Object.values(EVALUATION_MESSAGES), ...Object.values(API_MESSAGES)]) {
        const text = violationText(LL, { param: 'field', message: code, params });
        const english = violationText(i18nObject('en'), { param: 'field', message: code, params });
        const own = text !== catalogue && text !== null && !text.includes(code) && !text.includes('{') && (locale === 'en' || text !== english);
        expect({ code, own }).toEqual({ code, own: true });
      }
    });

    it(`translates an api refusal with the values it names (${locale})`, () => {
      const text = shown(refused('config.refusals.parameterHasDimension', 'The parameter already has the dimension method', 'dimensionIds', { id: 'method' }));
      expect(text).toBe(locale === 'hu' ? 'A paraméternek már van ilyen dimenziója: method' : 'The parameter already has the dimension method');
      expect(shown(refused('config.refusals.atLeast', 'Enter a number of at least 1', 'minParticipants', { min: '1' }))).toBe(LL.config.refusals.atLeast({ min: '1' }));
      expect(shown(refused('config.refusals.unknownParameter', 'There is no such parameter', 'paramId'))).toBe(LL.config.refusals.unknownParameter());
    });

    it(`gives an error without a rule code the catalogue's text (${locale})`, () => {
      const text = shown(refused('constraint_violation_error', 'Unknown parameter', 'paramId'));
      expect(text).toBe(LL.error.constraintViolation.message());
      expect(violationText(LL, { param: 'x', message: 'constraint_violation_error' }, 'screen text')).toBe('screen text');
    });
  }
});
