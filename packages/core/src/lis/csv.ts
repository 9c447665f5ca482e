import { AppError } from '../errors/app-error';
import { IMPORT_FILE_ERRORS, MAX_IMPORT_ROWS, type ImportRow, type ImportRowIssue, type ParsedImport } from './import-rows';

/**
 * The template's columns, in this order (issue 36 "Shapes"); English names always, the names of
 * things in the requested language.
 */
export const TEMPLATE_COLUMNS = ['sampleId', 'sampleName', 'parameterId', 'parameterName', 'dimensionId', 'dimensionName', 'labCode', 'loinc', 'unit', 'value', 'comment'] as const;
export type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

export type CsvSeparator = ';' | ',';

/**
 * The separator of a CSV as labs make it: Hungarian Excel writes `;` (with a decimal comma), most
 * others `,`. The header line decides: the one of the two found more often outside quotes (`;` on a tie).
 */
export function detectSeparator(headerLine: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ';') semicolons += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * RFC 4180 records: fields separated by `separator`, a quoted field may hold the separator, quotes
 * (doubled) and line breaks; CRLF or LF ends a record; a UTF-8 BOM is dropped; blank lines are
 * skipped. Each record with the line it starts on.
 */
export function parseCsvRecords(text: string, separator: CsvSeparator): Array<{ line: number; fields: string[] }> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let fieldQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !fieldQuoted)) records.push({ line: start, fields });
    fields = [];
    field = '';
    fieldQuoted = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      fieldQuoted = true;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
      fieldQuoted = false;
    } else if (ch === '\r' && input[i + 1] === '\n') {
      // CRLF: the LF ends the record
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      line += 1;
      start = line;
    } else field += ch;
  }
  if (field !== '' || fields.length > 0 || fieldQuoted) endRecord();
  return records;
}

const REQUIRED_ANY: ReadonlyArray<ReadonlyArray<TemplateColumn>> = [['sampleId', 'sampleName'], ['parameterId', 'labCode', 'loinc'], ['value']];

function optionalText(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function optionalId(value: string | undefined): number | null | 'invalid' {
  const text = optionalText(value);
  if (text === null) return null;
  if (!/^\d{1,9}$/.test(text)) return 'invalid';
  const id = Number(text);
  return id > 0 ? id : 'invalid';
}

/**
 * Reads an import CSV (the template filled in): `;` or `,` (detectSeparator), decimal comma or point
 * (the value is read as the form reads typed text), columns by their English header names in any
 * order, unknown columns ignored. A line with an empty value is skipped (the cell stays as it is).
 * A line naming its sample, parameter or dimension badly is an issue of that line; a header
 * without a sample, a parameter or the value column refuses the file (422 param `file`).
 */
export function parseImportCsv(text: string): ParsedImport {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = input.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '') throw AppError.constraint('file', 'The file is empty', IMPORT_FILE_ERRORS.empty);
  const separator = detectSeparator(firstLine);
  const records = parseCsvRecords(input, separator);
  const [header, ...data] = records;
  if (!header) throw AppError.constraint('file', 'The file is empty', IMPORT_FILE_ERRORS.empty);
  const index = new Map<string, number>();
  header.fields.forEach((name, i) => {
    const key = name.trim();
    if (!index.has(key)) index.set(key, i);
  });
  for (const alternatives of REQUIRED_ANY) {
    if (!alternatives.some((column) => index.has(column))) {
      throw AppError.constraint('file', `The header has no ${alternatives.join(' or ')} column`, IMPORT_FILE_ERRORS.missingColumn, { column: alternatives.join(' / ') });
    }
  }
  if (data.length > MAX_IMPORT_ROWS) {
    throw AppError.constraint('file', `At most ${MAX_IMPORT_ROWS} lines per import`, IMPORT_FILE_ERRORS.tooManyRows, { max: MAX_IMPORT_ROWS });
  }
  const rows: ImportRow[] = [];
  const issues: ImportRowIssue[] = [];
  const get = (fields: string[], column: TemplateColumn): string | undefined => {
    const i = index.get(column);
    return i === undefined ? undefined : fields[i];
  };
  for (const { line, fields } of data) {
    const value = optionalText(get(fields, 'value'));
    if (value === null) continue;
    if (fields.length > header.fields.length) {
      issues.push({ row: line, type: 'lis.import.malformedRow' });
      continue;
    }
    const sampleId = optionalId(get(fields, 'sampleId'));
    const parameterId = optionalId(get(fields, 'parameterId'));
    if (sampleId === 'invalid') {
      issues.push({ row: line, type: 'lis.import.unknownSample', params: { sample: get(fields, 'sampleId')?.trim() ?? '' } });
      continue;
    }
    if (parameterId === 'invalid') {
      issues.push({ row: line, type: 'lis.import.unknownCode', params: { code: get(fields, 'parameterId')?.trim() ?? '' } });
      continue;
    }
    rows.push({
      row: line,
      sampleId,
      sampleName: optionalText(get(fields, 'sampleName')),
      parameterId,
      labCode: optionalText(get(fields, 'labCode')),
      loinc: optionalText(get(fields, 'loinc')),
      dimensionId: optionalText(get(fields, 'dimensionId')),
      value,
      unit: optionalText(get(fields, 'unit')),
      comment: optionalText(get(fields, 'comment')),
    });
  }
  return { rows, issues };
}

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function csvField(value: string | number | null, separator: CsvSeparator): string {
  if (value === null) return '';
  const text = String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (CRLF, a UTF-8 BOM so Excel reads accents) of the header and rows. */
export function toImportCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>, separator: CsvSeparator = ','): string {
  const lines = [TEMPLATE_COLUMNS as ReadonlyArray<string>, ...rows].map((row) => row.map((v) => csvField(v, separator)).join(separator));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
