import type { TranslationFunctions } from '@eqa/i18n';

/**
 * The text of a message key the rules answer (core's zod messages and CONTRACT_MESSAGES, the server's
 * 422 `message`: `requiredField`, `contracts.invalidVatNumber`, `registration.usernameFormat`, …).
 * Message keys are parameterless texts; a key that names no text gives `fallback`, never the raw key.
 */
export function messageText(LL: TranslationFunctions, key: string | null | undefined, fallback: string): string {
  if (!key || !/^[A-Za-z][\w.]*$/.test(key)) return fallback;
  let node: unknown = LL;
  for (const part of key.split('.')) {
    if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return fallback;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'function') return fallback;
  try {
    const text = (node as () => unknown)();
    return typeof text === 'string' && text !== '' && !text.includes('{') ? text : fallback;
  } catch {
    return fallback;
  }
}
