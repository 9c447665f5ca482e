import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { EVALUATION_MESSAGES } from './messages';

/**
 * Acceptance of one lab result against the acceptance criteria of its sample (spec 1 §3
 * "Acceptance criteria": numeric_range with min / max / target, or nominal accepted values), plus
 * a tolerance form (± absolute and/or ± % around a target or the assigned value).
 *
 * Relation values ('<10', '>=500') follow one policy everywhere in the evaluation:
 * - they are shown with the lab's results but never enter a statistic (n, mean, SD, median,
 *   Algorithm A, histogram) and get no score (ISO 13528:2022 5.5.3: censored values cannot be
 *   scored; Annex E.1 "deleted" treatment);
 * - '<v' / '<=v' stand for the interval [lowerBound, v] with lowerBound 0 by default (measured
 *   quantities are non-negative), '>v' / '>=v' for [v, +∞);
 * - such a result is accepted when that whole interval lies inside the acceptance range, so '<0.5'
 *   is accepted for a range 0…2 but not for 0.2…2, and '>500' only when the range has no maximum.
 *   Strict and non-strict relations give the same answer because the range bounds are inclusive.
 * Bounds are inclusive and compared with a relative slack of 1e-9 so that binary floating point
 * (4.4 × 1.1 = 4.840000000000001) does not reject a result printed on the limit.
 */

/** Canonical relation of a numeric value; identical to NumericRelation of the results area. */
type Relation = '=' | '<' | '<=' | '>' | '>=';

const RELATIONS: Record<string, Relation> = {
  '': '=',
  '=': '=',
  '==': '=',
  '<': '<',
  '<=': '<=',
  '=<': '<=',
  '>': '>',
  '>=': '>=',
  '=>': '>=',
};

/** '=', '<', '<=', '>', '>=' from a stored relation (null / '' → '='; '=<' and '=>' accepted). */
export function relationOf(relation: string | null | undefined): Relation {
  const found = RELATIONS[(relation ?? '').trim()];
  if (found === undefined) throw AppError.constraint('relation', EVALUATION_MESSAGES.unknownRelation, undefined, { relation: String(relation) });
  return found;
}

export interface AcceptanceRange {
  min: number | null;
  max: number | null;
  target: number | null;
}

export const ZAcceptanceCriterion = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('numeric_range'),
    min: z.number().nullable(),
    max: z.number().nullable(),
    target: z.number().nullable(),
  }),
  z.object({
    type: z.literal('tolerance'),
    /** Centre of the range; null → the assigned value of the group. */
    target: z.number().nullable().default(null),
    /** ± absolute allowance, in the unit of the result. */
    absolute: z.number().nonnegative().nullable().default(null),
    /** ± allowance in percent of the centre. */
    relativePercent: z.number().nonnegative().nullable().default(null),
  }),
  z.object({
    type: z.literal('nominal'),
    acceptedValueIds: z.array(z.number().int()),
  }),
]);
export type AcceptanceCriterion = z.input<typeof ZAcceptanceCriterion>;
export type NumericAcceptanceCriterion = Exclude<AcceptanceCriterion, { type: 'nominal' }>;

/**
 * The numeric range a criterion stands for. A tolerance criterion centres on its own target or,
 * without one, on `assignedValue`; with both an absolute and a relative allowance the larger one
 * applies (the usual "± 0.3 mmol/L or ± 10 %, whichever is greater"). Null when the criterion
 * cannot be resolved: no limit at all, no centre, or min above max.
 */
export function resolveAcceptanceRange(
  criterion: NumericAcceptanceCriterion,
  assignedValue: number | null = null,
): AcceptanceRange | null {
  if (criterion.type === 'numeric_range') {
    const { min, max, target } = criterion;
    if (min === null && max === null) return null;
    if (min !== null && max !== null && min > max) return null;
    return { min, max, target };
  }
  const centre = criterion.target ?? assignedValue;
  if (centre === null || centre === undefined || !Number.isFinite(centre)) return null;
  const absolute = criterion.absolute ?? null;
  const relative = criterion.relativePercent ?? null;
  if (absolute === null && relative === null) return null;
  const allowance = Math.max(absolute ?? 0, relative === null ? 0 : (Math.abs(centre) * relative) / 100);
  return { min: centre - allowance, max: centre + allowance, target: centre };
}

const SLACK = 1e-9;
const atLeast = (x: number, min: number) => x >= min - SLACK * Math.max(1, Math.abs(min));
const atMost = (x: number, max: number) => x <= max + SLACK * Math.max(1, Math.abs(max));

export interface NumericResult {
  value: number | null;
  relation?: string | null;
}

export interface NumericAcceptanceOptions {
  /** Lower end of the interval a '<' value stands for; default 0. */
  lowerBound?: number;
}

/**
 * Whether a numeric result lies within the range (see the relation policy above). Null when there
 * is no value or the range has no limit.
 */
export function isNumericResultAccepted(
  result: NumericResult,
  range: Pick<AcceptanceRange, 'min' | 'max'> | null,
  options: NumericAcceptanceOptions = {},
): boolean | null {
  const { value } = result;
  if (value === null || !Number.isFinite(value) || range === null) return null;
  const { min, max } = range;
  if (min === null && max === null) return null;
  const relation = relationOf(result.relation);
  let low: number;
  let high: number;
  if (relation === '=') {
    low = value;
    high = value;
  } else if (relation === '<' || relation === '<=') {
    low = Math.min(options.lowerBound ?? 0, value);
    high = value;
  } else {
    low = value;
    high = Infinity;
  }
  return (min === null || atLeast(low, min)) && (max === null || (high !== Infinity && atMost(high, max)));
}

/**
 * Whether a nominal result is accepted: at least one value was given and every given value is one
 * of the accepted value ids. Null when nothing was given or no value is accepted at all (no
 * criteria).
 */
export function isNominalResultAccepted(
  valueIds: readonly number[] | number | null,
  acceptedValueIds: readonly number[],
): boolean | null {
  const given = valueIds === null ? [] : typeof valueIds === 'number' ? [valueIds] : valueIds;
  if (given.length === 0 || acceptedValueIds.length === 0) return null;
  const accepted = new Set(acceptedValueIds);
  return given.every((id) => accepted.has(id));
}

export type ResultForAcceptance = NumericResult | { valueIds: readonly number[] | number | null };

/**
 * One lab result against one criterion → accepted flag (null: not evaluable). Numeric results go
 * with numeric_range / tolerance criteria, nominal results ({ valueIds }) with nominal ones; a
 * mismatch is not evaluable.
 */
export function evaluateResultAcceptance(
  result: ResultForAcceptance,
  criterion: AcceptanceCriterion,
  context: { assignedValue?: number | null; lowerBound?: number } = {},
): boolean | null {
  if (criterion.type === 'nominal') {
    return 'valueIds' in result ? isNominalResultAccepted(result.valueIds, criterion.acceptedValueIds) : null;
  }
  if (!('value' in result)) return null;
  const range = resolveAcceptanceRange(criterion, context.assignedValue ?? null);
  return isNumericResultAccepted(
    result,
    range,
    context.lowerBound === undefined ? {} : { lowerBound: context.lowerBound },
  );
}
