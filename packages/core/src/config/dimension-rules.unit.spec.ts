import { describe, expect, it } from 'vitest';
import { deriveDimensionId, isValidDimensionId } from './dimension-id';
import {
  compositeComponentViolation,
  dimensionDeletableAfterValueAdded,
  dimensionDeletableAfterValueRemoved,
  dimensionSettingsViolation,
  dimensionValuesRemovable,
  isDimensionDeletable,
  valueKindOf,
} from './dimension-rules';

describe('deriveDimensionId (spec 3 §5)', () => {
  it("lower-cases, strips accents and replaces spaces: 'Módszer neve' → 'modszer_neve'", () => {
    expect(deriveDimensionId('Módszer neve')).toBe('modszer_neve');
    expect(deriveDimensionId('Yes no')).toBe('yes_no');
    expect(deriveDimensionId('Műszer   gyártója')).toBe('muszer_gyartoja');
    expect(deriveDimensionId('Őszi ÜRÍTÉS')).toBe('oszi_urites');
  });

  it('always yields a valid id: drops other characters, leading digits and edge underscores', () => {
    expect(deriveDimensionId('  Reagent (lot) / kit-type ')).toBe('reagent_lot_kit_type');
    expect(deriveDimensionId('2nd method')).toBe('nd_method');
    expect(deriveDimensionId('Straße')).toBe('strasse');
    expect(isValidDimensionId(deriveDimensionId('Módszer neve'))).toBe(true);
    expect(deriveDimensionId('???')).toBe('');
  });

  it('validates ids as English snake_case starting with a letter', () => {
    expect(isValidDimensionId('yes_no')).toBe(true);
    expect(isValidDimensionId('Yes_no')).toBe(false);
    expect(isValidDimensionId('1abc')).toBe(false);
    expect(isValidDimensionId('módszer')).toBe(false);
    expect(isValidDimensionId('')).toBe(false);
    expect(isValidDimensionId('a'.repeat(65))).toBe(false);
  });
});

describe('dimension deletable rule (spec 3 §3)', () => {
  it('is deletable only without parameters and without values', () => {
    expect(isDimensionDeletable({ parameterCount: 0, valueCount: 0 })).toBe(true);
    expect(isDimensionDeletable({ parameterCount: 0, valueCount: 1 })).toBe(false);
    expect(isDimensionDeletable({ parameterCount: 1, valueCount: 0 })).toBe(false);
  });

  it('becomes false when a value is added, true when the last value of an unused dimension is removed', () => {
    expect(dimensionDeletableAfterValueAdded()).toBe(false);
    expect(dimensionDeletableAfterValueRemoved({ parameterCount: 0, valueCount: 1 })).toBe(true);
    expect(dimensionDeletableAfterValueRemoved({ parameterCount: 0, valueCount: 2 })).toBe(false);
    expect(dimensionDeletableAfterValueRemoved({ parameterCount: 2, valueCount: 1 })).toBe(false);
    // the transition rule and the state rule agree
    expect(dimensionDeletableAfterValueRemoved({ parameterCount: 0, valueCount: 1 })).toBe(isDimensionDeletable({ parameterCount: 0, valueCount: 0 }));
  });
});

describe('values of a dimension in use stay (spec 3 §5)', () => {
  it.each([
    { parameterCount: 0, isComponent: false, removable: true },
    { parameterCount: 2, isComponent: false, removable: false },
    { parameterCount: 0, isComponent: true, removable: false },
  ])('parameters $parameterCount, component $isComponent → removable $removable', ({ parameterCount, isComponent, removable }) => {
    expect(dimensionValuesRemovable({ parameterCount, isComponent })).toBe(removable);
  });
});

describe('dimension settings by value type', () => {
  it('allows a media type on documents, a unit on numeric and multiple values on nominal/composite only', () => {
    const base = { mediaType: null, unitId: null, multipleValues: false, negativeAllowed: false } as const;
    expect(dimensionSettingsViolation({ ...base, valueType: 'document', mediaType: 'pdf' })).toBeNull();
    expect(dimensionSettingsViolation({ ...base, valueType: 'text', mediaType: 'pdf' })).toMatchObject({ param: 'mediaType' });
    expect(dimensionSettingsViolation({ ...base, valueType: 'numeric', unitId: 3 })).toBeNull();
    expect(dimensionSettingsViolation({ ...base, valueType: 'nominal', unitId: 3 })).toMatchObject({ param: 'unitId' });
    expect(dimensionSettingsViolation({ ...base, valueType: 'composite', multipleValues: true })).toBeNull();
    expect(dimensionSettingsViolation({ ...base, valueType: 'numeric', multipleValues: true })).toMatchObject({ param: 'multipleValues' });
    expect(dimensionSettingsViolation({ ...base, valueType: 'numeric', negativeAllowed: true })).toBeNull();
    expect(dimensionSettingsViolation({ ...base, valueType: 'text', negativeAllowed: true })).toMatchObject({ param: 'negativeAllowed' });
  });

  it('names the value kind of a type', () => {
    expect(valueKindOf('nominal')).toBe('nominal');
    expect(valueKindOf('composite')).toBe('composite');
    expect(valueKindOf('numeric')).toBeNull();
  });

  it('refuses a component that is the dimension itself, composite, unknown or already present', () => {
    const input = { dimensionId: 'bp', presentComponentIds: ['systolic'] };
    expect(compositeComponentViolation({ ...input, component: { id: 'diastolic', valueType: 'numeric' } })).toBeNull();
    expect(compositeComponentViolation({ ...input, component: { id: 'bp', valueType: 'numeric' } })).toMatchObject({ param: 'componentDimensionId' });
    expect(compositeComponentViolation({ ...input, component: { id: 'other', valueType: 'composite' } })).toMatchObject({ param: 'componentDimensionId' });
    expect(compositeComponentViolation({ ...input, component: { id: 'systolic', valueType: 'numeric' } })).toMatchObject({ param: 'componentDimensionId' });
    expect(compositeComponentViolation({ ...input, component: null })).toMatchObject({ param: 'componentDimensionId' });
  });
});
