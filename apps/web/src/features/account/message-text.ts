import type { AppErrorParams } from '@eqa/core';
import { hasEveryPlaceholder, loadedLocales, type TranslationFunctions } from '@eqa/i18n';

/** The raw text of a key in one dictionary; null for no text. */
function textIn(dictionary: unknown, key: string): string | null {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : null;
}

/**
 * The raw text of a key in a loaded dictionary, to see which placeholders its translation needs
 * (every language names the same placeholders: the dictionaries test holds them to it); null for no text.
 */
function baseText(key: string): string | null {
  for (const dictionary of Object.values(loadedLocales)) {
    const text = textIn(dictionary, key);
    if (text !== null) return text;
  }
  return null;
}

/**
 * The text of a message key the rules answer (core's zod messages, CONTRACT_MESSAGES and
 * CONFIG_MESSAGES, the server's 422 `type`: `requiredField`, `contracts.invalidVatNumber`,
 * `config.schemeVersions.parameters.noResultDimension`, …), its placeholders filled from `params`
 * (the server's params of the error). A key that names no text, or whose text names a value
 * `params` does not give, gives `fallback`, never the raw key or a sentence with a gap.
 */
export function messageText(LL: TranslationFunctions, key: string | null | undefined, fallback: string, params?: AppErrorParams | null): string {
  if (!key || !/^[A-Za-z][\w.]*$/.test(key)) return fallback;
  const base = baseText(key);
  if (base === null || !hasEveryPlaceholder(base, params)) return fallback;
  let node: unknown = LL;
  for (const part of key.split('.')) {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return fallback;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'function') return fallback;
  try {
    const text = params ? (node as (args: AppErrorParams) => unknown)(params) : (node as () => unknown)();
    return typeof text === 'string' && text !== '' ? text : fallback;
  } catch {
    return fallback;
  }
}
