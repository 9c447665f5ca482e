import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { isFilledValue } from './filled-values';
import { assertMandatoryContextComplete, findMissingMandatoryContext, isDimensionRequired } from './mandatory-context';
import { filterParameters, isParameterInvalid, matchesResultFilter, type FilterableParameter } from './result-filter';
import { formatDefaultResultGroupName, resultGroupName, RESULT_GROUP_DEFAULT_NAME_EN } from './result-group-name';

const dims = { result: [{ id: 'result' }], context: [{ id: 'method' }, { id: 'instrument' }, { id: 'lot' }] };
const v = (dimensionId: string, value: string | number | null, extra: { valueId?: number } = {}) => ({ dimensionId, value, ...extra });

function parameter(id: number, results: FilterableParameter['results'], extra: Partial<FilterableParameter> = {}): FilterableParameter {
  return { id, dimensions: dims, results, ...extra };
}

describe('filled values', () => {
  it('counts text, numbers, chosen options, files and filled components', () => {
    expect(isFilledValue(v('result', ' '))).toBe(false);
    expect(isFilledValue(v('result', null))).toBe(false);
    expect(isFilledValue(v('result', 0))).toBe(true);
    expect(isFilledValue(v('result', '1.5'))).toBe(true);
    expect(isFilledValue({ dimensionId: 'm', valueId: 3 })).toBe(true);
    expect(isFilledValue({ dimensionId: 'd', fileId: 3 })).toBe(true);
    expect(isFilledValue({ dimensionId: 'c', components: [v('a', null)] })).toBe(false);
    expect(isFilledValue({ dimensionId: 'c', components: [v('a', 2)] })).toBe(true);
  });
});

