import { AppError } from '../errors/app-error';
import { MISSING_MANDATORY_VALUES_ERROR } from './result-errors';
import { isFilledValue, resultHasValues, type ParameterLike, type ResultLike, type StoredValueLike } from './filled-values';
import type { CurrentResultValue } from './lab-survey-state';

/** One missing mandatory context value, as listed in the missing-values dialog (spec 1 §2/§4). */
export interface MissingMandatoryContext {
  parameterId: number;
  resultGroupId: number;
  /**
   * Always null: context values are entered once per result group (the form has no per-sample
   * context field), so one missing value is listed once however many samples lack it.
   */
  sampleId: number | null;
  dimensionId: string;
}

/** Spec 1 §5: required marks come from the mandatory context ids. */
export function isDimensionRequired(dimensionId: string, mandatoryContextIds: readonly string[]): boolean {
  return mandatoryContextIds.includes(dimensionId);
}

function hasFilled(result: ResultLike | undefined, dimensionId: string): boolean {
  return !!result && result.values.some((v) => v.dimensionId === dimensionId && isFilledValue(v));
}

/**
 * Spec 1 §4: before validating, every result that holds values (of a result dimension) must hold a
 * value for each mandatory context dimension of its parameter. A context value entered for the
 * whole result group (a result with sampleId null) covers every sample of that group. Hidden
 * parameters are skipped (the lab cannot see them). A value missing for several samples of a group
 * is listed once, at group level (sampleId null): the form takes context values per result group.
 * Order: parameters, results, context dimensions as given.
 */
export function findMissingMandatoryContext(
  parameters: ReadonlyArray<ParameterLike & { hidden?: boolean }>,
  mandatoryContextIds: readonly string[],
): MissingMandatoryContext[] {
  if (mandatoryContextIds.length === 0) return [];
  const missing: MissingMandatoryContext[] = [];
  const listed = new Set<string>();
  for (const parameter of parameters) {
    if (parameter.hidden) continue;
    const mandatory = parameter.dimensions.context.map((d) => d.id).filter((id) => mandatoryContextIds.includes(id));
    if (mandatory.length === 0) continue;
    const resultIds = parameter.dimensions.result.map((d) => d.id);
    for (const result of parameter.results) {
      if (!resultHasValues(result, resultIds)) continue;
      const groupLevel = parameter.results.find((r) => r.sampleId === null && r.resultGroupId === result.resultGroupId);
      for (const dimensionId of mandatory) {
        if (hasFilled(result, dimensionId) || hasFilled(groupLevel, dimensionId)) continue;
        const key = `${parameter.id}/${result.resultGroupId}/${dimensionId}`;
        if (listed.has(key)) continue;
        listed.add(key);
        missing.push({ parameterId: parameter.id, resultGroupId: result.resultGroupId, sampleId: null, dimensionId });
      }
    }
  }
  return missing;
}

/** For the validate service: a 422 (param 'mandatoryContext', type MISSING_MANDATORY_VALUES_ERROR) when any is missing. */
export function assertMandatoryContextComplete(
  parameters: ReadonlyArray<ParameterLike & { hidden?: boolean }>,
  mandatoryContextIds: readonly string[],
): void {
  const missing = findMissingMandatoryContext(parameters, mandatoryContextIds);
  if (missing.length > 0) {
    throw AppError.constraint(
      'mandatoryContext',
      `${missing.length} mandatory context value(s) missing`,
      MISSING_MANDATORY_VALUES_ERROR,
    );
  }
}

/** What validation checks the lab's values against: the parameters' dimensions and the survey's mandatory context ids. */
export interface MandatoryContextRule {
  parameters: ReadonlyArray<{ id: number; hidden: boolean; dimensions: ParameterLike['dimensions'] }>;
  mandatoryContextIds: readonly string[];
}

type CurrentValueLike = Pick<CurrentResultValue, 'parameterId' | 'resultGroupId' | 'sampleId' | 'value'>;

/** The parameters with the lab's current values (a stream state's), shaped as the form rules read them. */
export function parametersWithValues(
  parameters: MandatoryContextRule['parameters'],
  values: Iterable<CurrentValueLike>,
): Array<ParameterLike & { hidden: boolean }> {
  const results = new Map<number, Array<{ resultGroupId: number; sampleId: number | null; values: StoredValueLike[] }>>();
  for (const current of values) {
    const list = results.get(current.parameterId) ?? [];
    let result = list.find((r) => r.resultGroupId === current.resultGroupId && r.sampleId === current.sampleId);
    if (!result) {
      result = { resultGroupId: current.resultGroupId, sampleId: current.sampleId, values: [] };
      list.push(result);
    }
    result.values.push({
      dimensionId: current.value.dimensionId,
      value: current.value.value,
      valueId: current.value.valueId,
      fileId: current.value.fileId ?? null,
      components: (current.value.components ?? []).map((c) => ({ dimensionId: c.dimensionId, value: c.value, valueId: c.valueId })),
    });
    results.set(current.parameterId, list);
  }
  return parameters.map((p) => ({ id: p.id, hidden: p.hidden, dimensions: p.dimensions, results: results.get(p.id) ?? [] }));
}

/** findMissingMandatoryContext over current values (a stream state's, or the read model's). */
export function missingMandatoryContextOf(rule: MandatoryContextRule, values: Iterable<CurrentValueLike>): MissingMandatoryContext[] {
  return findMissingMandatoryContext(parametersWithValues(rule.parameters, values), rule.mandatoryContextIds);
}

/** Validation's check on the state it locks: 422 MISSING_MANDATORY_VALUES_ERROR when a value is missing. */
export function assertValuesHaveMandatoryContext(rule: MandatoryContextRule, values: Iterable<CurrentValueLike>): void {
  assertMandatoryContextComplete(parametersWithValues(rule.parameters, values), rule.mandatoryContextIds);
}
