import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { apiKeyExpiryOf, decideApiKeyExpiry, isApiKeyLive } from './api-keys';
import { detectSeparator, parseCsvRecords, parseImportCsv, toImportCsv } from './csv';
import { parseFhirBundle } from './fhir';
import type { ImportRow } from './import-rows';
import { resolveImportRows, type ImportCatalog, type ImportDimension } from './resolve-rows';
import { isValidLoinc, isWellFormedUcum, ucumProperty, unitFitsProperty } from './ucum';

const row = (fields: Partial<ImportRow>): ImportRow => ({
  row: 2,
  sampleId: null,
  sampleName: null,
  parameterId: null,
  labCode: null,
  loinc: null,
  dimensionId: null,
  value: '',
  unit: null,
  comment: null,
  ...fields,
});

function fileError(run: () => unknown): { type: string | undefined; param: string | undefined } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return { type: error.type, param: error.param };
    throw error;
  }
}

describe('CSV separator', () => {
  it.each([
    { header: 'sampleId;parameterId;value', separator: ';' },
    { header: 'sampleId,parameterId,value', separator: ',' },
    { header: '"a,b";c;d', separator: ';' },
    { header: 'value', separator: ';' },
    { header: 'a;b,c,d', separator: ',' },
  ])('$header → $separator', ({ header, separator }) => {
    expect(detectSeparator(header)).toBe(separator);
  });
});

