import type { NumericRelation } from './value-types';

/**
 * Numeric result input (spec 1 §2 "Result entry controls", §4 "Numeric input", §5 "Numeric result").
 *
 * Accepted: optional relation prefix (<, >, <=, >=, = and the reversed forms =<, =>), whitespace
 * around the relation and the whole input, a sign, digits with a dot or comma decimal separator and
 * an optional exponent (1e-3, 1,5E+2). A complete value needs digits on both sides of a separator.
 */
export type NumericInputState =
  /** Empty (or blank) input: the value is cleared. */
  | { state: 'empty' }
  /** A prefix of a valid value ('<', '-', '1,', '1e', '1e-'): flagged until complete. */
  | { state: 'incomplete'; error: 'value.invalidNumber' }
  /** Text no further typing can make valid ('abc', '1.2.3', '5<', '1e999'). */
  | { state: 'invalid'; error: 'value.invalidNumber' }
  | {
      state: 'valid';
      relation: NumericRelation;
      /** True when the relation was typed (an explicit '=' included). */
      explicitRelation: boolean;
      value: number;
      /** Normalised number text without the relation: dot decimal, trailing zeros kept ('1,50' → '1.50'). */
      text: string;
    };

export const NUMERIC_INPUT_ERROR = 'value.invalidNumber' as const;

const RELATION_ALIASES: Record<string, NumericRelation> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  '=<': '<=',
  '=>': '>=',
};

const RELATION = '(<=|>=|=<|=>|<|>|=)';
const VALID = new RegExp(`^${RELATION}?\\s*([+-]?)(\\d+)?(?:[.,](\\d+))?(?:[eE]([+-]?\\d+))?$`);
const PREFIX = new RegExp(`^${RELATION}?\\s*[+-]?(?:(?:\\d+(?:[.,]\\d+)?|[.,]\\d+)(?:[eE][+-]?\\d*)?|\\d*[.,])?$`);

/** Parses what the user typed into a numeric result control. */
export function parseNumericInput(input: string | null | undefined): NumericInputState {
  const trimmed = (input ?? '').trim();
  if (trimmed.length === 0) return { state: 'empty' };

  const match = VALID.exec(trimmed);
  // A valid value needs digits before or after the separator (the regex allows both to be absent).
  if (match && (match[3] !== undefined || match[4] !== undefined)) {
    const [, relationText, sign, intPart, fraction, exponent] = match;
    const integer = (intPart ?? '0').replace(/^0+(?=\d)/, '');
    const mantissa = fraction === undefined ? integer : `${integer}.${fraction}`;
    const exp = exponent === undefined ? '' : `e${Number.parseInt(exponent, 10)}`;
    const text = `${sign === '-' ? '-' : ''}${mantissa}${exp}`;
    const value = Number(text);
    if (!Number.isFinite(value)) return { state: 'invalid', error: NUMERIC_INPUT_ERROR };
    return {
      state: 'valid',
      relation: relationText === undefined ? '=' : (RELATION_ALIASES[relationText] ?? '='),
      explicitRelation: relationText !== undefined,
      value,
      text,
    };
  }
  if (PREFIX.test(trimmed)) return { state: 'incomplete', error: NUMERIC_INPUT_ERROR };
  return { state: 'invalid', error: NUMERIC_INPUT_ERROR };
}

/** The text a numeric control shows for a stored value: the relation is omitted when it is '='. */
export function formatNumericInput(value: { relation: NumericRelation | null; text: string }): string {
  const relation = value.relation ?? '=';
  return relation === '=' ? value.text : `${relation}${value.text}`;
}

/**
 * Significant digits of a normalised number text: leading zeros do not count, trailing zeros do
 * ('1.50' → 3, '0.0050' → 2, '120' → 3, '0' → 1). The exponent is ignored.
 */
export function significantDigits(text: string): number {
  const mantissa = text.replace(/^[+-]/, '').split(/[eE]/)[0] ?? '';
  const digits = mantissa.replace(/[.,]/g, '').replace(/^0+/, '');
  return Math.max(1, digits.length);
}

/**
 * Whether a numeric value is refused for its dimension's sign rule: a negative value where the
 * dimension does not allow negative values (docs/decisions/results-rules.md "Negative values").
 * Zero is never negative; '<-1' is as negative as '-1'.
 */
export function isNegativeRefused(value: number, dimension: { negativeAllowed: boolean }): boolean {
  return value < 0 && !dimension.negativeAllowed;
}

export const NEGATIVE_NOT_ALLOWED = 'value.negativeNotAllowed' as const;
