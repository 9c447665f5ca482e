import { resultGroupName, type Localized, type ResultValueData } from '@eqa/core';
import type { Executor, ResultHistoryEntry } from '@eqa/db';
import type { THistoryEvent } from './list-events.types';
import { resultFilePath } from '../results/result-values-read';

type HistoryValue = THistoryEvent['values'][number];

/** Turns result_history rows into history events, with the names of parameters, groups, samples, dimensions, values and users. */
export async function historyEvents(db: Executor, rows: readonly ResultHistoryEntry[]): Promise<THistoryEvent[]> {
  if (rows.length === 0) return [];
  const ids = <T>(pick: (row: ResultHistoryEntry) => T | null): T[] =>
    [...new Set(rows.map(pick).filter((v): v is T => v !== null))];
  const parameterIds = ids((r) => r.parameterId);
  const groupIds = ids((r) => r.resultGroupId);
  const sampleIds = ids((r) => r.sampleId);
  const userIds = ids((r) => r.userId);
  const allValues = rows.flatMap((r) => [...r.details.values, ...r.details.previousValues]);
  const dimensionIds = [...new Set([...rows.flatMap((r) => r.details.dimensions), ...allValues.map((v) => v.dimensionId)])];
  const valueIds = [
    ...new Set(allValues.flatMap((v) => [v.valueId, ...(v.components ?? []).map((c) => c.valueId)]).filter((id): id is number => id !== null)),
  ];
  const [parameters, groups, samples, users, dimensions, values] = await Promise.all([
    parameterIds.length === 0 ? [] : db.selectFrom('parameters').select(['id', 'name']).where('id', 'in', parameterIds).execute(),
    groupIds.length === 0 ? [] : db.selectFrom('resultGroups').select(['id', 'name', 'ordinal']).where('id', 'in', groupIds).execute(),
    sampleIds.length === 0 ? [] : db.selectFrom('samples').select(['id', 'name']).where('id', 'in', sampleIds).execute(),
    userIds.length === 0 ? [] : db.selectFrom('users').select(['id', 'fullName']).where('id', 'in', userIds).execute(),
    dimensionIds.length === 0 ? [] : db.selectFrom('dimensions').select(['id', 'name']).where('id', 'in', dimensionIds).execute(),
    valueIds.length === 0 ? [] : db.selectFrom('dimensionValues').select(['id', 'value']).where('id', 'in', valueIds).execute(),
  ]);
  const valueName = (id: number | null): Localized | null => (id === null ? null : (values.find((v) => v.id === id)?.value ?? null));
  const valueOut = (row: ResultHistoryEntry) => (v: ResultValueData): HistoryValue => ({
    dimensionId: v.dimensionId,
    type: v.type,
    value: v.value,
    relation: v.relation,
    unitId: v.unitId,
    convertedValue: v.convertedValue === null ? null : Number(v.convertedValue),
    valueId: v.valueId,
    name: valueName(v.valueId),
    components: (v.components ?? []).map((c) => ({ dimensionId: c.dimensionId, value: c.value, valueId: c.valueId, unitId: c.unitId, name: valueName(c.valueId) })),
    fileId: v.fileId ?? null,
    fileName: v.name ?? null,
    mediaType: v.mediaType ?? null,
    size: v.size ?? null,
    // an upload a value named once is kept (the upload sweep spares it): the history opens it
    downloadPath: v.fileId === undefined || v.fileId === null ? null : resultFilePath(row.labId, row.surveyId, v.fileId),
  });
  return rows.map((row): THistoryEvent => {
    const group = row.resultGroupId === null ? undefined : groups.find((g) => g.id === row.resultGroupId);
    return {
      id: Number(row.globalPosition),
      streamVersion: row.streamVersion,
      eventType: row.eventType,
      createdAt: row.createdAt.toISOString(),
      action: row.action,
      user: { id: row.userId, name: row.userName, fullName: users.find((u) => u.id === row.userId)?.fullName ?? null },
      parameter: row.parameterId === null ? null : { id: row.parameterId, name: parameters.find((p) => p.id === row.parameterId)?.name ?? {} },
      resultGroup:
        row.resultGroupId === null
          ? null
          : {
              id: row.resultGroupId,
              name: group ? resultGroupName({ name: group.name, ordinal: group.ordinal }, 'en') : String(row.resultGroupId),
              ownName: group?.name?.trim() ? group.name : null,
              ordinal: group?.ordinal ?? null,
            },
      sample: row.sampleId === null ? null : { id: row.sampleId, name: samples.find((s) => s.id === row.sampleId)?.name ?? String(row.sampleId) },
      dimensions: row.details.dimensions.map((id) => ({ id, name: dimensions.find((d) => d.id === id)?.name ?? {} })),
      values: row.details.values.map(valueOut(row)),
      previousValues: row.details.previousValues.map(valueOut(row)),
      resultGroupUpdate: row.details.resultGroup,
      source: row.details.source ?? null,
    };
  });
}
