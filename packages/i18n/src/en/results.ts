import type { BaseTranslation } from '../i18n-types';

/**
 * Result entry controls and saving (spec 1 §2 result entry controls, §4 result saving, §5).
 * Root keys `value` (the message keys of core's VALUE_ERROR_KEYS: 'value.invalidNumber',
 * 'value.noResult', …) and `results`.
 */
export const results = {
  value: {
    invalidNumber: 'Enter a number, optionally starting with <, >, <=, >= or =',
    negativeNotAllowed: 'A negative value is not allowed here',
    noResult: 'No result',
    invalidDateTime: 'Enter a date as DD/MM/YYYY (or YYYY-MM-DD), optionally with the time (HH:MM)',
    textTooLong: 'The text is too long (at most 2000 characters)',
    fileTypeNotAllowed: 'This type of file is not allowed here',
    fileContentMismatch: 'The content of the file is not of the type it claims to be',
    fileTooLarge: 'The file is too large (at most 10 MB)',
    fileEmpty: 'The file is empty',
    unknownDimension: 'This value does not belong to the parameter',
    typeMismatch: 'The value does not match the type of the field',
    multipleNotAllowed: 'Only one value is allowed here',
    unknownOption: 'This choice is not offered for the parameter',
    unknownComponent: 'Unknown part of a composite value',
    unitNotAllowed: 'This unit is not offered for the parameter',
    relationMismatch: 'The relation typed does not match the one chosen',
    fieldNotAllowed: 'This field cannot be set for this type of value',
    notWellFormedText: 'The text contains an invalid character (an unpaired surrogate)',
    nestedTooDeep: 'The data sent is nested more than {maxDepth:number} levels deep',
    numberOutOfRange: 'The number is too large or too small for this field',
  },
  results: {
    notSpecified: 'Not specified',
    unit: 'Unit',
    converted: '{value} {unit} (converted)',
    convertedTooltip: 'The value in the evaluation unit of the parameter',
    noConversion: 'No conversion into {unit}',
    search: 'Type to search',
    moreOptions: '{count:number} more – type to narrow the list',
    required: 'Mandatory',
    dateTimePlaceholder: 'DD/MM/YYYY HH:MM',
    unitSwitch: {
      title: 'Change the unit?',
      noConversion: 'There is no conversion from {from} to {to}, so {value} cannot be converted. Keep the number as typed and change only the unit?',
      keep: 'Keep the number',
    },
    document: {
      upload: 'Upload a file',
      replace: 'Replace the file',
      remove: 'Remove the file',
      uploading: 'Uploading…',
      allowed: 'Allowed: {types}',
      open: 'Open {name}',
      types: {
        word: 'Word document',
        pdf: 'PDF document',
        jpeg: 'JPEG image',
        png: 'PNG image',
        image: 'any image',
      },
    },
    saving: {
      pending: '{count:number} unsaved {{change|changes}}',
      cellPending: 'Not saved yet',
      cellSaved: 'Saved',
      retry: 'Retry',
      discard: 'Discard',
      restored: 'Changes that were not saved earlier have been restored and are being saved.',
      offline: 'Offline: {count:number} {{value|values}} waiting. They are kept in this browser and sent by themselves when the connection returns.',
      sendNow: 'Send now',
      failed: 'Result NOT saved. Your entries are kept in this browser; use Retry to send them again.',
      reason: {
        validated: 'Result NOT saved: the results were validated meanwhile (by you or a colleague). Your entries stay shown until you discard them; invalidate the results to enter them.',
        readOnly: 'Result NOT saved: the survey can no longer be edited. Your entries stay shown until you discard them.',
        invalid: 'Result NOT saved: a value was refused, see the marked field. Correct it, or discard your entries.',
        other: 'Result NOT saved: the connection or the server failed. Your entries are kept in this browser; use Retry to send them again.',
      },
    },
  },
} satisfies BaseTranslation;
