/**
 * The shape every API input must have before its schema reads it (issue 30): nested at most
 * MAX_INPUT_DEPTH arrays and objects deep, and every text (values and keys) well-formed Unicode.
 * A deeper body overflowed the stack of the libraries that walk it (trpc-to-openapi serializes the
 * body again: a 500); a lone surrogate ('\ud800') cannot be stored as UTF-8, so PostgreSQL changed
 * it on its way through (the sign-in's rate-limit key came back as another text: a 500).
 */

/** The deepest nesting of arrays and objects an input may have (the deepest input of the API, the bulk result save, has 8). */
export const MAX_INPUT_DEPTH = 32;

/** The message codes of a violation (i18n keys under `value`). */
export const INPUT_SHAPE_MESSAGES = {
  nestedTooDeep: 'value.nestedTooDeep',
  notWellFormedText: 'value.notWellFormedText',
} as const;

export interface InputShapeViolation {
  /** Where: the dotted path of the text, or of the outermost field holding the too-deep part ('' for the input itself). */
  param: string;
  message: (typeof INPUT_SHAPE_MESSAGES)[keyof typeof INPUT_SHAPE_MESSAGES];
  params?: { maxDepth: number };
}

/** A lone surrogate: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` is well-formed Unicode (String.prototype.isWellFormed of ES2024). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The first violation of the input shape in `input` (parsed JSON, or what superjson made of it:
 * other objects such as dates are leaves), or null. Walks without recursion and stops at the first
 * level beyond `maxDepth`, so a hostile input costs no more than its size.
 */
export function inputShapeViolation(input: unknown, maxDepth: number = MAX_INPUT_DEPTH): InputShapeViolation | null {
  const stack: Array<{ value: unknown; path: string[]; depth: number }> = [{ value: input, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) return { param: path.join('.'), message: INPUT_SHAPE_MESSAGES.notWellFormedText };
      continue;
    }
    if (!isContainer(value)) continue;
    if (depth >= maxDepth) return { param: path[0] ?? '', message: INPUT_SHAPE_MESSAGES.nestedTooDeep, params: { maxDepth } };
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      if (!isWellFormedText(key)) return { param: path.join('.'), message: INPUT_SHAPE_MESSAGES.notWellFormedText };
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}
