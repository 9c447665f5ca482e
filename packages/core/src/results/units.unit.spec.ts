import { describe, expect, it } from 'vitest';
import { convertNumericValue, findUnitConversion, roundToSignificant, switchValueUnit, unitSwitchFactor, type UnitConversion } from './unit-conversions';
import { convertibleUnitIds, defaultUnitId, hasUnitChoice, selectableUnitIds } from './unit-defaults';

describe('default unit (spec 1 §4): chosen, default, last selected, dimension unit', () => {
  const all = { chosenUnitId: 1, defaultUnitId: 2, lastSelectedUnitId: 3, dimensionUnitId: 4 };
  it('takes the first one present in that order', () => {
    expect(defaultUnitId(all)).toBe(1);
    expect(defaultUnitId({ ...all, chosenUnitId: null })).toBe(2);
    expect(defaultUnitId({ ...all, chosenUnitId: null, defaultUnitId: null })).toBe(3);
    expect(defaultUnitId({ dimensionUnitId: 4, lastSelectedUnitId: undefined })).toBe(4);
    expect(defaultUnitId({})).toBeNull();
  });
  it('skips a candidate the dimension no longer allows', () => {
    expect(defaultUnitId({ ...all, chosenUnitId: null, allowedUnitIds: [3, 4] })).toBe(3);
    expect(defaultUnitId({ ...all, allowedUnitIds: [4] })).toBe(4);
    expect(defaultUnitId({ ...all, allowedUnitIds: [] })).toBe(1);
  });
  it('offers a unit choice only with more than one unit', () => {
    expect(selectableUnitIds({ unitId: 5, unitIds: [6, 7] })).toEqual([5, 6, 7]);
    expect(selectableUnitIds({ unitId: 6, unitIds: [6, 7] })).toEqual([6, 7]);
    expect(hasUnitChoice({ unitId: 5, unitIds: [] })).toBe(false);
    expect(hasUnitChoice({ unitId: 5, unitIds: [5] })).toBe(false);
    expect(hasUnitChoice({ unitId: 5, unitIds: [6] })).toBe(true);
  });
});

describe('unit conversions', () => {
  const MMOL = 1;
  const MGDL = 2;
  const GL = 3;
  const GLUCOSE = 10;
  const CHOLESTEROL = 11;
  const conversions: UnitConversion[] = [
    { fromUnitId: MMOL, toUnitId: MGDL, factor: 18, parameterId: null },
    { fromUnitId: MMOL, toUnitId: MGDL, factor: 18.016, parameterId: GLUCOSE },
    { fromUnitId: MGDL, toUnitId: MMOL, factor: 0.02586, parameterId: CHOLESTEROL },
    { fromUnitId: GL, toUnitId: MGDL, factor: 100, parameterId: null },
  ];

  it('same unit: factor 1', () => {
    expect(findUnitConversion(conversions, MMOL, MMOL, null)).toMatchObject({ factor: 1, direction: 'identity' });
  });
  it('a parameter-specific conversion beats the general one', () => {
    expect(findUnitConversion(conversions, MMOL, MGDL, GLUCOSE)).toMatchObject({
      factor: 18.016,
      direction: 'direct',
      parameterSpecific: true,
    });
    expect(findUnitConversion(conversions, MMOL, MGDL, 99)).toMatchObject({ factor: 18, parameterSpecific: false });
    expect(findUnitConversion(conversions, MMOL, MGDL, null)).toMatchObject({ factor: 18, parameterSpecific: false });
  });
  it('a parameter-specific reverse conversion beats a general direct one', () => {
    const match = findUnitConversion(conversions, MMOL, MGDL, CHOLESTEROL);
    expect(match?.direction).toBe('inverse');
    expect(match?.parameterSpecific).toBe(true);
    expect(match?.factor).toBeCloseTo(1 / 0.02586, 10);
  });
  it('uses the inverse factor when only the reverse conversion exists', () => {
    const match = findUnitConversion(conversions, MGDL, GL, null);
    expect(match).toMatchObject({ direction: 'inverse', factor: 0.01 });
    expect(findUnitConversion(conversions, MGDL, MMOL, null)).toMatchObject({ direction: 'inverse', factor: 1 / 18 });
  });
  it('prefers the direct conversion over the reverse of the same specificity', () => {
    const both: UnitConversion[] = [
      { fromUnitId: 2, toUnitId: 1, factor: 0.5, parameterId: null },
      { fromUnitId: 1, toUnitId: 2, factor: 3, parameterId: null },
    ];
    expect(findUnitConversion(both, 1, 2, null)).toMatchObject({ factor: 3, direction: 'direct' });
  });
  it('answers null when no conversion exists', () => {
    expect(findUnitConversion(conversions, GL, MMOL, null)).toBeNull();
    // a conversion of another parameter is not used: cholesterol's 0.02586 does not apply to parameter 99
    expect(findUnitConversion(conversions, MGDL, MMOL, 99)).toMatchObject({ factor: 1 / 18, parameterSpecific: false });
    expect(findUnitConversion(conversions, MGDL, MMOL, GLUCOSE)).toMatchObject({
      factor: 1 / 18.016,
      direction: 'inverse',
      parameterSpecific: true,
    });
  });
  it('converts a value and rounds it for display to the entered precision, at least 3 digits', () => {
    const converted = convertNumericValue({ value: 5.5, text: '5.5', fromUnitId: MMOL, toUnitId: MGDL, parameterId: GLUCOSE, conversions });
    expect(converted?.value).toBeCloseTo(99.088, 10);
    expect(converted?.displayValue).toBe(99.1);
    const precise = convertNumericValue({ value: 5.5, text: '5.5000', fromUnitId: MMOL, toUnitId: MGDL, parameterId: GLUCOSE, conversions });
    expect(precise?.displayValue).toBe(99.088);
    expect(convertNumericValue({ value: 1, fromUnitId: GL, toUnitId: MMOL, parameterId: null, conversions })).toBeNull();
  });
  it('rounds to significant digits without binary noise', () => {
    expect(roundToSignificant(0.1 * 3, 3)).toBe(0.3);
    expect(roundToSignificant(123456, 3)).toBe(123000);
    expect(roundToSignificant(0.000123456, 2)).toBe(0.00012);
    expect(roundToSignificant(0, 3)).toBe(0);
  });
});

