import { z } from 'zod';
import { localize, type Localized } from '../platform/localized';
import { parameterHasValues, type ParameterLike, type ResultLike } from './filled-values';
import { matchesSearchText } from './text-search';

/** Result filter modes of the survey form (spec 1 §3). */
export const RESULT_FILTER_MODES = ['all', 'empty', 'not_empty', 'invalid', 'last_results'] as const;
export type ResultFilterMode = (typeof RESULT_FILTER_MODES)[number];
export const ZResultFilterMode = z.enum(RESULT_FILTER_MODES);

export interface FilterableParameter<R extends ResultLike = ResultLike> extends ParameterLike<R> {
  name?: Localized | null;
  qualifier?: Localized | null;
  /** The lab reported this parameter recently (since the survey's parameterFlagDate). */
  flagged?: boolean;
  invalid?: boolean;
  errors?: readonly unknown[];
}

/** Invalid: flagged invalid, carrying form errors, or with a sample result evaluated invalid. */
export function isParameterInvalid(parameter: FilterableParameter): boolean {
  return (
    parameter.invalid === true ||
    (parameter.errors?.length ?? 0) > 0 ||
    parameter.results.some((r) => (r.sampleResults ?? []).some((s) => s.status === 'invalid'))
  );
}

/**
 * Does the parameter pass the mode?
 * - all: every parameter
 * - empty: no result holds a result-dimension value
 * - not_empty: some result holds a result-dimension value
 * - invalid: see isParameterInvalid
 * - last_results: parameters the lab reported recently (flagged), plus those already filled in
 *   this survey (so a parameter does not vanish while it is being entered)
 */
export function matchesResultFilter(parameter: FilterableParameter, mode: ResultFilterMode): boolean {
  switch (mode) {
    case 'all':
      return true;
    case 'empty':
      return !parameterHasValues(parameter);
    case 'not_empty':
      return parameterHasValues(parameter);
    case 'invalid':
      return isParameterInvalid(parameter);
    case 'last_results':
      return parameter.flagged === true || parameterHasValues(parameter);
  }
}

/**
 * The parameters the form shows for a filter mode and an optional search (case- and
 * accent-insensitive on the name and qualifier in the locale). Order is kept.
 */
export function filterParameters<P extends FilterableParameter>(
  parameters: readonly P[],
  mode: ResultFilterMode,
  search?: { query: string; locale: string },
): P[] {
  return parameters.filter((p) => {
    if (!matchesResultFilter(p, mode)) return false;
    if (!search) return true;
    const text = `${localize(p.name, search.locale)} ${localize(p.qualifier, search.locale)}`;
    return matchesSearchText(text, search.query);
  });
}
