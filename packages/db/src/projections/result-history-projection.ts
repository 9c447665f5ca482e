import { sql, type Insertable } from 'kysely';
import {
  parameterValues,
  RESULT_EVENT_TYPE_LIST,
  RESULT_EVENT_TYPES,
  resultCellValues,
  type CurrentResultValue,
} from '@eqa/core';
import { columnList, unnestRows, type UnnestColumn } from '../batching/unnest';
import type { ResultHistoryDetails, ResultHistoryTable } from '../tables/result-history';
import type { LabSurveyEvent } from './lab-survey-event';
import type { Projection } from './projection';
import { compareValueEntries } from './result-value-row';

type HistoryRow = Insertable<ResultHistoryTable>;

/**
 * History entries (`result_history`): one per result event, with the user of its metadata and the
 * values it replaced or removed (from core's state before the event): values set where none of
 * their dimensions had a value are a `create`, otherwise an `update`; clears and parameter deletes
 * are a `delete`.
 */
export const resultHistoryProjection: Projection<LabSurveyEvent> = {
  name: 'result_history',
  handles: RESULT_EVENT_TYPE_LIST,
  tables: ['result_history'],
  async handle(trx, events) {
    const rows = events.map(historyRow);
    await sql`insert into result_history ${columnList(historyColumns)} ${unnestRows(historyColumns, rows)}`.execute(trx);
  },
};

const historyColumns: ReadonlyArray<UnnestColumn<HistoryRow>> = [
  { name: 'global_position', type: 'bigint', value: (r) => r.globalPosition },
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

/** The values an event replaces or removes, in stable order. */
function previousOf({ event, before }: LabSurveyEvent): CurrentResultValue[] {
  switch (event.type) {
    case RESULT_EVENT_TYPES.resultValuesSet: {
      const dimensions = new Set(event.data.values.map((v) => v.dimensionId));
      return resultCellValues(before, event.data).filter((v) => dimensions.has(v.value.dimensionId)).sort(compareValueEntries);
    }
    case RESULT_EVENT_TYPES.resultValuesCleared: {
      const { dimensionIds } = event.data;
      return resultCellValues(before, event.data).filter((v) => dimensionIds === undefined || dimensionIds.includes(v.value.dimensionId)).sort(compareValueEntries);
    }
    case RESULT_EVENT_TYPES.parameterResultsDeleted:
      return parameterValues(before, event.data.parameterId).sort(compareValueEntries);
    default:
      return [];
  }
}

function historyRow(stored: LabSurveyEvent): HistoryRow {
  const { labId, surveyId, event } = stored;
  const previous = previousOf(stored);
  const entry = (
    action: ResultHistoryTable['action'],
    target: { parameterId?: number; resultGroupId?: number; sampleId?: number | null },
    details: Partial<ResultHistoryDetails> = {},
  ): HistoryRow => ({
    globalPosition: stored.globalPosition,
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
    details: { dimensions: [], values: [], previousValues: [], resultGroup: null, ...details, ...(stored.metadata.source ? { source: stored.metadata.source } : {}) },
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
    // a group's add is in the history as the name and comment it got, as a rename is
    case RESULT_EVENT_TYPES.resultGroupUpdated:
    case RESULT_EVENT_TYPES.resultGroupAdded: {
      const { resultGroupId, name, comment } = event.data;
      return entry('update', { resultGroupId }, { resultGroup: { name, comment } });
    }
  }
}
