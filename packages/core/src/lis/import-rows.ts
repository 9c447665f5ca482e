import type { AppErrorParams } from '../errors/app-error';

/**
 * One value to import, whatever the format (a CSV line, a FHIR Observation): which sample,
 * parameter and dimension it is for and the value as sent. What identifies the cell is resolved
 * by the API against the survey (ids first, then the lab's own code, then LOINC).
 */
export interface ImportRow {
  /** The row's number in the file: the CSV line (the header is line 1), the Bundle entry (1, 2, …). */
  row: number;
  sampleId: number | null;
  /** A sample named by its name (CSV sampleName, a FHIR specimen's display or identifier). */
  sampleName: string | null;
  parameterId: number | null;
  /** The lab's own code of the test (mapped per lab). */
  labCode: string | null;
  loinc: string | null;
  dimensionId: string | null;
  /** The value as sent: a number text ('5,6', '<0.5'), a text, a nominal option's name. */
  value: string;
  /** A UCUM code, a lab's own unit code or a unit's name; null: the dimension's unit. */
  unit: string | null;
  comment: string | null;
}

/** A row the parser could not read (a malformed number of fields, an Observation without a value). */
export interface ImportRowIssue {
  row: number;
  type: ImportErrorKey;
  params?: AppErrorParams;
}

export interface ParsedImport {
  rows: ImportRow[];
  issues: ImportRowIssue[];
}

/**
 * The refusals an import adds to the form's value codes (value.*) and the survey's
 * (survey_validated_error, survey_read_only, survey_not_started). i18n keys under `lis.import`.
 */
export const IMPORT_ERROR_KEYS = [
  'lis.import.unknownSample', // params: { sample }
  'lis.import.unknownCode', // params: { code }
  'lis.import.unknownUnit', // params: { unit }
  'lis.import.unitKindMismatch', // params: { unit, loinc }
  'lis.import.unsupportedType', // params: { dimension }
  'lis.import.duplicateCell', // params: { firstRow }
  'lis.import.malformedRow',
  'lis.import.noValue',
  'lis.import.observationStatus', // params: { status }
  'lis.import.notObservation', // params: { resourceType }
] as const;
export type ImportErrorKey = (typeof IMPORT_ERROR_KEYS)[number];

/** The file-level refusals (422, param `file`): nothing could be read. */
export const IMPORT_FILE_ERRORS = {
  /** params: { column } */
  missingColumn: 'lis.import.missingColumn',
  notCsv: 'lis.import.notCsv',
  notFhirBundle: 'lis.import.notFhirBundle',
  empty: 'lis.import.emptyFile',
  tooManyRows: 'lis.import.tooManyRows',
  unsupportedFormat: 'lis.import.unsupportedFormat',
} as const;

/** At most this many values per import (a round's sheet has a few hundred). */
export const MAX_IMPORT_ROWS = 5000;
/** At most this many bytes per import file. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The per-row report of an import (issue 36 "Shapes"). */
export interface ImportReportRow {
  row: number;
  status: 'accepted' | 'refused';
  type?: string;
  params?: AppErrorParams;
  message?: string;
}
