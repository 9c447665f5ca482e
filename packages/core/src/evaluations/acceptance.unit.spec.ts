import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import {
  evaluateResultAcceptance,
  isNominalResultAccepted,
  isNumericResultAccepted,
  relationOf,
  resolveAcceptanceRange,
  ZAcceptanceCriterion,
} from './acceptance';

const range = { min: 4, max: 6 };

describe('relations', () => {
  it('normalises stored relations, reversed forms included', () => {
    expect(relationOf(null)).toBe('=');
    expect(relationOf('')).toBe('=');
    expect(relationOf('=<')).toBe('<=');
    expect(relationOf('=>')).toBe('>=');
    expect(relationOf(' < ')).toBe('<');
  });
  it('refuses an unknown relation with a constraint error', () => {
    expect(() => relationOf('≈')).toThrow(AppError);
    const caught = (() => {
      try {
        relationOf('<>');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(caught).toMatchObject({ code: 'CONSTRAINT', param: 'relation' });
  });
});

describe('numeric results against a range (bounds inclusive)', () => {
  it('accepts values inside and on the limits, rejects values outside', () => {
    expect(isNumericResultAccepted({ value: 5 }, range)).toBe(true);
    expect(isNumericResultAccepted({ value: 4 }, range)).toBe(true);
    expect(isNumericResultAccepted({ value: 6 }, range)).toBe(true);
    expect(isNumericResultAccepted({ value: 3.99 }, range)).toBe(false);
    expect(isNumericResultAccepted({ value: 6.01 }, range)).toBe(false);
  });
  it('handles one-sided ranges and answers null without limits or value', () => {
    expect(isNumericResultAccepted({ value: 100 }, { min: 4, max: null })).toBe(true);
    expect(isNumericResultAccepted({ value: -3 }, { min: null, max: 6 })).toBe(true);
    expect(isNumericResultAccepted({ value: 5 }, { min: null, max: null })).toBeNull();
    expect(isNumericResultAccepted({ value: 5 }, null)).toBeNull();
    expect(isNumericResultAccepted({ value: null }, range)).toBeNull();
  });
  it('does not reject a value printed on a limit computed in floating point', () => {
    const r = resolveAcceptanceRange({ type: 'tolerance', target: 4.4, relativePercent: 10 })!;
    expect(r.max).not.toBe(4.84); // 4.840000000000001
    expect(isNumericResultAccepted({ value: 4.84 }, r)).toBe(true);
    expect(isNumericResultAccepted({ value: 3.96 }, r)).toBe(true);
    expect(isNumericResultAccepted({ value: 4.841 }, r)).toBe(false);
  });
});

describe('relation values: accepted when the whole interval lies in the range', () => {
  it("'<v' stands for [0, v]", () => {
    expect(isNumericResultAccepted({ value: 0.5, relation: '<' }, { min: 0, max: 2 })).toBe(true);
    expect(isNumericResultAccepted({ value: 0.5, relation: '<' }, { min: null, max: 2 })).toBe(true);
    expect(isNumericResultAccepted({ value: 0.5, relation: '<' }, { min: 0.2, max: 2 })).toBe(false);
    expect(isNumericResultAccepted({ value: 3, relation: '<=' }, { min: 0, max: 2 })).toBe(false);
    expect(isNumericResultAccepted({ value: 2, relation: '<' }, { min: 0, max: 2 })).toBe(true);
  });
  it('the lower end of a < interval is configurable', () => {
    expect(isNumericResultAccepted({ value: 1, relation: '<' }, { min: -5, max: 2 }, { lowerBound: -10 })).toBe(false);
    expect(isNumericResultAccepted({ value: 1, relation: '<' }, { min: -5, max: 2 }, { lowerBound: -5 })).toBe(true);
  });
  it("'>v' stands for [v, ∞): only a range without maximum can hold it", () => {
    expect(isNumericResultAccepted({ value: 500, relation: '>' }, { min: 400, max: 600 })).toBe(false);
    expect(isNumericResultAccepted({ value: 500, relation: '>=' }, { min: 300, max: null })).toBe(true);
    expect(isNumericResultAccepted({ value: 200, relation: '=>' }, { min: 300, max: null })).toBe(false);
  });
});

describe('acceptance criteria', () => {
  it('a numeric range resolves as given; min above max or no limit is not evaluable', () => {
    expect(resolveAcceptanceRange({ type: 'numeric_range', min: 1, max: 3, target: 2 })).toEqual({ min: 1, max: 3, target: 2 });
    expect(resolveAcceptanceRange({ type: 'numeric_range', min: 3, max: 1, target: 2 })).toBeNull();
    expect(resolveAcceptanceRange({ type: 'numeric_range', min: null, max: null, target: 2 })).toBeNull();
  });
  it('a tolerance centres on its target or the assigned value; the larger allowance wins', () => {
    expect(resolveAcceptanceRange({ type: 'tolerance', target: 10, absolute: 0.5, relativePercent: 10 })).toEqual({
      min: 9,
      max: 11,
      target: 10,
    });
    expect(resolveAcceptanceRange({ type: 'tolerance', absolute: 0.5, relativePercent: 1 }, 10)).toEqual({
      min: 9.5,
      max: 10.5,
      target: 10,
    });
    expect(resolveAcceptanceRange({ type: 'tolerance', absolute: 1 }, null)).toBeNull();
    expect(resolveAcceptanceRange({ type: 'tolerance', target: 10 })).toBeNull();
  });
  it('nominal: every chosen value must be accepted', () => {
    expect(isNominalResultAccepted(3, [3, 4])).toBe(true);
    expect(isNominalResultAccepted([3, 4], [3, 4])).toBe(true);
    expect(isNominalResultAccepted([3, 5], [3, 4])).toBe(false);
    expect(isNominalResultAccepted([], [3])).toBeNull();
    expect(isNominalResultAccepted(null, [3])).toBeNull();
    expect(isNominalResultAccepted(3, [])).toBeNull();
  });
  it('one result against one criterion', () => {
    expect(evaluateResultAcceptance({ value: 10.9 }, { type: 'tolerance', relativePercent: 10 }, { assignedValue: 10 })).toBe(true);
    expect(evaluateResultAcceptance({ value: 11.2 }, { type: 'tolerance', relativePercent: 10 }, { assignedValue: 10 })).toBe(false);
    expect(evaluateResultAcceptance({ valueIds: [7] }, { type: 'nominal', acceptedValueIds: [7] })).toBe(true);
    expect(evaluateResultAcceptance({ valueIds: [7] }, { type: 'numeric_range', min: 1, max: 2, target: null })).toBeNull();
    expect(evaluateResultAcceptance({ value: 1 }, { type: 'nominal', acceptedValueIds: [7] })).toBeNull();
  });
  it('the zod schema fills tolerance defaults and refuses negative allowances', () => {
    expect(ZAcceptanceCriterion.parse({ type: 'tolerance', relativePercent: 5 })).toEqual({
      type: 'tolerance',
      target: null,
      absolute: null,
      relativePercent: 5,
    });
    expect(ZAcceptanceCriterion.safeParse({ type: 'tolerance', absolute: -1 }).success).toBe(false);
  });
});
