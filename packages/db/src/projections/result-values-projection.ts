import { sql } from 'kysely';
import { changeKey, RESULT_EVENT_TYPES, type CurrentResultValue, type LabSurveyState, type ResultCell } from '@eqa/core';
import { columnList, unnestRows, type UnnestColumn } from '../batching/unnest';
import { byStream, type LabSurveyEvent } from './lab-survey-event';
import type { Projection } from './projection';
import { resultValueColumns } from './result-value-row';

export { resultValueColumns, resultValueFromRow } from './result-value-row';

/**
 * Current values (`result_values`), written from core's state: per stream, the values of the state
 * after the events that one of them changed (core's `changes` records the version of each cell
 * dimension's last change) are upserted, with who set them and when (the event at that version);
 * the values the state before held and the state after does not are deleted.
 */
export const resultValuesProjection: Projection<LabSurveyEvent> = {
  name: 'result_values',
  handles: [RESULT_EVENT_TYPES.resultValuesSet, RESULT_EVENT_TYPES.resultValuesCleared, RESULT_EVENT_TYPES.parameterResultsDeleted],
  tables: ['result_values'],
  async handle(trx, events) {
    const removed: ValueKey[] = [];
    const rows: ValueRow[] = [];
    for (const stream of byStream(events)) {
      const first = stream[0] as LabSurveyEvent;
      const last = stream.at(-1) as LabSurveyEvent;
      const { labId, surveyId } = first;
      const diff = valueChanges(first.before, last.after);
      for (const value of diff.removed) removed.push({ ...value, labId, surveyId, dimensionId: value.value.dimensionId });
      const atVersion = new Map(stream.map((e) => [e.streamVersion, e]));
      for (const { value, version } of diff.written) {
        const by = atVersion.get(version) ?? last;
        rows.push({ ...value, labId, surveyId, updatedAt: by.createdAt, updatedBy: by.metadata.userId, updatedByName: by.metadata.userName, streamVersion: version });
      }
    }
    if (removed.length > 0) {
      await sql`delete from result_values
        where (lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position)
          in (${unnestRows(removedKeyColumns, removed)})`.execute(trx);
    }
    if (rows.length > 0) {
      // conflict target: the unique index result_values_cell_key
      await sql`insert into result_values ${columnList(valueRowColumns)} ${unnestRows(valueRowColumns, rows)}
        on conflict (lab_id, survey_id, parameter_id, result_group_id, coalesce(sample_id, 0), dimension_id, position)
        do update set ${sql.join(UPDATED_COLUMNS.map((c) => sql`${sql.id(c)} = excluded.${sql.id(c)}`))}`.execute(trx);
    }
  },
};

/**
 * What events took a lab-survey's values from `before` to `after`: the values they wrote (changed
 * after `before`'s version, with the version of that change) and the values that went.
 */
export function valueChanges(before: LabSurveyState, after: LabSurveyState): { written: Array<{ value: CurrentResultValue; version: number }>; removed: CurrentResultValue[] } {
  const written: Array<{ value: CurrentResultValue; version: number }> = [];
  for (const key in after.values) {
    const value = after.values[key] as CurrentResultValue;
    const change = after.changes[changeKey(value, value.value.dimensionId)];
    if (change && change.version > before.version) written.push({ value, version: change.version });
  }
  const removed: CurrentResultValue[] = [];
  for (const key in before.values) if (!(key in after.values)) removed.push(before.values[key] as CurrentResultValue);
  return { written, removed };
}

/** A value's place: lab-survey, cell, dimension, position. */
type ValueKey = ResultCell & { labId: number; surveyId: number; dimensionId: string; position: number };

const removedKeyColumns: ReadonlyArray<UnnestColumn<ValueKey>> = [
  { name: 'lab_id', type: 'int', value: (k) => k.labId },
  { name: 'survey_id', type: 'int', value: (k) => k.surveyId },
  { name: 'parameter_id', type: 'int', value: (k) => k.parameterId },
  { name: 'result_group_id', type: 'int', value: (k) => k.resultGroupId },
  { name: 'sample_id', type: 'int', value: (k) => k.sampleId ?? 0 },
  { name: 'dimension_id', type: 'text', value: (k) => k.dimensionId },
  { name: 'position', type: 'int', value: (k) => k.position },
];

type ValueRow = CurrentResultValue & {
  labId: number;
  surveyId: number;
  updatedAt: Date;
  updatedBy: number | null;
  updatedByName: string | null;
  streamVersion: number;
};

const columnsOf = (r: ValueRow) => resultValueColumns(r.value);

/** The columns of a result_values row, as arrays. */
const valueRowColumns: ReadonlyArray<UnnestColumn<ValueRow>> = [
  { name: 'lab_id', type: 'int', value: (r) => r.labId },
  { name: 'survey_id', type: 'int', value: (r) => r.surveyId },
  { name: 'parameter_id', type: 'int', value: (r) => r.parameterId },
  { name: 'result_group_id', type: 'int', value: (r) => r.resultGroupId },
  { name: 'sample_id', type: 'int', value: (r) => r.sampleId },
  { name: 'dimension_id', type: 'text', value: (r) => r.value.dimensionId },
  { name: 'position', type: 'int', value: (r) => r.position },
  { name: 'value_type', type: 'text', value: (r) => r.value.type },
  { name: 'value', type: 'jsonb', value: (r) => columnsOf(r).value },
  { name: 'numeric_value', type: 'numeric', value: (r) => columnsOf(r).numericValue },
  { name: 'relation', type: 'text', value: (r) => r.value.relation },
  { name: 'unit_id', type: 'int', value: (r) => r.value.unitId },
  { name: 'converted_value', type: 'numeric', value: (r) => r.value.convertedValue },
  { name: 'value_id', type: 'int', value: (r) => r.value.valueId },
  { name: 'components', type: 'jsonb', value: (r) => columnsOf(r).components },
  { name: 'file_id', type: 'int', value: (r) => columnsOf(r).fileId },
  { name: 'file_name', type: 'text', value: (r) => columnsOf(r).fileName },
  { name: 'media_type', type: 'text', value: (r) => columnsOf(r).mediaType },
  { name: 'file_size', type: 'bigint', value: (r) => columnsOf(r).fileSize },
  { name: 'updated_at', type: 'timestamptz', value: (r) => r.updatedAt },
  { name: 'updated_by', type: 'int', value: (r) => r.updatedBy },
  { name: 'updated_by_name', type: 'text', value: (r) => r.updatedByName },
  { name: 'stream_version', type: 'int', value: (r) => r.streamVersion },
];

/** What an upsert replaces: everything but the key. */
const UPDATED_COLUMNS = valueRowColumns
  .map((c) => c.name)
  .filter((name) => !['lab_id', 'survey_id', 'parameter_id', 'result_group_id', 'dimension_id', 'position'].includes(name));
