/** Longest text result accepted (a decision: spec 1 only limits the control to 20 visible rows). */
export const TEXT_VALUE_MAX_LENGTH = 2000;

export type TextValueState =
  | { state: 'empty' }
  | { state: 'valid'; text: string }
  | { state: 'invalid'; error: 'value.textTooLong' };

/** A text result: surrounding whitespace is dropped; blank clears the value. */
export function parseTextValue(input: string | null | undefined): TextValueState {
  const text = (input ?? '').trim();
  if (text.length === 0) return { state: 'empty' };
  if (text.length > TEXT_VALUE_MAX_LENGTH) return { state: 'invalid', error: 'value.textTooLong' };
  return { state: 'valid', text };
}
