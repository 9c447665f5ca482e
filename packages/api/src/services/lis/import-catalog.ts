import type { Kysely } from 'kysely';
import { localize, type ImportCatalog, type ImportDimension, type Localized } from '@eqa/core';
import type { DB, Executor } from '@eqa/db';
import type { StructureCaches } from '../surveys/survey-structure-cache';
import { cachedVisibleStructure } from '../surveys/survey-structure-cache';
import type { LabSurveyAccess } from '../surveys/open-lab-survey';
import type { SurveyDimension, SurveyParameter } from '../surveys/survey-parameters';

const names = (value: Localized | null | undefined): string[] => [...new Set(Object.values(value ?? {}).filter((v) => v.trim() !== ''))];

function importDimension(d: SurveyDimension): ImportDimension {
  return {
    id: d.id,
    valueType: d.valueType,
    multipleValues: d.multipleValues,
    unitId: d.unitId,
    unitIds: d.unitIds,
    evaluationUnitId: d.evaluationUnitId,
    mediaType: d.mediaType,
    negativeAllowed: d.negativeAllowed,
    components: [],
    values: d.values.map((v) => ({ id: v.id, deprecated: v.deprecated, names: names(v.value) })),
  };
}

/** The codes of the lab and the catalogue: the lab's mappings, the parameters' LOINC codes, the units' UCUM codes and names. */
export async function loadCodes(db: Executor, labId: number, parameterIds: readonly number[]) {
  const [mappings, loinc, units] = await Promise.all([
    db.selectFrom('labCodeMappings').select(['kind', 'code', 'parameterId', 'unitId']).where('labId', '=', labId).orderBy('kind').orderBy('code').execute(),
    parameterIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('parameterLoincCodes').select(['code', 'parameterId', 'property']).where('parameterId', 'in', [...parameterIds]).orderBy('code').execute(),
    db.selectFrom('units as u').leftJoin('unitUcumCodes as c', 'c.unitId', 'u.id').select(['u.id', 'u.name', 'c.code as ucum']).orderBy('u.ordinal').orderBy('u.id').execute(),
  ]);
  return { mappings, loinc, units };
}

/** What the template and the import of a lab's survey are built from. */
export interface SurveyImportSources {
  parameters: SurveyParameter[];
  samples: Array<{ id: number; name: string }>;
  catalog: ImportCatalog;
  codes: Awaited<ReturnType<typeof loadCodes>>;
}

/**
 * The survey's visible parameters (the structure result saves validate against), its samples by
 * ordinal and the codes, as core's ImportCatalog. LOINC codes found in the whole catalogue are
 * looked up too (a code of a parameter not in this survey is then "unknown code" as any other).
 */
export async function loadImportSources(db: Kysely<DB>, caches: StructureCaches, opened: LabSurveyAccess): Promise<SurveyImportSources> {
  const structure = await cachedVisibleStructure(db, caches, opened);
  const parameterIds = structure.parameters.map((p) => p.id);
  const [samples, codes] = await Promise.all([
    db.selectFrom('samples').select(['id', 'name']).where('surveyId', '=', opened.survey.id).orderBy('ordinal').orderBy('id').execute(),
    loadCodes(db, opened.labId, parameterIds),
  ]);
  const catalog: ImportCatalog = {
    samples,
    parameters: structure.parameters.map((p) => ({ id: p.id, dimensions: p.dimensions.result.map(importDimension) })),
    loincCodes: new Map(codes.loinc.map((c) => [c.code, { parameterId: c.parameterId, property: c.property }])),
    labParameterCodes: new Map(codes.mappings.flatMap((m) => (m.kind === 'parameter' && m.parameterId !== null ? [[m.code, m.parameterId] as const] : []))),
    labUnitCodes: new Map(codes.mappings.flatMap((m) => (m.kind === 'unit' && m.unitId !== null ? [[m.code, m.unitId] as const] : []))),
    units: codes.units.map((u) => ({ id: u.id, ucum: u.ucum, names: names(u.name) })),
    conversions: structure.conversions,
  };
  return { parameters: structure.parameters, samples, catalog, codes };
}

/** A parameter's name as the template writes it: its name and qualifier in the locale. */
export function parameterLabel(parameter: Pick<SurveyParameter, 'name' | 'qualifier'>, locale: string): string {
  const qualifier = localize(parameter.qualifier, locale);
  return qualifier ? `${localize(parameter.name, locale)} (${qualifier})` : localize(parameter.name, locale);
}
