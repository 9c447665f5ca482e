import { baseDictionary } from '@eqa/i18n';

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
 * name when one text has it. Texts with placeholders ({max}) have no values here: null, as for an
 * unknown code.
 */
export function englishOfMessageCode(code: string): string | null {
  const { byPath, byName } = englishTexts();
  const text = byPath.get(code) ?? (code.includes('.') ? undefined : byName.get(code)) ?? null;
  return text !== null && !text.includes('{') ? text : null;
}
