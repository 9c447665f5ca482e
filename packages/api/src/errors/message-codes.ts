import { baseDictionary, fillPlaceholders, hasEveryPlaceholder } from '@eqa/i18n';

/**
 * Message codes: the i18n keys that rules answer as their message (core's zod messages, CONTRACT_
 * MESSAGES, ORDER_MESSAGES, config violations: `emailFormatHelpText`, `duplicateOrdinal`,
 * `invoices.invalidTotal`, …). camelCase, dotted below a namespace; never a sentence, never one of
 * the snake_case error types.
 */
const MESSAGE_CODE = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/;

export function isMessageCode(text: string): boolean {
  return MESSAGE_CODE.test(text) && /[A-Z.]/.test(text);
}

interface EnglishTexts {
  byPath: Map<string, string>;
  /** A leaf's own name → its text, for the codes that name a shared text by its last key only (duplicateOrdinal). */
  byName: Map<string, string | null>;
}

let texts: EnglishTexts | null = null;

function englishTexts(): EnglishTexts {
  if (texts) return texts;
  const byPath = new Map<string, string>();
  const byName = new Map<string, string | null>();
  const walk = (node: unknown, path: string[]): void => {
    if (typeof node === 'string') {
      const name = path[path.length - 1] as string;
      byPath.set(path.join('.'), node);
      byName.set(name, byName.has(name) && byName.get(name) !== node ? null : node);
      return;
    }
    if (node && typeof node === 'object') for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(baseDictionary, []);
  texts = { byPath, byName };
  return texts;
}

/**
 * The English sentence of a message code, from the base dictionary: by its path, else by its own
 * name when one text has it, its placeholders ({id}) filled from `params`. A text whose placeholders
 * `params` do not all fill gives null, as an unknown code does.
 */
export function englishOfMessageCode(code: string, params?: Readonly<Record<string, string | number>>): string | null {
  const { byPath, byName } = englishTexts();
  const text = byPath.get(code) ?? (code.includes('.') ? undefined : byName.get(code)) ?? null;
  if (text === null || !hasEveryPlaceholder(text, params)) return null;
  const filled = params === undefined ? text : fillPlaceholders(text, params);
  return filled.includes('{') ? null : filled;
}
