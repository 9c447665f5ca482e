import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import type { DimensionDefinition } from './dimension-definition';
import type { ResultValueData } from './events';
import { isEmptyResultValue } from './lab-survey-decide';
import { ZBulkResultValuesPayload, ZResultValueInput, ZResultValuesPayload, type ResultValueInputRaw } from './value-payload';
import { assertValidResultValues, isClearedValue, validateResultValues } from './value-validation';

const base = { multipleValues: false, unitId: null, unitIds: [], evaluationUnitId: null, values: [], mediaType: null, negativeAllowed: false };
const component = (id: string, valueType: DimensionDefinition['valueType']) => ({ ...base, id, valueType });

const dimensions: DimensionDefinition[] = [
  // unit 3 is the dimension's too, but has no conversion into the evaluation unit 2
  { ...base, id: 'result', valueType: 'numeric', unitId: 1, unitIds: [1, 2, 3], evaluationUnitId: 2, components: [] },
  { ...base, id: 'base_excess', valueType: 'numeric', negativeAllowed: true, components: [] },
  { ...base, id: 'method', valueType: 'nominal', values: [{ id: 10, deprecated: false }, { id: 11, deprecated: true }], components: [] },
  {
    ...base,
    id: 'flags',
    valueType: 'nominal',
    multipleValues: true,
    values: [{ id: 20, deprecated: false }, { id: 21, deprecated: false }],
    components: [],
  },
  { ...base, id: 'comment', valueType: 'text', components: [] },
  { ...base, id: 'measured_at', valueType: 'date_time', components: [] },
  { ...base, id: 'report', valueType: 'document', mediaType: 'pdf', components: [] },
  {
    ...base,
    id: 'titer',
    valueType: 'composite',
    components: [component('dilution', 'numeric'), component('reading', 'nominal')].map((c) =>
      c.id === 'reading' ? { ...c, values: [{ id: 30, deprecated: false }] } : c,
    ),
  },
];
const conversions = [{ fromUnitId: 1, toUnitId: 2, factor: 18, parameterId: null }];

function parse(values: ResultValueInputRaw[]) {
  return values.map((v) => ZResultValueInput.parse(v));
}
function validate(values: ResultValueInputRaw[]) {
  return validateResultValues(parse(values), dimensions, { parameterId: 5, conversions });
}
function issuesOf(values: ResultValueInputRaw[]) {
  const result = validate(values);
  return result.ok ? [] : result.issues.map((i) => `${i.path.join('.')}:${i.key}`);
}

describe('result values payload schema', () => {
  it('defaults the unused fields to null and accepts a JSON number as numeric text', () => {
    expect(ZResultValueInput.parse({ dimensionId: 'result', type: 'numeric', value: 1.5 })).toEqual({
      dimensionId: 'result',
      type: 'numeric',
      value: '1.5',
      relation: null,
      unitId: null,
      valueId: null,
      fileId: null,
      components: [],
    });
  });
  it('refuses an unknown type, a bad relation and a missing sample key', () => {
    expect(ZResultValueInput.safeParse({ dimensionId: 'x', type: 'colour' }).success).toBe(false);
    expect(ZResultValueInput.safeParse({ dimensionId: 'x', type: 'numeric', relation: '~' }).success).toBe(false);
    expect(ZResultValuesPayload.safeParse({ values: [] }).success).toBe(false);
    expect(ZResultValuesPayload.safeParse({ sampleId: null, values: [] }).success).toBe(true);
    expect(
      ZBulkResultValuesPayload.safeParse({ results: [{ parameterId: 1, resultGroupId: 2, sampleId: 3, values: [] }] }).success,
    ).toBe(true);
  });
});

