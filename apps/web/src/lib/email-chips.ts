import { isValidEmail, splitEmails } from '@eqa/core';

const SEPARATOR = /[\s,;]/;
const ENDS_WITH_SEPARATOR = /[\s,;]$/;

export interface EmailChipsState {
  chips: string[];
  /** What stays in the text input: the word being typed and addresses that are not valid. */
  rest: string;
}

/**
 * The multi-address input of spec 1 §5: typed text is split into chips on separators (space, comma,
 * semicolon) or when `flush` (Enter, leaving the field). Valid addresses become chips (no
 * duplicates, case-insensitive); invalid ones stay in the input so the user can correct them.
 */
export function takeEmailChips(chips: readonly string[], typed: string, flush: boolean): EmailChipsState {
  if (!flush && !SEPARATOR.test(typed)) return { chips: [...chips], rest: typed };
  const tokens = splitEmails(typed);
  const pending = !flush && !ENDS_WITH_SEPARATOR.test(typed) ? tokens.pop() : undefined;
  const next = [...chips];
  const invalid: string[] = [];
  for (const token of tokens) {
    if (!isValidEmail(token)) invalid.push(token);
    else if (!next.some((chip) => chip.toLowerCase() === token.toLowerCase())) next.push(token);
  }
  const rest = [...invalid, ...(pending ? [pending] : [])].join(' ');
  return { chips: next, rest };
}

/** True when the text left in the input is not a usable address (it blocks sending). */
export function hasInvalidEmailText(rest: string): boolean {
  const trimmed = rest.trim();
  return trimmed.length > 0 && (splitEmails(trimmed).length !== 1 || !isValidEmail(trimmed));
}
