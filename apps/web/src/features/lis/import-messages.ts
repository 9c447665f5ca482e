import { SURVEY_NOT_STARTED_ERROR, SURVEY_READ_ONLY_ERROR, SURVEY_VALIDATED_ERROR, type AppErrorParams } from '@eqa/core';
import type { TranslationFunctions } from '@eqa/i18n';
import { messageText } from '../account/message-text';
import { asValueErrorKey, valueMessage } from '../results/value-messages';

/**
 * The translated explanation of an import report's refused row (or of a refused file): the form's
 * value codes as the form words them, the survey's state, the import's own codes (lis.import.*)
 * with their params; never the raw code.
 */
export function importRefusalText(LL: TranslationFunctions, type: string | null | undefined, params?: AppErrorParams | null): string {
  if (type === SURVEY_VALIDATED_ERROR) return LL.lis.import.surveyValidated();
  if (type === SURVEY_READ_ONLY_ERROR) return LL.lis.import.surveyReadOnly();
  if (type === SURVEY_NOT_STARTED_ERROR) return LL.lis.import.surveyNotStarted();
  const valueKey = asValueErrorKey(type ?? null);
  if (valueKey) return valueMessage(LL, valueKey);
  return messageText(LL, type, LL.lis.import.invalidValue(), params ?? null);
}

/** The import's format by the file's name or type: JSON is a FHIR Bundle, anything else CSV. */
export function importFormatOfFile(file: { name: string; type: string }): 'csv' | 'fhir' {
  return /\.json$/i.test(file.name) || file.type.includes('json') ? 'fhir' : 'csv';
}
