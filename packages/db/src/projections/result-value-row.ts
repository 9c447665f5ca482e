import type { CurrentResultValue, ResultValueData } from '@eqa/core';

/**
 * The columns of a result_values row that hold a value (everything but the keys and the
 * bookkeeping), as read back: resultValueFromRow's inverse.
 */
export function resultValueColumns(value: ResultValueData) {
  return {
    valueType: value.type,
    value: value.value,
    numericValue: value.type === 'numeric' && typeof value.value === 'number' ? value.value : null,
    relation: value.relation,
    unitId: value.unitId,
    convertedValue: value.convertedValue,
    valueId: value.valueId,
    components: value.components ?? null,
    fileId: value.fileId ?? null,
    fileName: value.name ?? null,
    mediaType: value.mediaType ?? null,
    fileSize: value.size ?? null,
  };
}

/** A row of result_values as the value it holds (what the form shows). */
export function resultValueFromRow(row: {
  dimensionId: string;
  valueType: ResultValueData['type'];
  value: string | number | null;
  relation: ResultValueData['relation'];
  unitId: number | null;
  convertedValue: number | null;
  valueId: number | null;
  components: ResultValueData['components'] | null;
  fileId: number | null;
  fileName: string | null;
  mediaType: string | null;
  fileSize: number | null;
}): ResultValueData {
  return {
    dimensionId: row.dimensionId,
    type: row.valueType,
    value: row.value,
    relation: row.relation,
    unitId: row.unitId,
    convertedValue: row.convertedValue,
    valueId: row.valueId,
    ...(row.components === null ? {} : { components: row.components }),
    ...(row.fileId === null ? {} : { fileId: row.fileId }),
    ...(row.fileName === null ? {} : { name: row.fileName }),
    ...(row.mediaType === null ? {} : { mediaType: row.mediaType }),
    ...(row.fileSize === null ? {} : { size: row.fileSize }),
  };
}

/** Stable order of values: result group, sample (none last), dimension, position. */
export function compareValueEntries(a: CurrentResultValue, b: CurrentResultValue): number {
  const sample = (s: number | null) => (s === null ? Number.MAX_SAFE_INTEGER : s);
  return (
    a.parameterId - b.parameterId ||
    a.resultGroupId - b.resultGroupId ||
    sample(a.sampleId) - sample(b.sampleId) ||
    (a.value.dimensionId < b.value.dimensionId ? -1 : a.value.dimensionId > b.value.dimensionId ? 1 : 0) ||
    a.position - b.position
  );
}
