import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { IMPORT_FILE_ERRORS, MAX_IMPORT_ROWS, type ImportRow, type ImportRowIssue, type ParsedImport } from './import-rows';

export const LOINC_SYSTEM = 'http://loinc.org';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

const ZCoding = z.object({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional() });
const ZCodeableConcept = z.object({ coding: z.array(ZCoding).optional(), text: z.string().optional() });
const ZReference = z.object({ reference: z.string().optional(), display: z.string().optional(), identifier: z.object({ value: z.string().optional() }).optional() });

/** The parts of a FHIR R4 Observation an import reads (everything else is ignored). */
const ZObservation = z.object({
  resourceType: z.literal('Observation'),
  status: z.string().optional(),
  code: ZCodeableConcept.optional(),
  specimen: ZReference.optional(),
  valueQuantity: z
    .object({ value: z.number().optional(), comparator: z.enum(['<', '<=', '>=', '>']).optional(), unit: z.string().optional(), system: z.string().optional(), code: z.string().optional() })
    .optional(),
  valueString: z.string().optional(),
  valueCodeableConcept: ZCodeableConcept.optional(),
  note: z.array(z.object({ text: z.string().optional() })).optional(),
});

/** A FHIR R4 Bundle (collection, transaction, …) whose entries are Observations. */
export const ZFhirBundle = z.object({
  resourceType: z.literal('Bundle'),
  type: z.string().optional(),
  entry: z.array(z.looseObject({ resource: z.looseObject({ resourceType: z.string() }).optional() })).max(MAX_IMPORT_ROWS).default([]),
});

/** Statuses of an Observation whose value counts (a preliminary or cancelled one does not). */
const FINAL_STATUSES = new Set(['final', 'amended', 'corrected']);

/** `Specimen/12` → 12; any other reference names the sample by its display or identifier. */
function specimenOf(reference: z.infer<typeof ZReference> | undefined): { sampleId: number | null; sampleName: string | null } {
  const id = /^(?:.*\/)?Specimen\/(\d{1,9})$/.exec(reference?.reference ?? '')?.[1];
  if (id) return { sampleId: Number(id), sampleName: null };
  const name = reference?.identifier?.value ?? reference?.display ?? null;
  return { sampleId: null, sampleName: name && name.trim() !== '' ? name.trim() : null };
}

/**
 * Reads a FHIR R4 Bundle of Observations (issue 36): the test by a LOINC coding
 * (http://loinc.org) and/or the lab's own coding (any other system), the value from valueQuantity
 * (its comparator as the relation, its UCUM `code` – else `unit` – as the unit), valueString or
 * valueCodeableConcept (a nominal answer by its display or code), the sample from `specimen`
 * (`Specimen/{sampleId}`, or its display / identifier as the sample's name). Only final, amended
 * and corrected Observations are taken; each entry is a row numbered from 1. Not JSON, or not a
 * Bundle, refuses the file (422 param `file`).
 */
export function parseFhirBundle(text: string): ParsedImport {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw AppError.constraint('file', 'The file is not JSON', IMPORT_FILE_ERRORS.notFhirBundle);
  }
  const bundle = ZFhirBundle.safeParse(json);
  if (!bundle.success) throw AppError.constraint('file', 'The file is not a FHIR Bundle', IMPORT_FILE_ERRORS.notFhirBundle);
  const rows: ImportRow[] = [];
  const issues: ImportRowIssue[] = [];
  bundle.data.entry.forEach((entry, index) => {
    const row = index + 1;
    const resourceType = entry.resource?.resourceType ?? '';
    if (resourceType !== 'Observation') {
      issues.push({ row, type: 'lis.import.notObservation', params: { resourceType } });
      return;
    }
    const parsed = ZObservation.safeParse(entry.resource);
    if (!parsed.success) {
      issues.push({ row, type: 'lis.import.malformedRow' });
      return;
    }
    const observation = parsed.data;
    const status = observation.status ?? '';
    if (!FINAL_STATUSES.has(status)) {
      issues.push({ row, type: 'lis.import.observationStatus', params: { status } });
      return;
    }
    const codings = observation.code?.coding ?? [];
    const loinc = codings.find((c) => c.system === LOINC_SYSTEM && c.code)?.code ?? null;
    const labCode = codings.find((c) => c.system !== LOINC_SYSTEM && c.code)?.code ?? null;
    let value: string | null = null;
    let unit: string | null = null;
    if (observation.valueQuantity?.value !== undefined) {
      value = `${observation.valueQuantity.comparator ?? ''}${observation.valueQuantity.value}`;
      unit = observation.valueQuantity.code ?? observation.valueQuantity.unit ?? null;
    } else if (observation.valueString !== undefined) {
      value = observation.valueString;
    } else if (observation.valueCodeableConcept) {
      const coding = observation.valueCodeableConcept.coding?.[0];
      value = coding?.display ?? observation.valueCodeableConcept.text ?? coding?.code ?? null;
    }
    if (value === null || value.trim() === '') {
      issues.push({ row, type: 'lis.import.noValue' });
      return;
    }
    const note = observation.note?.map((n) => n.text ?? '').join(' ').trim() ?? '';
    rows.push({
      row,
      ...specimenOf(observation.specimen),
      parameterId: null,
      labCode,
      loinc,
      dimensionId: null,
      value: value.trim(),
      unit,
      comment: note === '' ? null : note,
    });
  });
  return { rows, issues };
}
