/**
 * What counts as "a result with values": the minimal shapes the form rules read. Stored values
 * (Value of spec 1 §3) and payload entries both fit.
 */
export interface StoredValueLike {
  dimensionId: string;
  value?: string | number | null;
  valueId?: number | null;
  fileId?: number | null;
  components?: readonly StoredValueLike[] | null;
}

export interface ResultLike {
  resultGroupId: number;
  /** null: values that are not sample-specific (context values of the result group). */
  sampleId: number | null;
  hidden?: boolean;
  values: readonly StoredValueLike[];
  sampleResults?: ReadonlyArray<{ status: 'valid' | 'invalid' }> | null;
}

export interface ParameterLike<R extends ResultLike = ResultLike> {
  id: number;
  dimensions: { result: ReadonlyArray<{ id: string }>; context: ReadonlyArray<{ id: string }> };
  results: readonly R[];
}

/** A value holds something: a non-blank text/number, a chosen option, a file or a filled component. */
export function isFilledValue(value: StoredValueLike): boolean {
  if (typeof value.value === 'number') return Number.isFinite(value.value);
  if (typeof value.value === 'string' && value.value.trim().length > 0) return true;
  if (value.valueId !== null && value.valueId !== undefined) return true;
  if (value.fileId !== null && value.fileId !== undefined) return true;
  return (value.components ?? []).some(isFilledValue);
}

/**
 * True when the result holds a filled value of one of the given dimensions (by default: any).
 * The form rules pass the parameter's result dimensions, so a context value alone is not a result.
 */
export function resultHasValues(result: ResultLike, dimensionIds?: readonly string[]): boolean {
  return result.values.some((v) => (!dimensionIds || dimensionIds.includes(v.dimensionId)) && isFilledValue(v));
}

/** True when any result of the parameter holds a value of one of its result dimensions. */
export function parameterHasValues(parameter: ParameterLike): boolean {
  const ids = parameter.dimensions.result.map((d) => d.id);
  return parameter.results.some((r) => resultHasValues(r, ids));
}
