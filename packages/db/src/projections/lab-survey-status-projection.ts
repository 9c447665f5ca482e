import { sql, type Transaction } from 'kysely';
import { RESULT_EVENT_TYPE_LIST, RESULT_EVENT_TYPES } from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { StoredEvent } from '../event-store/types';
import type { DB } from '../schema';
import { groupByLabSurvey } from './lab-survey-values';
import type { Projection } from './registry';

/**
 * Lab-survey status (`lab_survey_status`): validated (at, by whom), whether results exist and how
 * many values. Counts result_values, so it runs after the result-values projection.
 */
export const labSurveyStatusProjection: Projection = {
  name: 'lab_survey_status',
  handles: RESULT_EVENT_TYPE_LIST,
  apply: (trx, event) => applyBatch(trx, [event]),
  applyBatch: (trx, events) => applyBatch(trx, events),
  async truncate(trx) {
    await sql`truncate table lab_survey_status`.execute(trx);
  },
};

/** A lab-survey's status row as its events leave it (the counts are counted by the statement). */
interface StatusRow {
  labId: number;
  surveyId: number;
  lastEventAt: Date;
  streamVersion: number;
  /** Set when the events validate or invalidate (the last of them wins), else null. */
  validation: Validation | null;
}

interface Validation {
  validated: boolean;
  validatedAt: Date | null;
  validatedBy: number | null;
  validatedByName: string | null;
}

/**
 * One upsert for all lab-surveys of the events (two when some validate or invalidate and others
 * not): the value count is counted in the statement (after the result-values projection wrote),
 * the validation columns change only when the events validate or invalidate, a new row starts not
 * validated.
 */
async function applyBatch(trx: Transaction<DB>, events: readonly StoredEvent[]): Promise<void> {
  const rows: StatusRow[] = [];
  for (const group of groupByLabSurvey(events)) {
    const last = group.at(-1);
    if (!last) continue;
    let validation: Validation | null = null;
    for (const { event, stored } of group) {
      if (event.type === RESULT_EVENT_TYPES.surveyValidated) {
        validation = { validated: true, validatedAt: stored.createdAt, validatedBy: stored.metadata.userId, validatedByName: stored.metadata.userName };
      } else if (event.type === RESULT_EVENT_TYPES.surveyInvalidated) {
        validation = { validated: false, validatedAt: null, validatedBy: null, validatedByName: null };
      }
    }
    rows.push({ labId: last.labId, surveyId: last.surveyId, lastEventAt: last.stored.createdAt, streamVersion: last.stored.streamVersion, validation });
  }
  await upsertStatus(trx, rows.filter((r) => r.validation === null), false);
  await upsertStatus(trx, rows.filter((r) => r.validation !== null), true);
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
];

async function upsertStatus(trx: Transaction<DB>, rows: readonly StatusRow[], validationChanged: boolean): Promise<void> {
  if (rows.length === 0) return;
  const validationUpdate = validationChanged
    ? sql`, validated = excluded.validated, validated_at = excluded.validated_at,
        validated_by = excluded.validated_by, validated_by_name = excluded.validated_by_name`
    : sql``;
  await sql`insert into lab_survey_status
      (lab_id, survey_id, last_event_at, stream_version, validated, validated_at, validated_by, validated_by_name, has_results, result_count)
    select r.lab_id, r.survey_id, r.last_event_at, r.stream_version, r.validated, r.validated_at, r.validated_by, r.validated_by_name,
      c.n > 0, c.n
    from (${unnestRows(statusColumns, rows)}) r
    cross join lateral (select count(*)::int as n from result_values v where v.lab_id = r.lab_id and v.survey_id = r.survey_id) c
    on conflict (lab_id, survey_id) do update set
      has_results = excluded.has_results, result_count = excluded.result_count,
      last_event_at = excluded.last_event_at, stream_version = excluded.stream_version${validationUpdate}`.execute(trx);
}
