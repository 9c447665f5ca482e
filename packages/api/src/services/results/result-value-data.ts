import { AppError, isClearedValue, type ResultValueData, type ValidatedResultValue } from '@eqa/core';
import type { Executor } from '@eqa/db';

/** An upload the lab made for a document value (result_files + files). */
export interface ResultUpload {
  id: number;
  parameterId: number;
  dimensionId: string;
  name: string;
  mediaType: string;
  size: number;
}

/** The uploads of the lab in the survey among `fileIds`. */
export async function loadResultUploads(db: Executor, labId: number, surveyId: number, fileIds: readonly number[]): Promise<Map<number, ResultUpload>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('resultFiles as rf')
    .innerJoin('files as f', 'f.id', 'rf.fileId')
    .select(['rf.id', 'rf.parameterId', 'rf.dimensionId', 'f.name', 'f.mediaType', 'f.size'])
    .where('rf.labId', '=', labId)
    .where('rf.surveyId', '=', surveyId)
    .where('rf.id', 'in', [...fileIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A validated value (core validateResultValues) as the events store it (ResultValueData). A
 * cleared entry stays empty (core setResultValues turns it into a clear); a document gets the
 * upload's name, media type and size, after checking that the file was uploaded for this
 * parameter and dimension (422 `value.unknownFile` otherwise).
 */
export function toResultValueData(
  value: ValidatedResultValue,
  context: { parameterId: number; uploads: ReadonlyMap<number, ResultUpload>; path: string },
): ResultValueData {
  const empty: ResultValueData = {
    dimensionId: value.dimensionId,
    type: value.type,
    value: null,
    relation: null,
    unitId: null,
    convertedValue: null,
    valueId: null,
  };
  if (isClearedValue(value)) return empty;
  const data: ResultValueData = {
    ...empty,
    value: value.value,
    relation: value.relation,
    unitId: value.unitId,
    convertedValue: value.convertedValue,
    valueId: value.valueId,
  };
  if (value.type === 'composite') {
    data.components = value.components.map((c) => ({ dimensionId: c.dimensionId, value: c.value, valueId: c.valueId, unitId: c.unitId }));
  }
  if (value.type === 'document' && value.fileId !== null) {
    const upload = context.uploads.get(value.fileId);
    if (!upload || upload.parameterId !== context.parameterId || upload.dimensionId !== value.dimensionId) {
      throw AppError.constraint(`${context.path}.fileId`, 'No such upload for this value', 'value.unknownFile');
    }
    data.fileId = upload.id;
    data.name = upload.name;
    data.mediaType = upload.mediaType;
    data.size = upload.size;
  }
  return data;
}
