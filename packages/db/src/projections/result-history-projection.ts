import { sql, type Insertable, type RawBuilder } from 'kysely';
import { RESULT_EVENT_TYPE_LIST, RESULT_EVENT_TYPES } from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { StoredEvent } from '../event-store/types';
import type { Executor } from '../schema';
import type { ResultHistoryDetails, ResultHistoryTable } from '../tables/result-history';
import type { LabSurveyEvent } from './lab-survey-event';
import { LabSurveyValues, type ValueEntry } from './lab-survey-values';
import type { PlanningProjection, ProjectionBatchContext } from './registry';

/** A history row to write; its global position comes from `appended` (see PlanningProjection). */
type HistoryRow = Omit<Insertable<ResultHistoryTable>, 'globalPosition'> & { streamId: string };

/**
 * History entries (`result_history`): one per result event, with the user of its metadata. Needs
 * the values as they were before each event, so it runs before the result-values projection (it
 * loads result_values and folds the events in memory): values set where none of their dimensions
 * had a value are a `create`, otherwise an `update`; clears and parameter deletes are a `delete`.
 */
export const resultHistoryProjection: PlanningProjection = {
  name: 'result_history',
  handles: RESULT_EVENT_TYPE_LIST,
  planBatch: (trx, events, context) => planBatch(trx, events, context),
  async truncate(trx) {
    await sql`truncate table result_history`.execute(trx);
  },
};

async function planBatch(db: Executor, events: readonly StoredEvent[], context: ProjectionBatchContext): Promise<Array<RawBuilder<unknown>>> {
  // the fold stays in the context: the values projection writes what it changed
  const rows: HistoryRow[] = [];
  await LabSurveyValues.foldAll(db, events, context, (item, previous) => rows.push(historyRow(item, previous)));
  if (rows.length === 0) return [];
  return [
    sql`insert into result_history (global_position, ${insertedColumns.names})
      select a.global_position, ${insertedColumns.values}
      from (${unnestRows(historyColumns, rows)}) h
      join appended a on a.stream_id = h.stream_id and a.stream_version = h.stream_version`,
  ];
}

const historyColumns: ReadonlyArray<UnnestColumn<HistoryRow>> = [
  { name: 'stream_id', type: 'text', value: (r) => r.streamId },
  { name: 'lab_id', type: 'int', value: (r) => r.labId },
  { name: 'survey_id', type: 'int', value: (r) => r.surveyId },
  { name: 'stream_version', type: 'int', value: (r) => r.streamVersion },
  { name: 'event_type', type: 'text', value: (r) => r.eventType },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.createdAt },
  { name: 'action', type: 'text', value: (r) => r.action },
  { name: 'user_id', type: 'int', value: (r) => r.userId },
  { name: 'user_name', type: 'text', value: (r) => r.userName },
  { name: 'parameter_id', type: 'int', value: (r) => r.parameterId },
  { name: 'result_group_id', type: 'int', value: (r) => r.resultGroupId },
  { name: 'sample_id', type: 'int', value: (r) => r.sampleId },
  { name: 'details', type: 'jsonb', value: (r) => r.details },
];

/** The history columns but the stream's id (it finds the event in `appended`). */
const insertedColumns = (() => {
  const names = historyColumns.map((c) => c.name).filter((name) => name !== 'stream_id');
  return { names: sql.join(names.map((name) => sql.id(name))), values: sql.join(names.map((name) => sql`h.${sql.id(name)}`)) };
})();

function historyRow({ labId, surveyId, event, stored }: LabSurveyEvent, previous: ValueEntry[]): HistoryRow {
  const entry = (
    action: ResultHistoryTable['action'],
    target: { parameterId?: number; resultGroupId?: number; sampleId?: number | null },
    details: Partial<ResultHistoryDetails> = {},
  ): HistoryRow => ({
    streamId: stored.streamId,
    labId,
    surveyId,
    streamVersion: stored.streamVersion,
    eventType: stored.type,
    createdAt: stored.createdAt,
    action,
    userId: stored.metadata.userId,
    userName: stored.metadata.userName,
    parameterId: target.parameterId ?? null,
    resultGroupId: target.resultGroupId ?? null,
    sampleId: target.sampleId ?? null,
    details: { dimensions: [], values: [], previousValues: [], resultGroup: null, ...details },
  });
  const previousValues = previous.map((p) => p.value);
  const distinct = (ids: string[]) => [...new Set(ids)];

  switch (event.type) {
    case RESULT_EVENT_TYPES.resultValuesSet: {
      const { values, ...cell } = event.data;
      return entry(previous.length === 0 ? 'create' : 'update', cell, {
        dimensions: distinct(values.map((v) => v.dimensionId)),
        values,
        previousValues,
      });
    }
    case RESULT_EVENT_TYPES.resultValuesCleared: {
      const { dimensionIds, ...cell } = event.data;
      return entry('delete', cell, {
        dimensions: dimensionIds ?? distinct(previousValues.map((v) => v.dimensionId)),
        previousValues,
      });
    }
    case RESULT_EVENT_TYPES.parameterResultsDeleted:
      return entry('delete', { parameterId: event.data.parameterId }, {
        dimensions: distinct(previousValues.map((v) => v.dimensionId)).sort(),
        previousValues,
      });
    case RESULT_EVENT_TYPES.surveyValidated:
      return entry('validate', {});
    case RESULT_EVENT_TYPES.surveyInvalidated:
      return entry('invalidate', {});
    case RESULT_EVENT_TYPES.resultGroupUpdated: {
      const { resultGroupId, name, comment } = event.data;
      return entry('update', { resultGroupId }, { resultGroup: { name, comment } });
    }
  }
}
