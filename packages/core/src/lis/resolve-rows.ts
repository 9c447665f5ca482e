import type { AppErrorParams } from '../errors/app-error';
import type { DimensionDefinition } from '../results/dimension-definition';
import type { UnitConversion } from '../results/unit-conversions';
import type { ResultValueInput } from '../results/value-payload';
import { validateResultValues } from '../results/value-validation';
import type { ImportReportRow, ImportRow, ParsedImport } from './import-rows';
import { unitFitsProperty } from './ucum';

/** A result dimension of a parameter as an import fills it: the form's definition and its nominal options' names. */
export type ImportDimension = Omit<DimensionDefinition, 'values'> & {
  values: Array<{ id: number; deprecated: boolean; names: readonly string[] }>;
};

/** What an import resolves its rows against: the survey's samples and parameters, the codes and the units. */
export interface ImportCatalog {
  samples: ReadonlyArray<{ id: number; name: string }>;
  /** The survey's visible parameters, each with its result dimensions. */
  parameters: ReadonlyArray<{ id: number; dimensions: readonly ImportDimension[] }>;
  loincCodes: ReadonlyMap<string, { parameterId: number; property: string | null }>;
  /** The lab's own test codes → parameter ids. */
  labParameterCodes: ReadonlyMap<string, number>;
  /** The lab's own unit codes → unit ids. */
  labUnitCodes: ReadonlyMap<string, number>;
  units: ReadonlyArray<{ id: number; ucum: string | null; names: readonly string[] }>;
  conversions: readonly UnitConversion[];
}

/** The accepted values of one result (a parameter on a sample), with the rows they came from. */
export interface ImportCell {
  parameterId: number;
  sampleId: number;
  values: ResultValueInput[];
  rows: number[];
}

export interface ResolvedImport {
  report: { accepted: number; refused: number; rows: ImportReportRow[] };
  cells: ImportCell[];
}

type Refusal = { type: string; params?: AppErrorParams };
type Resolved = { parameterId: number; sampleId: number; dimensionId: string; entry: ResultValueInput } | Refusal;

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/** English texts of the import's own codes (the report's `message`; screens translate `type`). */
const MESSAGES: Record<string, string> = {
  'lis.import.unknownSample': 'No such sample in this survey',
  'lis.import.unknownCode': 'No parameter of this survey has this code',
  'lis.import.unknownUnit': 'Unknown unit',
  'lis.import.unitKindMismatch': 'The unit does not measure what the LOINC code names',
  'lis.import.unsupportedType': 'Values of this kind cannot be imported',
  'lis.import.duplicateCell': 'The same value is given on an earlier row',
  'lis.import.malformedRow': 'The row cannot be read',
  'lis.import.noValue': 'The row has no value',
  'lis.import.observationStatus': 'Only final, amended or corrected observations are imported',
  'lis.import.notObservation': 'Only Observations are imported',
};

/** The report's English message of a refusal code. */
export function importMessage(type: string): string {
  return MESSAGES[type] ?? (type.startsWith('value.') ? 'The value is not valid for this field' : 'The value cannot be saved');
}

function entryOf(dimension: ImportDimension): ResultValueInput {
  return { dimensionId: dimension.id, type: dimension.valueType, value: null, relation: null, unitId: null, valueId: null, fileId: null, components: [] };
}

