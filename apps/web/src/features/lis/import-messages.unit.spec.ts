import { IMPORT_ERROR_KEYS, IMPORT_FILE_ERRORS, VALUE_ERROR_KEYS } from '@eqa/core';
import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { importFormatOfFile, importRefusalText } from './import-messages';

loadAllLocales();

/** Params as the server sends them with each import code. */
const PARAMS: Record<string, Record<string, string | number>> = {
  'lis.import.unknownSample': { sample: 'S-9' },
  'lis.import.unknownCode': { code: 'GLU' },
  'lis.import.unknownUnit': { unit: 'mg' },
  'lis.import.unitKindMismatch': { unit: 'mg/dL', loinc: '14749-6' },
  'lis.import.unsupportedType': { dimension: 'mix' },
  'lis.import.duplicateCell': { firstRow: 3 },
  'lis.import.observationStatus': { status: 'preliminary' },
  'lis.import.notObservation': { resourceType: 'Patient' },
  'lis.import.missingColumn': { column: 'value' },
  'lis.import.tooManyRows': { max: 5000 },
};

describe('the import report explained in the reader’s language', () => {
  for (const locale of ['en', 'hu'] as const) {
    const LL = i18nObject(locale);
    const fallback = LL.lis.import.invalidValue();

    it(`gives every import code its own text with its values (${locale})`, () => {
      for (const type of [...IMPORT_ERROR_KEYS, ...Object.values(IMPORT_FILE_ERRORS)]) {
        const text = importRefusalText(LL, type, PARAMS[type] ?? null);
        expect(text, type).not.toBe(fallback);
        for (const value of Object.values(PARAMS[type] ?? {})) expect(text, type).toContain(String(value));
      }
    });

    it(`words the form's codes as the form does and the survey's state (${locale})`, () => {
      for (const key of VALUE_ERROR_KEYS) expect(importRefusalText(LL, key, { dimension: 'result' })).not.toBe(fallback);
      expect(importRefusalText(LL, 'value.invalidNumber', { dimension: 'result' })).toBe(LL.value.invalidNumber());
      expect(importRefusalText(LL, 'survey_validated_error')).toBe(LL.lis.import.surveyValidated());
      expect(importRefusalText(LL, 'survey_read_only')).toBe(LL.lis.import.surveyReadOnly());
      expect(importRefusalText(LL, 'survey_not_started')).toBe(LL.lis.import.surveyNotStarted());
      expect(importRefusalText(LL, 'something.unknown')).toBe(fallback);
    });
  }

  it.each([
    { file: { name: 'round.csv', type: 'text/csv' }, format: 'csv' },
    { file: { name: 'export.txt', type: '' }, format: 'csv' },
    { file: { name: 'bundle.json', type: '' }, format: 'fhir' },
    { file: { name: 'bundle', type: 'application/fhir+json' }, format: 'fhir' },
  ])('$file.name is $format', ({ file, format }) => {
    expect(importFormatOfFile(file)).toBe(format);
  });
});