describe('validateResultValues', () => {
  it('normalises a numeric value, keeps its text, fills the unit and converts to the evaluation unit', () => {
    const result = validate([{ dimensionId: 'result', type: 'numeric', value: '<5,50' }]);
    expect(result).toEqual({
      ok: true,
      values: [
        {
          dimensionId: 'result',
          type: 'numeric',
          value: 5.5,
          text: '5.50',
          relation: '<',
          unitId: 1,
          convertedValue: 99,
          valueId: null,
          fileId: null,
          components: [],
        },
      ],
    });
  });
  it('takes the relation field when the text has none, and the default "="', () => {
    const [a] = assertValidResultValues(parse([{ dimensionId: 'result', type: 'numeric', value: '3', relation: '>=' }]), dimensions);
    expect(a?.relation).toBe('>=');
    // no conversion from unit 1 to the evaluation unit known: no converted value
    expect(a?.convertedValue).toBeNull();
    const [b] = assertValidResultValues(parse([{ dimensionId: 'result', type: 'numeric', value: '3', unitId: 2 }]), dimensions);
    // entered in the evaluation unit itself: converted value = value
    expect(b).toMatchObject({ relation: '=', unitId: 2, convertedValue: 3 });
  });
  it('flags invalid numbers, conflicting relations and units the dimension does not allow', () => {
    expect(issuesOf([{ dimensionId: 'result', type: 'numeric', value: '1,' }])).toEqual(['values.0.value:value.invalidNumber']);
    expect(issuesOf([{ dimensionId: 'result', type: 'numeric', value: '<1', relation: '>' }])).toEqual([
      'values.0.relation:value.relationMismatch',
    ]);
    expect(issuesOf([{ dimensionId: 'result', type: 'numeric', value: '1', unitId: 9 }])).toEqual([
      'values.0.unitId:value.unitNotAllowed',
    ]);
  });
  it.each([
    { name: 'a negative value where the dimension forbids it', entry: { value: '-1' }, issues: ['values.0.value:value.negativeNotAllowed'] },
    { name: 'a negative bound too', entry: { value: '<-0,5' }, issues: ['values.0.value:value.negativeNotAllowed'] },
    { name: 'zero is not negative', entry: { value: '0' }, issues: [] },
    { name: 'a negative value where the dimension allows it', entry: { value: '-2.5', dimensionId: 'base_excess' }, issues: [] },
    { name: 'a unit of the dimension without a conversion into the evaluation unit', entry: { value: '1', unitId: 3 }, issues: ['values.0.unitId:value.unitNotAllowed'] },
    { name: 'a unit that converts', entry: { value: '1', unitId: 1 }, issues: [] },
  ])('numeric rules: $name', ({ entry, issues }) => {
    expect(issuesOf([{ dimensionId: 'result', type: 'numeric', ...entry }])).toEqual(issues);
  });
  it('keeps an emptied entry as a clear of its dimension (the store removes the old value)', () => {
    const result = validate([
      { dimensionId: 'result', type: 'numeric', value: '  ' },
      { dimensionId: 'method', type: 'nominal', valueId: null },
      { dimensionId: 'comment', type: 'text', value: '' },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.map((v) => v.dimensionId)).toEqual(['result', 'method', 'comment']);
    expect(result.values.every(isClearedValue)).toBe(true);
    // the events engineer's decide() reads them as clears too
    expect(result.values.every((v) => isEmptyResultValue(v))).toBe(true);
  });
  it('checks nominal ids against the dimension, accepting a deprecated one a result may hold', () => {
    expect(validate([{ dimensionId: 'method', type: 'nominal', valueId: 11 }]).ok).toBe(true);
    expect(issuesOf([{ dimensionId: 'method', type: 'nominal', valueId: 99 }])).toEqual(['values.0.valueId:value.unknownOption']);
  });
  it('takes one value per dimension unless it is a multiple-value dimension', () => {
    expect(
      issuesOf([
        { dimensionId: 'method', type: 'nominal', valueId: 10 },
        { dimensionId: 'method', type: 'nominal', valueId: 11 },
      ]),
    ).toEqual(['values.1.dimensionId:value.multipleNotAllowed']);
    const multi = validate([
      { dimensionId: 'flags', type: 'nominal', valueId: 20 },
      { dimensionId: 'flags', type: 'nominal', valueId: 21 },
      { dimensionId: 'flags', type: 'nominal', valueId: 20 },
    ]);
    expect(multi.ok && multi.values.map((v) => v.valueId)).toEqual([20, 21]);
    // a filled entry wins over an emptied one of the same dimension
    const mixed = validate([
      { dimensionId: 'method', type: 'nominal', valueId: null },
      { dimensionId: 'method', type: 'nominal', valueId: 10 },
    ]);
    expect(mixed.ok && mixed.values.map((v) => v.valueId)).toEqual([10]);
  });
  it('refuses unknown dimensions, a wrong type and fields of another type', () => {
    expect(issuesOf([{ dimensionId: 'nope', type: 'text', value: 'x' }])).toEqual(['values.0.dimensionId:value.unknownDimension']);
    expect(issuesOf([{ dimensionId: 'comment', type: 'numeric', value: '1' }])).toEqual(['values.0.type:value.typeMismatch']);
    expect(issuesOf([{ dimensionId: 'comment', type: 'text', value: 'x', unitId: 1 }])).toEqual([
      'values.0.unitId:value.fieldNotAllowed',
    ]);
    expect(issuesOf([{ dimensionId: 'method', type: 'nominal', valueId: 10, value: 'Hexokinase' }])).toEqual([
      'values.0.value:value.fieldNotAllowed',
    ]);
  });
  it('validates text and date_time', () => {
    const ok = validate([
      { dimensionId: 'comment', type: 'text', value: '  hemolysed ' },
      { dimensionId: 'measured_at', type: 'date_time', value: '2017-06-15 08:30' },
    ]);
    expect(ok.ok && ok.values.map((v) => v.value)).toEqual(['hemolysed', '2017-06-15T08:30']);
    expect(issuesOf([{ dimensionId: 'measured_at', type: 'date_time', value: '2017-02-30' }])).toEqual([
      'values.0.value:value.invalidDateTime',
    ]);
    expect(issuesOf([{ dimensionId: 'comment', type: 'text', value: 'x'.repeat(2001) }])).toEqual([
      'values.0.value:value.textTooLong',
    ]);
  });
  it('stores a document by its file id', () => {
    const ok = validate([{ dimensionId: 'report', type: 'document', fileId: 7 }]);
    expect(ok.ok && ok.values[0]?.fileId).toBe(7);
  });
  it('validates the components of a composite value', () => {
    const ok = validate([
      {
        dimensionId: 'titer',
        type: 'composite',
        components: [
          { dimensionId: 'dilution', type: 'numeric', value: '1,5E+2' },
          { dimensionId: 'reading', type: 'nominal', valueId: 30 },
        ],
      },
    ]);
    expect(ok.ok && ok.values[0]?.components.map((c) => [c.dimensionId, c.value, c.valueId])).toEqual([
      ['dilution', 150, null],
      ['reading', null, 30],
    ]);
    expect(
      issuesOf([
        {
          dimensionId: 'titer',
          type: 'composite',
          components: [
            { dimensionId: 'dilution', type: 'numeric', value: 'x' },
            { dimensionId: 'other', type: 'text', value: 'y' },
          ],
        },
      ]),
    ).toEqual(['values.0.components.0.value:value.invalidNumber', 'values.0.components.1.dimensionId:value.unknownComponent']);
    const cleared = validate([{ dimensionId: 'titer', type: 'composite', components: [{ dimensionId: 'dilution', type: 'numeric', value: '' }] }]);
    expect(cleared.ok && isClearedValue(cleared.values[0]!)).toBe(true);
  });
  it('assertValidResultValues throws a 422 naming the first issue', () => {
    try {
      assertValidResultValues(parse([{ dimensionId: 'result', type: 'numeric', value: 'abc' }]), dimensions, {
        basePath: ['results', 2, 'values'],
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CONSTRAINT', param: 'results.2.values.0.value', type: 'value.invalidNumber' });
    }
  });
  it('answers values the result events can store as they are', () => {
    const result = validate([{ dimensionId: 'result', type: 'numeric', value: '2' }]);
    const stored: ResultValueData[] = result.ok ? result.values : [];
    expect(stored[0]).toMatchObject({ value: 2, convertedValue: 36 });
  });
});