function resolveRow(row: ImportRow, catalog: ImportCatalog): Resolved {
  // the sample: by id, else by name
  const sample =
    row.sampleId !== null ? catalog.samples.find((s) => s.id === row.sampleId) : row.sampleName !== null ? catalog.samples.find((s) => fold(s.name) === fold(row.sampleName ?? '')) : undefined;
  if (!sample) return { type: 'lis.import.unknownSample', params: { sample: row.sampleId !== null ? String(row.sampleId) : (row.sampleName ?? '') } };

  // the parameter: by id, else by the lab's own code, else by LOINC
  const inSurvey = (id: number | undefined) => (id === undefined ? undefined : catalog.parameters.find((p) => p.id === id));
  let parameter = row.parameterId !== null ? inSurvey(row.parameterId) : undefined;
  if (!parameter && row.parameterId === null && row.labCode !== null) parameter = inSurvey(catalog.labParameterCodes.get(row.labCode));
  const loinc = row.loinc !== null ? catalog.loincCodes.get(row.loinc) : undefined;
  if (!parameter && row.parameterId === null && loinc) parameter = inSurvey(loinc.parameterId);
  if (!parameter) return { type: 'lis.import.unknownCode', params: { code: row.parameterId !== null ? String(row.parameterId) : (row.labCode ?? row.loinc ?? '') } };

  // the dimension: as named, else the parameter's first numeric result dimension, else its first
  const dimension =
    row.dimensionId !== null
      ? parameter.dimensions.find((d) => d.id === row.dimensionId)
      : (parameter.dimensions.find((d) => d.valueType === 'numeric') ?? parameter.dimensions[0]);
  if (!dimension) return { type: 'value.unknownDimension', params: { dimension: row.dimensionId ?? '' } };
  if (dimension.valueType === 'composite' || dimension.valueType === 'document') return { type: 'lis.import.unsupportedType', params: { dimension: dimension.id } };

  const entry = entryOf(dimension);
  switch (dimension.valueType) {
    case 'numeric': {
      entry.value = row.value;
      if (row.unit !== null) {
        const unitText = row.unit;
        const unit =
          catalog.units.find((u) => u.ucum === unitText) ??
          catalog.units.find((u) => u.id === catalog.labUnitCodes.get(unitText)) ??
          catalog.units.find((u) => u.names.some((name) => fold(name) === fold(unitText)));
        if (!unit) return { type: 'lis.import.unknownUnit', params: { unit: unitText } };
        // a LOINC code names its property (mass or substance per volume, …): the unit must measure it
        const property = loinc && loinc.parameterId === parameter.id ? loinc.property : null;
        if (!unitFitsProperty(unit.ucum, property)) return { type: 'lis.import.unitKindMismatch', params: { unit: unitText, loinc: row.loinc ?? '' } };
        entry.unitId = unit.id;
      }
      break;
    }
    case 'nominal': {
      const text = fold(row.value);
      const option = dimension.values.find((v) => String(v.id) === text) ?? dimension.values.find((v) => v.names.some((name) => fold(name) === text));
      if (!option) return { type: 'value.unknownOption', params: { value: row.value } };
      entry.valueId = option.id;
      break;
    }
    default:
      entry.value = row.value;
  }
  // the form's rules, with the form's codes
  const checked = validateResultValues([entry], [dimension], { parameterId: parameter.id, conversions: catalog.conversions });
  if (!checked.ok) return { type: checked.issues[0]?.key ?? 'value.typeMismatch', params: { dimension: dimension.id } };
  return { parameterId: parameter.id, sampleId: sample.id, dimensionId: dimension.id, entry };
}

function refused(row: number, refusal: Refusal): ImportReportRow {
  return { row, status: 'refused', type: refusal.type, ...(refusal.params ? { params: refusal.params } : {}), message: importMessage(refusal.type) };
}

/**
 * Resolves parsed rows against a survey (issue 36): each row's sample, parameter (id, the lab's
 * code, LOINC), dimension and unit (UCUM code, the lab's code, the unit's name; its kind checked
 * against the LOINC code's property), then the value checked by the form's own rules
 * (validateResultValues), refused with the form's codes. A cell given twice is refused on its later
 * row. `locked` (the survey's refusal: validated, read-only, not started) refuses every row with it.
 * Answers the report (rows by number) and the accepted values grouped by result.
 */
export function resolveImportRows(parsed: ParsedImport, catalog: ImportCatalog, locked: Refusal | null = null): ResolvedImport {
  const reportRows: ImportReportRow[] = parsed.issues.map((issue) => refused(issue.row, issue));
  const firstRowOf = new Map<string, number>();
  const cells = new Map<string, ImportCell>();
  for (const row of parsed.rows) {
    if (locked) {
      reportRows.push(refused(row.row, locked));
      continue;
    }
    const resolved = resolveRow(row, catalog);
    if ('type' in resolved) {
      reportRows.push(refused(row.row, resolved));
      continue;
    }
    const key = `${resolved.parameterId}/${resolved.sampleId}/${resolved.dimensionId}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      reportRows.push(refused(row.row, { type: 'lis.import.duplicateCell', params: { firstRow: first } }));
      continue;
    }
    firstRowOf.set(key, row.row);
    const cellKey = `${resolved.parameterId}/${resolved.sampleId}`;
    const cell = cells.get(cellKey) ?? { parameterId: resolved.parameterId, sampleId: resolved.sampleId, values: [], rows: [] };
    cell.values.push(resolved.entry);
    cell.rows.push(row.row);
    cells.set(cellKey, cell);
    reportRows.push({ row: row.row, status: 'accepted' });
  }
  reportRows.sort((a, b) => a.row - b.row);
  const accepted = reportRows.filter((r) => r.status === 'accepted').length;
  return { report: { accepted, refused: reportRows.length - accepted, rows: reportRows }, cells: [...cells.values()] };
}