describe('result filter modes (spec 1 §3)', () => {
  const filled = parameter(1, [{ resultGroupId: 1, sampleId: 1, values: [v('result', '5')] }], {
    name: { en: 'Glucose', hu: 'Glükóz' },
  });
  const contextOnly = parameter(2, [{ resultGroupId: 1, sampleId: 1, values: [v('method', null, { valueId: 3 })] }], {
    name: { en: 'Sodium', hu: 'Nátrium' },
  });
  const flagged = parameter(3, [], { flagged: true, name: { en: 'Potassium', hu: 'Kálium' } });
  const invalidSample = parameter(
    4,
    [{ resultGroupId: 1, sampleId: 1, values: [v('result', '9')], sampleResults: [{ status: 'valid' }, { status: 'invalid' }] }],
    { name: { en: 'Urea', hu: 'Karbamid' } },
  );
  const withErrors = parameter(5, [], { errors: [{ resultGroupId: 1, dimensions: ['result'] }] });
  const flaggedInvalid = parameter(6, [], { invalid: true });
  const all = [filled, contextOnly, flagged, invalidSample, withErrors, flaggedInvalid];
  const ids = (ps: FilterableParameter[]) => ps.map((p) => p.id);

  it('all keeps every parameter in order', () => {
    expect(ids(filterParameters(all, 'all'))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('empty / not_empty look at result-dimension values only', () => {
    expect(ids(filterParameters(all, 'empty'))).toEqual([2, 3, 5, 6]);
    expect(ids(filterParameters(all, 'not_empty'))).toEqual([1, 4]);
  });
  it('invalid: an invalid flag, form errors or an invalid sample result', () => {
    expect(ids(filterParameters(all, 'invalid'))).toEqual([4, 5, 6]);
    expect(isParameterInvalid(filled)).toBe(false);
  });
  it('last_results: recently reported (flagged) parameters and those already filled', () => {
    expect(ids(filterParameters(all, 'last_results'))).toEqual([1, 3, 4]);
    expect(matchesResultFilter(contextOnly, 'last_results')).toBe(false);
  });
  it('combines with a case- and accent-insensitive name search', () => {
    expect(ids(filterParameters(all, 'all', { query: 'GLUKOZ', locale: 'hu' }))).toEqual([1]);
    expect(ids(filterParameters(all, 'not_empty', { query: 'kal', locale: 'hu' }))).toEqual([]);
    expect(ids(filterParameters(all, 'last_results', { query: 'kal', locale: 'hu' }))).toEqual([3]);
  });
});

describe('mandatory context check (spec 1 §4)', () => {
  const mandatory = ['method', 'lot', 'not_on_parameter'];

  it('lists each result with values lacking a mandatory context value', () => {
    const p = parameter(7, [
      { resultGroupId: 1, sampleId: 1, values: [v('result', '5'), v('method', null, { valueId: 2 })] },
      { resultGroupId: 1, sampleId: 2, values: [v('result', '6'), v('method', ' ')] },
      { resultGroupId: 2, sampleId: 1, values: [v('method', null, { valueId: 2 })] }, // no result value: not checked
    ]);
    // one row per parameter, result group and dimension: lot is missing for both samples, listed once
    expect(findMissingMandatoryContext([p], mandatory)).toEqual([
      { parameterId: 7, resultGroupId: 1, sampleId: null, dimensionId: 'lot' },
      { parameterId: 7, resultGroupId: 1, sampleId: null, dimensionId: 'method' },
    ]);
  });
  it('a context value of the whole result group (no sample) covers its samples', () => {
    const p = parameter(8, [
      { resultGroupId: 1, sampleId: null, values: [v('method', null, { valueId: 2 }), v('lot', 'L1')] },
      { resultGroupId: 1, sampleId: 1, values: [v('result', '5')] },
      { resultGroupId: 2, sampleId: 1, values: [v('result', '5')] },
    ]);
    expect(findMissingMandatoryContext([p], ['method'])).toEqual([
      { parameterId: 8, resultGroupId: 2, sampleId: null, dimensionId: 'method' },
    ]);
  });
  it('skips hidden parameters and answers nothing without mandatory ids', () => {
    const p = { ...parameter(9, [{ resultGroupId: 1, sampleId: 1, values: [v('result', '5')] }]), hidden: true };
    expect(findMissingMandatoryContext([p], mandatory)).toEqual([]);
    expect(findMissingMandatoryContext([{ ...p, hidden: false }], [])).toEqual([]);
    expect(findMissingMandatoryContext([{ ...p, hidden: false }], ['method'])).toHaveLength(1);
  });
  it('marks required dimensions and throws a 422 for the validate service', () => {
    expect(isDimensionRequired('method', mandatory)).toBe(true);
    expect(isDimensionRequired('instrument', mandatory)).toBe(false);
    const p = parameter(10, [{ resultGroupId: 1, sampleId: 1, values: [v('result', '5')] }]);
    expect(() => assertMandatoryContextComplete([p], ['method'])).toThrow(AppError);
    try {
      assertMandatoryContextComplete([p], ['method']);
    } catch (error) {
      expect(error).toMatchObject({ code: 'CONSTRAINT', param: 'mandatoryContext', type: 'missing_mandatory_values_error' });
    }
    expect(() => assertMandatoryContextComplete([p], ['instrument_missing'])).not.toThrow();
  });
});

describe('result group name', () => {
  it('is built from the ordinal placeholder when the group has no name', () => {
    expect(formatDefaultResultGroupName(RESULT_GROUP_DEFAULT_NAME_EN, 3)).toBe('Result group 3');
    expect(formatDefaultResultGroupName('{ordinal}. eredménycsoport', 2)).toBe('2. eredménycsoport');
    expect(resultGroupName({ name: null, ordinal: 1 }, 'en')).toBe('Result group 1');
    expect(resultGroupName({ name: '  ', ordinal: 4 }, 'hu', '{ordinal}. csoport')).toBe('4. csoport');
  });
  it("uses the group's own name when it has one", () => {
    expect(resultGroupName({ name: 'Cobas 6000', ordinal: 1 }, 'en')).toBe('Cobas 6000');
    expect(resultGroupName({ name: { en: 'Main', hu: 'Fő' }, ordinal: 1 }, 'hu')).toBe('Fő');
  });
});