describe('CSV records', () => {
  it.each([
    { name: 'plain CRLF', text: 'a;b\r\n1;2\r\n', records: [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1', '2'] }] },
    { name: 'LF, no last break', text: 'a;b\n1;2', records: [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1', '2'] }] },
    { name: 'BOM dropped', text: '\uFEFFa;b\n', records: [{ line: 1, fields: ['a', 'b'] }] },
    { name: 'quoted separator and quote', text: '"x;y";"say ""hi"""\n', records: [{ line: 1, fields: ['x;y', 'say "hi"'] }] },
    { name: 'quoted line break keeps the next line number', text: '"a\nb";c\nd;e\n', records: [{ line: 1, fields: ['a\nb', 'c'] }, { line: 3, fields: ['d', 'e'] }] },
    { name: 'blank lines skipped', text: 'a\n\n\nb\n', records: [{ line: 1, fields: ['a'] }, { line: 4, fields: ['b'] }] },
    { name: 'empty fields kept', text: ';;\n', records: [{ line: 1, fields: ['', '', ''] }] },
  ])('$name', ({ text, records }) => {
    expect(parseCsvRecords(text, ';')).toEqual(records);
  });
});

describe('import CSV', () => {
  it.each([
    {
      name: 'semicolons and a decimal comma (Hungarian Excel)',
      text: 'sampleId;parameterId;dimensionId;unit;value\r\n11;3;result;mmol/L;5,6\r\n',
      rows: [row({ sampleId: 11, parameterId: 3, dimensionId: 'result', unit: 'mmol/L', value: '5,6' })],
      issues: [],
    },
    {
      name: 'commas, a decimal point, columns in any order, unknown ones ignored',
      text: 'value,extra,parameterId,sampleName\n5.6,x,3,S-1\n',
      rows: [row({ sampleName: 'S-1', parameterId: 3, value: '5.6' })],
      issues: [],
    },
    {
      name: 'a quoted decimal comma in a comma file',
      text: 'sampleId,parameterId,value\n11,3,"5,6"\n',
      rows: [row({ sampleId: 11, parameterId: 3, value: '5,6' })],
      issues: [],
    },
    {
      name: 'an empty value skips the line',
      text: 'sampleId;parameterId;value;comment\n11;3;;note\n11;4; 7 ;\n',
      rows: [row({ row: 3, sampleId: 11, parameterId: 4, value: '7' })],
      issues: [],
    },
    {
      name: 'by lab code and LOINC',
      text: 'sampleName;labCode;loinc;value\nS-1;GLU;14749-6;<0,5\n',
      rows: [row({ sampleName: 'S-1', labCode: 'GLU', loinc: '14749-6', value: '<0,5' })],
      issues: [],
    },
    {
      name: 'a malformed id and too many fields are issues of their line',
      text: 'sampleId;parameterId;value\nx1;3;5\n11;abc;5\n11;3;5;6\n',
      rows: [],
      issues: [
        { row: 2, type: 'lis.import.unknownSample', params: { sample: 'x1' } },
        { row: 3, type: 'lis.import.unknownCode', params: { code: 'abc' } },
        { row: 4, type: 'lis.import.malformedRow' },
      ],
    },
  ])('$name', ({ text, rows, issues }) => {
    expect(parseImportCsv(text)).toEqual({ rows, issues });
  });

  it.each([
    { name: 'empty', text: '', type: 'lis.import.emptyFile' },
    { name: 'no value column', text: 'sampleId;parameterId\n1;2\n', type: 'lis.import.missingColumn' },
    { name: 'no sample column', text: 'parameterId;value\n1;2\n', type: 'lis.import.missingColumn' },
    { name: 'no parameter column', text: 'sampleId;value\n1;2\n', type: 'lis.import.missingColumn' },
  ])('refuses the file: $name', ({ text, type }) => {
    expect(fileError(() => parseImportCsv(text))).toEqual({ type, param: 'file' });
  });

  it('writes the template with a BOM, CRLF and quoting, and reads it back', () => {
    const csv = toImportCsv([[1, 'S;1', 2, 'Glucose', 'result', 'Result', null, '14749-6', 'mmol/L', '5,6', null]], ';');
    expect(csv.startsWith('\uFEFFsampleId;sampleName;parameterId;')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseImportCsv(csv).rows).toEqual([row({ sampleId: 1, sampleName: 'S;1', parameterId: 2, dimensionId: 'result', loinc: '14749-6', unit: 'mmol/L', value: '5,6' })]);
  });
});

const observation = (fields: Record<string, unknown>) => ({ resource: { resourceType: 'Observation', status: 'final', ...fields } });
const bundleOf = (...entries: unknown[]) => JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: entries });

describe('FHIR Bundle', () => {
  it.each([
    {
      name: 'LOINC, UCUM quantity, specimen reference',
      entry: observation({ code: { coding: [{ system: 'http://loinc.org', code: '14749-6' }] }, specimen: { reference: 'Specimen/12' }, valueQuantity: { value: 5.6, unit: 'mmol/l', system: 'http://unitsofmeasure.org', code: 'mmol/L' } }),
      rows: [row({ row: 1, sampleId: 12, loinc: '14749-6', value: '5.6', unit: 'mmol/L' })],
      issues: [],
    },
    {
      name: "the lab's own code, a comparator, the specimen by display, a note",
      entry: observation({ code: { coding: [{ system: 'urn:lab', code: 'GLU' }] }, specimen: { display: 'S-1' }, valueQuantity: { value: 0.5, comparator: '<', unit: 'mmol/L' }, note: [{ text: 'hemolysed' }] }),
      rows: [row({ row: 1, sampleName: 'S-1', labCode: 'GLU', value: '<0.5', unit: 'mmol/L', comment: 'hemolysed' })],
      issues: [],
    },
    {
      name: 'both codings; a full-URL specimen reference',
      entry: observation({ code: { coding: [{ system: 'urn:lab', code: 'GLU' }, { system: 'http://loinc.org', code: '2345-7' }] }, specimen: { reference: 'https://x.org/fhir/Specimen/7' }, valueQuantity: { value: 101, code: 'mg/dL' } }),
      rows: [row({ row: 1, sampleId: 7, labCode: 'GLU', loinc: '2345-7', value: '101', unit: 'mg/dL' })],
      issues: [],
    },
    {
      name: 'a nominal answer and a text',
      entry: observation({ code: { coding: [{ system: 'urn:lab', code: 'M' }] }, specimen: { identifier: { value: 'S-2' } }, valueCodeableConcept: { coding: [{ code: 'hk', display: 'Hexokinase' }] } }),
      rows: [row({ row: 1, sampleName: 'S-2', labCode: 'M', value: 'Hexokinase' })],
      issues: [],
    },
    { name: 'a preliminary one', entry: observation({ status: 'preliminary', valueString: 'x' }), rows: [], issues: [{ row: 1, type: 'lis.import.observationStatus', params: { status: 'preliminary' } }] },
    { name: 'no value', entry: observation({ code: { coding: [{ system: 'urn:lab', code: 'M' }] } }), rows: [], issues: [{ row: 1, type: 'lis.import.noValue' }] },
    { name: 'not an Observation', entry: { resource: { resourceType: 'Patient' } }, rows: [], issues: [{ row: 1, type: 'lis.import.notObservation', params: { resourceType: 'Patient' } }] },
    { name: 'a malformed Observation', entry: observation({ valueQuantity: { value: 'five' } }), rows: [], issues: [{ row: 1, type: 'lis.import.malformedRow' }] },
  ])('$name', ({ entry, rows, issues }) => {
    expect(parseFhirBundle(bundleOf(entry))).toEqual({ rows, issues });
  });

  it.each([
    { name: 'not JSON', text: '<xml/>' },
    { name: 'not a Bundle', text: '{"resourceType":"Observation"}' },
  ])('refuses the file: $name', ({ text }) => {
    expect(fileError(() => parseFhirBundle(text))).toEqual({ type: 'lis.import.notFhirBundle', param: 'file' });
  });
});

describe('UCUM and LOINC', () => {
  it.each([
    { code: 'mmol/L', property: 'SCnc' },
    { code: 'umol/L', property: 'SCnc' },
    { code: 'µmol/L', property: 'SCnc' },
    { code: 'meq/L', property: 'SCnc' },
    { code: 'mg/dL', property: 'MCnc' },
    { code: 'g/L', property: 'MCnc' },
    { code: 'U/L', property: 'CCnc' },
    { code: 'ukat/L', property: 'CCnc' },
    { code: '10*9/L', property: 'NCnc' },
    { code: '10*3/uL', property: 'NCnc' },
    { code: 'L/L', property: 'VFr' },
    { code: '%', property: 'VFr' },
    { code: 's', property: 'Time' },
    { code: 'fL', property: null },
    { code: '{INR}', property: null },
  ])('$code measures $property', ({ code, property }) => {
    expect(ucumProperty(code)).toBe(property);
  });

  it.each([
    { ucum: 'mmol/L', property: 'SCnc', fits: true },
    { ucum: 'mg/dL', property: 'SCnc', fits: false },
    { ucum: 'mg/dL', property: 'MCnc', fits: true },
    { ucum: 'fL', property: 'MCnc', fits: true },
    { ucum: null, property: 'MCnc', fits: true },
    { ucum: 'mg/dL', property: null, fits: true },
  ])('$ucum fits $property: $fits', ({ ucum, property, fits }) => {
    expect(unitFitsProperty(ucum, property)).toBe(fits);
  });

  it.each([
    { code: '14749-6', valid: true },
    { code: '2345-7', valid: true },
    { code: '718-7', valid: true },
    { code: '14749-5', valid: false },
    { code: '147496', valid: false },
    { code: 'GLU', valid: false },
  ])('LOINC $code valid: $valid', ({ code, valid }) => {
    expect(isValidLoinc(code)).toBe(valid);
  });

  it.each([
    { code: 'mmol/L', ok: true },
    { code: '10*9/L', ok: true },
    { code: '{INR}', ok: true },
    { code: 'mg/(24.h)', ok: true },
    { code: 'mmol /L', ok: false },
    { code: '{a', ok: false },
    { code: 'g)', ok: false },
    { code: '', ok: false },
  ])('UCUM $code well formed: $ok', ({ code, ok }) => {
    expect(isWellFormedUcum(code)).toBe(ok);
  });
});

const numericDimension: ImportDimension = {
  id: 'result',
  valueType: 'numeric',
  multipleValues: false,
  unitId: 1,
  unitIds: [1, 2],
  evaluationUnitId: 1,
  values: [],
  mediaType: null,
  negativeAllowed: false,
  components: [],
};
const catalog: ImportCatalog = {
  samples: [
    { id: 11, name: 'S-1' },
    { id: 12, name: 'S-2' },
  ],
  parameters: [
    { id: 3, dimensions: [numericDimension] },
    {
      id: 4,
      dimensions: [
        { ...numericDimension, id: 'method', valueType: 'nominal', unitId: null, unitIds: [], evaluationUnitId: null, values: [{ id: 40, deprecated: false, names: ['Hexokinase', 'Hexokináz'] }] },
        { ...numericDimension, id: 'mix', valueType: 'composite' },
      ],
    },
  ],
  loincCodes: new Map([
    ['14749-6', { parameterId: 3, property: 'SCnc' }],
    ['2345-7', { parameterId: 3, property: 'MCnc' }],
    ['2093-3', { parameterId: 99, property: 'MCnc' }],
  ]),
  labParameterCodes: new Map([['GLU', 3]]),
  labUnitCodes: new Map([['MMOL', 1]]),
  units: [
    { id: 1, ucum: 'mmol/L', names: ['mmol/L', 'mmol/l'] },
    { id: 2, ucum: 'mg/dL', names: ['mg/dL'] },
    { id: 3, ucum: 'g/L', names: ['g/L'] },
  ],
  conversions: [{ fromUnitId: 2, toUnitId: 1, factor: 0.0555, parameterId: 3 }],
};

describe('resolving rows against the survey', () => {
  it.each([
    { name: 'by ids, decimal comma', input: row({ sampleId: 11, parameterId: 3, value: '5,6' }), status: 'accepted', entry: { dimensionId: 'result', value: '5,6', unitId: null } },
    { name: 'by name, lab code, lab unit', input: row({ sampleName: 's-2', labCode: 'GLU', value: '5.6', unit: 'MMOL' }), status: 'accepted', entry: { unitId: 1 } },
    { name: 'by LOINC with a fitting unit', input: row({ sampleId: 11, loinc: '2345-7', value: '101', unit: 'mg/dL' }), status: 'accepted', entry: { unitId: 2 } },
    { name: 'a nominal option by name', input: row({ sampleId: 11, parameterId: 4, dimensionId: 'method', value: 'hexokináz' }), status: 'accepted', entry: { valueId: 40 } },
    { name: 'unknown sample', input: row({ sampleId: 99, parameterId: 3, value: '1' }), type: 'lis.import.unknownSample', params: { sample: '99' } },
    { name: 'unknown code', input: row({ sampleId: 11, labCode: 'XYZ', value: '1' }), type: 'lis.import.unknownCode', params: { code: 'XYZ' } },
    { name: 'a LOINC code of a parameter not in the survey', input: row({ sampleId: 11, loinc: '2093-3', value: '1' }), type: 'lis.import.unknownCode', params: { code: '2093-3' } },
    { name: 'unknown unit', input: row({ sampleId: 11, parameterId: 3, value: '1', unit: 'mg' }), type: 'lis.import.unknownUnit', params: { unit: 'mg' } },
    { name: 'a unit of another kind than the LOINC code', input: row({ sampleId: 11, loinc: '14749-6', value: '101', unit: 'mg/dL' }), type: 'lis.import.unitKindMismatch', params: { unit: 'mg/dL', loinc: '14749-6' } },
    { name: 'unit not offered (the form’s code)', input: row({ sampleId: 11, parameterId: 3, value: '1', unit: 'g/L' }), type: 'value.unitNotAllowed' },
    { name: 'not a number (the form’s code)', input: row({ sampleId: 11, parameterId: 3, value: 'abc' }), type: 'value.invalidNumber' },
    { name: 'negative (the form’s code)', input: row({ sampleId: 11, parameterId: 3, value: '-1' }), type: 'value.negativeNotAllowed' },
    { name: 'unknown option (the form’s code)', input: row({ sampleId: 11, parameterId: 4, dimensionId: 'method', value: 'Glucose oxidase' }), type: 'value.unknownOption' },
    { name: 'unknown dimension', input: row({ sampleId: 11, parameterId: 3, dimensionId: 'nope', value: '1' }), type: 'value.unknownDimension' },
    { name: 'a composite value', input: row({ sampleId: 11, parameterId: 4, dimensionId: 'mix', value: '1' }), type: 'lis.import.unsupportedType', params: { dimension: 'mix' } },
  ])('$name', ({ input, status, entry, type, params }) => {
    const { report, cells } = resolveImportRows({ rows: [input], issues: [] }, catalog);
    if (status === 'accepted') {
      expect(report).toEqual({ accepted: 1, refused: 0, rows: [{ row: 2, status: 'accepted' }] });
      expect(cells[0]?.values[0]).toMatchObject(entry ?? {});
    } else {
      expect(report.rows[0]).toMatchObject({ row: 2, status: 'refused', type, ...(params ? { params } : {}) });
      expect(report.rows[0]?.message).toEqual(expect.any(String));
      expect(cells).toEqual([]);
    }
  });

  it('refuses a cell given twice on its later row, groups values by result and keeps the rows in order', () => {
    const parsed = {
      rows: [
        row({ row: 3, sampleId: 11, parameterId: 3, value: '5' }),
        row({ row: 4, sampleId: 11, parameterId: 3, value: '6' }),
        row({ row: 5, sampleId: 11, parameterId: 4, dimensionId: 'method', value: '40' }),
      ],
      issues: [{ row: 2, type: 'lis.import.malformedRow' as const }],
    };
    const { report, cells } = resolveImportRows(parsed, catalog);
    expect(report.rows.map((r) => [r.row, r.status, r.type ?? null])).toEqual([
      [2, 'refused', 'lis.import.malformedRow'],
      [3, 'accepted', null],
      [4, 'refused', 'lis.import.duplicateCell'],
      [5, 'accepted', null],
    ]);
    expect(report.rows[2]?.params).toEqual({ firstRow: 3 });
    expect(cells.map((c) => [c.parameterId, c.sampleId, c.rows])).toEqual([
      [3, 11, [3]],
      [4, 11, [5]],
    ]);
  });

  it('refuses every row with the survey’s code when it is locked', () => {
    const { report } = resolveImportRows({ rows: [row({ sampleId: 11, parameterId: 3, value: '5' })], issues: [] }, catalog, { type: 'survey_validated_error' });
    expect(report).toMatchObject({ accepted: 0, refused: 1, rows: [{ row: 2, status: 'refused', type: 'survey_validated_error' }] });
  });
});

describe('API keys', () => {
  const now = new Date('2026-12-02T12:00:00Z');
  it.each([
    { expiresAt: undefined, result: { ok: true, expiresAt: null } },
    { expiresAt: null, result: { ok: true, expiresAt: null } },
    { expiresAt: '2027-01-01T00:00:00Z', result: { ok: true, expiresAt: new Date('2027-01-01T00:00:00Z') } },
    { expiresAt: '2026-12-02T11:59:59Z', result: { ok: false, type: 'lis.apiKeys.expiryInPast' } },
    { expiresAt: '2030-01-01T00:00:00Z', result: { ok: false, type: 'lis.apiKeys.expiryTooFar' } },
  ])('expiry $expiresAt', ({ expiresAt, result }) => {
    expect(decideApiKeyExpiry(expiresAt, now)).toEqual(result);
  });

  it.each([
    { key: { revokedAt: null, expiresAt: null }, live: true },
    { key: { revokedAt: now, expiresAt: null }, live: false },
    { key: { revokedAt: null, expiresAt: new Date('2026-12-02T11:00:00Z') }, live: false },
    { key: { revokedAt: null, expiresAt: new Date('2026-12-03T00:00:00Z') }, live: true },
  ])('live: $live', ({ key, live }) => {
    expect(isApiKeyLive(key, now)).toBe(live);
  });

  it('reads a form’s last day as its end', () => {
    expect(apiKeyExpiryOf('')).toBeNull();
    expect(apiKeyExpiryOf('2027-03-01')).toBe('2027-03-01T23:59:59.000Z');
  });
});
