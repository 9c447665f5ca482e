import { resultCellKeyPrefix, valuesWithKeyPrefix, type LabSurveyState, type Localized, type ResultCell } from '@eqa/core';
import { resultValueColumns, type Executor, type ResultValueRow } from '@eqa/db';
import type { TResultOut, TResultValueOut } from '../surveys/get-survey-form.types';

/** The download path (under /api/v1) of an uploaded result document. */
export function resultFilePath(labId: number, surveyId: number, fileId: number): string {
  return `/labs/${labId}/surveys/${surveyId}/files/${fileId}`;
}

/** The lab's current values in a survey (the result_values projection), optionally of some parameters. */
export async function loadCurrentValues(
  db: Executor,
  labId: number,
  surveyId: number,
  options: { parameterIds?: readonly number[] } = {},
): Promise<ResultValueRow[]> {
  let query = db.selectFrom('resultValues').selectAll().where('labId', '=', labId).where('surveyId', '=', surveyId);
  if (options.parameterIds) {
    if (options.parameterIds.length === 0) return [];
    query = query.where('parameterId', 'in', [...options.parameterIds]);
  }
  return query.orderBy('parameterId').orderBy('resultGroupId').orderBy('sampleId').orderBy('dimensionId').orderBy('position').execute();
}

/** What the answers show of a current value: its row of result_values without the bookkeeping. */
export type ResultValueFields = Omit<ResultValueRow, 'updatedAt' | 'updatedBy' | 'updatedByName' | 'streamVersion' | 'changedAt'>;

/**
 * Current values of some cells as a command left them (its LabSurveyState), as the rows the
 * result_values projection holds for them, in loadCurrentValues' order.
 */
export function currentValueFields(labId: number, surveyId: number, state: LabSurveyState, cells: readonly ResultCell[]): ResultValueFields[] {
  const rows: ResultValueFields[] = [];
  const prefixes = [...new Set(cells.map(resultCellKeyPrefix))];
  for (const current of prefixes.flatMap((prefix) => valuesWithKeyPrefix(state.values, prefix))) {
    const { parameterId, resultGroupId, sampleId, position, value } = current;
    rows.push({ labId, surveyId, parameterId, resultGroupId, sampleId, position, dimensionId: value.dimensionId, ...resultValueColumns(value) });
  }
  const sample = (id: number | null) => (id === null ? Number.MAX_SAFE_INTEGER : id);
  return rows.sort(
    (a, b) =>
      a.parameterId - b.parameterId ||
      a.resultGroupId - b.resultGroupId ||
      sample(a.sampleId) - sample(b.sampleId) ||
      (a.dimensionId < b.dimensionId ? -1 : a.dimensionId > b.dimensionId ? 1 : 0) ||
      a.position - b.position,
  );
}

interface NominalName {
  value: Localized;
  deprecated: boolean;
}

/** Names of nominal values (for the values the lab holds). */
async function nominalNames(db: Executor, rows: readonly ResultValueFields[]): Promise<Map<number, NominalName>> {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.valueId !== null) ids.add(row.valueId);
    for (const c of row.components ?? []) if (c.valueId !== null) ids.add(c.valueId);
  }
  if (ids.size === 0) return new Map();
  const values = await db.selectFrom('dimensionValues').select(['id', 'value', 'deprecated']).where('id', 'in', [...ids]).execute();
  return new Map(values.map((v) => [v.id, { value: v.value, deprecated: v.deprecated }]));
}

function valueOut(row: ResultValueFields, names: Map<number, NominalName>): TResultValueOut {
  const nominal = row.valueId === null ? undefined : names.get(row.valueId);
  return {
    dimensionId: row.dimensionId,
    type: row.valueType,
    position: row.position,
    value: row.value,
    relation: row.relation,
    unitId: row.unitId,
    convertedValue: row.convertedValue === null ? null : Number(row.convertedValue),
    valueId: row.valueId,
    name: nominal?.value ?? null,
    deprecated: nominal?.deprecated ?? false,
    components: (row.components ?? []).map((c) => ({
      dimensionId: c.dimensionId,
      value: c.value,
      valueId: c.valueId,
      unitId: c.unitId,
      name: c.valueId === null ? null : (names.get(c.valueId)?.value ?? null),
    })),
    fileId: row.fileId,
    fileName: row.fileName,
    mediaType: row.mediaType,
    size: row.fileSize === null ? null : Number(row.fileSize),
    downloadPath: row.fileId === null ? null : resultFilePath(row.labId, row.surveyId, row.fileId),
  };
}

/**
 * Groups current values into results (one per parameter, result group and sample), keyed by
 * parameter id, in result group, sample, dimension and position order.
 */
export async function resultsByParameter(
  db: Executor,
  rows: readonly ResultValueFields[],
  hiddenGroupIds: ReadonlySet<number>,
): Promise<Map<number, TResultOut[]>> {
  const names = await nominalNames(db, rows);
  const out = new Map<number, TResultOut[]>();
  for (const row of rows) {
    const results = out.get(row.parameterId) ?? [];
    let result = results.find((r) => r.resultGroupId === row.resultGroupId && r.sampleId === row.sampleId);
    if (!result) {
      result = { resultGroupId: row.resultGroupId, sampleId: row.sampleId, hidden: hiddenGroupIds.has(row.resultGroupId), values: [] };
      results.push(result);
    }
    result.values.push(valueOut(row, names));
    out.set(row.parameterId, results);
  }
  for (const results of out.values()) {
    results.sort((a, b) => a.resultGroupId - b.resultGroupId || (a.sampleId ?? 0) - (b.sampleId ?? 0));
  }
  return out;
}