describe('convertible units of a parameter (the unit choice, and what the server accepts)', () => {
  const MMOL = 1;
  const MGDL = 2;
  const SEC = 3;
  const UMOL = 4;
  const GLUCOSE = 10;
  const conversions: UnitConversion[] = [
    { fromUnitId: MGDL, toUnitId: MMOL, factor: 0.0555, parameterId: GLUCOSE },
    { fromUnitId: MMOL, toUnitId: UMOL, factor: 1000, parameterId: null },
  ];
  const dimension = { unitId: MMOL, unitIds: [MMOL, MGDL, SEC, UMOL], evaluationUnitId: MMOL };
  it.each([
    { name: 'glucose: the evaluation unit, its own conversion and a general one; never seconds', parameterId: GLUCOSE, dim: dimension, units: [MMOL, MGDL, UMOL] },
    { name: 'another parameter: the glucose-only conversion does not count', parameterId: 11, dim: dimension, units: [MMOL, UMOL] },
    { name: 'a reverse conversion counts (µmol/L → mmol/L through 1/1000)', parameterId: 11, dim: { ...dimension, evaluationUnitId: UMOL }, units: [MMOL, UMOL] },
    { name: 'no evaluation unit: every unit of the dimension', parameterId: GLUCOSE, dim: { ...dimension, evaluationUnitId: null }, units: [MMOL, MGDL, SEC, UMOL] },
  ])('$name', ({ parameterId, dim, units }) => {
    expect(convertibleUnitIds(dim, parameterId, conversions)).toEqual(units);
  });
});

describe('switching the unit of a typed value', () => {
  const MMOL = 1;
  const MGDL = 2;
  const UMOL = 4;
  const SEC = 3;
  const GLUCOSE = 10;
  const conversions: UnitConversion[] = [
    { fromUnitId: MGDL, toUnitId: MMOL, factor: 0.0555, parameterId: GLUCOSE },
    { fromUnitId: MMOL, toUnitId: UMOL, factor: 1000, parameterId: null },
  ];
  const base = { evaluationUnitId: MMOL, parameterId: GLUCOSE, conversions };
  it.each([
    { name: 'direct', from: MMOL, to: UMOL, value: 5.6, text: '5.6', out: '5600' },
    { name: 'reverse', from: MMOL, to: MGDL, value: 5.55, text: '5.55', out: '100' },
    { name: 'through the evaluation unit (mg/dL → mmol/L → µmol/L)', from: MGDL, to: UMOL, value: 100, text: '100', out: '5550' },
    { name: 'keeps the typed precision (at least 3 digits)', from: UMOL, to: MMOL, value: 5612.5, text: '5612.5', out: '5.6125' },
    { name: 'small values stay plain decimals', from: MMOL, to: MMOL, value: 0.0000001, text: '0.0000001', out: '0.0000001' },
  ])('$name: $text → $out', ({ from, to, value, text, out }) => {
    expect(switchValueUnit({ ...base, value, text, fromUnitId: from, toUnitId: to })?.text).toBe(out);
  });
  it('answers null when the units do not convert (the control asks instead)', () => {
    expect(unitSwitchFactor({ ...base, fromUnitId: SEC, toUnitId: MMOL })).toBeNull();
    expect(switchValueUnit({ ...base, evaluationUnitId: null, value: 1, text: '1', fromUnitId: MGDL, toUnitId: UMOL })).toBeNull();
  });
});
