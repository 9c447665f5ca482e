import { VALUE_ERROR_KEYS, type ValueErrorKey } from '@eqa/core';
import type { TranslationFunctions } from '@eqa/i18n';

/** The text of a value message key of core (VALUE_ERROR_KEYS: 'value.invalidNumber', …). */
export function valueMessage(LL: TranslationFunctions, key: ValueErrorKey): string {
  const texts: Record<ValueErrorKey, () => string> = {
    'value.invalidNumber': LL.value.invalidNumber,
    'value.negativeNotAllowed': LL.value.negativeNotAllowed,
    'value.noResult': LL.value.noResult,
    'value.invalidDateTime': LL.value.invalidDateTime,
    'value.textTooLong': LL.value.textTooLong,
    'value.fileTypeNotAllowed': LL.value.fileTypeNotAllowed,
    'value.fileContentMismatch': LL.value.fileContentMismatch,
    'value.fileTooLarge': LL.value.fileTooLarge,
    'value.fileEmpty': LL.value.fileEmpty,
    'value.unknownDimension': LL.value.unknownDimension,
    'value.typeMismatch': LL.value.typeMismatch,
    'value.multipleNotAllowed': LL.value.multipleNotAllowed,
    'value.unknownOption': LL.value.unknownOption,
    'value.unknownComponent': LL.value.unknownComponent,
    'value.unitNotAllowed': LL.value.unitNotAllowed,
    'value.relationMismatch': LL.value.relationMismatch,
    'value.fieldNotAllowed': LL.value.fieldNotAllowed,
  };
  return texts[key]();
}

/** 'value.fileTooLarge' from an upload's 413/415/422 type, when it is one of core's keys. */
export function asValueErrorKey(type: string | null): ValueErrorKey | null {
  return type !== null && (VALUE_ERROR_KEYS as readonly string[]).includes(type) ? (type as ValueErrorKey) : null;
}
