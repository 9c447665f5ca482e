import { sql, type RawBuilder } from 'kysely';
import { RESULT_EVENT_TYPE_LIST, RESULT_EVENT_TYPES } from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import { byStream, type LabSurveyEvent } from './lab-survey-event';
import type { Projection } from './projection';

/**
 * Lab-survey status (`lab_survey_status`): validated (at, by whom: the last validate or invalidate
 * of the events), the stream's version and last event, and how many values the lab-survey holds
 * (core's state after the events). One upsert for all lab-surveys of the events (two when some
 * validate or invalidate and others not): the validation columns change only when the events
 * validate or invalidate; a new row starts not validated.
 */
export const labSurveyStatusProjection: Projection<LabSurveyEvent> = {
  name: 'lab_survey_status',
  handles: RESULT_EVENT_TYPE_LIST,
  tables: ['lab_survey_status'],
  async handle(trx, events) {
    const rows = byStream(events).map(statusRow);
    for (const statement of [upsertStatus(rows.filter((r) => r.validation === null), false), upsertStatus(rows.filter((r) => r.validation !== null), true)]) {
      if (statement) await statement.execute(trx);
    }
  },
};

/** A lab-survey's status row as its events leave it. */
interface StatusRow {
  labId: number;
  surveyId: number;
  lastEventAt: Date;
  streamVersion: number;
  /** Set when the events validate or invalidate (the last of them wins), else null. */
  validation: Validation | null;
  valueCount: number;
}

interface Validation {
  validated: boolean;
  validatedAt: Date | null;
  validatedBy: number | null;
  validatedByName: string | null;
}

function statusRow(stream: readonly LabSurveyEvent[]): StatusRow {
  const last = stream.at(-1) as LabSurveyEvent;
  let validation: Validation | null = null;
  for (const { event, createdAt, metadata } of stream) {
    if (event.type === RESULT_EVENT_TYPES.surveyValidated) {
      validation = { validated: true, validatedAt: createdAt, validatedBy: metadata.userId, validatedByName: metadata.userName };
    } else if (event.type === RESULT_EVENT_TYPES.surveyInvalidated) {
      validation = { validated: false, validatedAt: null, validatedBy: null, validatedByName: null };
    }
  }
  return { labId: last.labId, surveyId: last.surveyId, lastEventAt: last.createdAt, streamVersion: last.streamVersion, validation, valueCount: Object.keys(last.after.values).length };
}

const statusColumns: ReadonlyArray<UnnestColumn<StatusRow>> = [
  { name: 'lab_id', type: 'int', value: (r) => r.labId },
  { name: 'survey_id', type: 'int', value: (r) => r.surveyId },
  { name: 'last_event_at', type: 'timestamptz', value: (r) => r.lastEventAt },
  { name: 'stream_version', type: 'int', value: (r) => r.streamVersion },
  { name: 'validated', type: 'boolean', value: (r) => r.validation?.validated ?? false },
  { name: 'validated_at', type: 'timestamptz', value: (r) => r.validation?.validatedAt },
  { name: 'validated_by', type: 'int', value: (r) => r.validation?.validatedBy },
  { name: 'validated_by_name', type: 'text', value: (r) => r.validation?.validatedByName },
  { name: 'value_count', type: 'int', value: (r) => r.valueCount },
];

function upsertStatus(rows: readonly StatusRow[], validationChanged: boolean): RawBuilder<unknown> | null {
  if (rows.length === 0) return null;
  const validationUpdate = validationChanged
    ? sql`, validated = excluded.validated, validated_at = excluded.validated_at,
        validated_by = excluded.validated_by, validated_by_name = excluded.validated_by_name`
    : sql``;
  return sql`insert into lab_survey_status
      (lab_id, survey_id, last_event_at, stream_version, validated, validated_at, validated_by, validated_by_name, has_results, result_count)
    select r.lab_id, r.survey_id, r.last_event_at, r.stream_version, r.validated, r.validated_at, r.validated_by, r.validated_by_name, r.value_count > 0, r.value_count
    from (${unnestRows(statusColumns, rows)}) r
    on conflict (lab_id, survey_id) do update set
      has_results = excluded.has_results, result_count = excluded.result_count,
      last_event_at = excluded.last_event_at, stream_version = excluded.stream_version${validationUpdate}`;
}
