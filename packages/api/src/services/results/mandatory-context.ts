import {
  findMissingMandatoryContext,
  type CurrentResultValue,
  type MissingMandatoryContext,
  type ParameterLike,
  type StoredValueLike,
} from '@eqa/core';
import type { SurveyParameter } from '../surveys/survey-parameters';

interface CollectedResult {
  resultGroupId: number;
  sampleId: number | null;
  values: StoredValueLike[];
}

/** The parameters with the lab's results, shaped as core's form rules read them. */
export function parametersWithResults(
  parameters: readonly SurveyParameter[],
  values: Iterable<Pick<CurrentResultValue, 'parameterId' | 'resultGroupId' | 'sampleId' | 'value'>>,
): Array<ParameterLike & { hidden: boolean }> {
  const results = new Map<number, CollectedResult[]>();
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
  return parameters.map((p) => ({
    id: p.id,
    hidden: p.hidden,
    dimensions: { result: p.dimensions.result, context: p.dimensions.context },
    results: results.get(p.id) ?? [],
  }));
}

/** Core findMissingMandatoryContext over the lab's current values. */
export function missingMandatoryContext(
  parameters: readonly SurveyParameter[],
  values: Iterable<Pick<CurrentResultValue, 'parameterId' | 'resultGroupId' | 'sampleId' | 'value'>>,
  mandatoryContextIds: readonly string[],
): MissingMandatoryContext[] {
  return findMissingMandatoryContext(parametersWithResults(parameters, values), mandatoryContextIds);
}
