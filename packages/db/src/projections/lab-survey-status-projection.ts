import { sql, type RawBuilder } from 'kysely';
import { RESULT_EVENT_TYPE_LIST, RESULT_EVENT_TYPES } from '@eqa/core';
import { unnestRows, type UnnestColumn } from '../batching/unnest';
import type { StoredEvent } from '../event-store/types';
import { groupByLabSurvey, labSurveyKey } from './lab-survey-values';
import type { PlanningProjection, ProjectionBatchContext } from './registry';

/**
 * Lab-survey status (`lab_survey_status`): validated (at, by whom), whether results exist and how
 * many values. Counts result_values with the changes the result-values projection plans, so it is
 * registered after it.
 */
export const labSurveyStatusProjection: PlanningProjection = {
  name: 'lab_survey_status',
  handles: RESULT_EVENT_TYPE_LIST,
  planBatch: async (_trx, events, context) => planBatch(events, context),
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
  /** The rows of result_values the same statement adds (negative: removes). */
  valueCountChange: number;
  /** The rows of result_values after the statement when the batch knows the values before it, else null (counted). */
  valueCount: number | null;
}

interface Validation {
  validated: boolean;
  validatedAt: Date | null;
  validatedBy: number | null;
  validatedByName: string | null;
}

/**
 * One upsert for all lab-surveys of the events (two when some validate or invalidate and others
 * not): the value count is the rows the lab-survey has before the statement plus those the
 * result-values projection's writes of the same statement add (context.valueCountChanges); the
 * rows before are the values the batch knows (context.knownValues: a command's state, whose
 * values are the rows), else counted by the statement. The validation columns change only when the
 * events validate or invalidate, a new row starts not validated.
 */
function planBatch(events: readonly StoredEvent[], context: ProjectionBatchContext): Array<RawBuilder<unknown>> {
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
    const key = labSurveyKey(last.labId, last.surveyId);
    const valueCountChange = context.valueCountChanges.get(key) ?? 0;
    const known = context.knownValues?.get(key);
    const valueCount = known ? keyCount(known) + valueCountChange : null;
    rows.push({ labId: last.labId, surveyId: last.surveyId, lastEventAt: last.stored.createdAt, streamVersion: last.stored.streamVersion, validation, valueCountChange, valueCount });
  }
  return [upsertStatus(rows.filter((r) => r.validation === null), false), upsertStatus(rows.filter((r) => r.validation !== null), true)].filter(
    (statement): statement is RawBuilder<unknown> => statement !== null,
  );
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
  { name: 'value_count_change', type: 'int', value: (r) => r.valueCountChange },
  { name: 'value_count', type: 'int', value: (r) => r.valueCount },
];

function keyCount(record: Readonly<Record<string, unknown>>): number {
  let count = 0;
  for (const key in record) if (Object.hasOwn(record, key)) count += 1;
  return count;
}

function upsertStatus(rows: readonly StatusRow[], validationChanged: boolean): RawBuilder<unknown> | null {
  if (rows.length === 0) return null;
  const validationUpdate = validationChanged
    ? sql`, validated = excluded.validated, validated_at = excluded.validated_at,
        validated_by = excluded.validated_by, validated_by_name = excluded.validated_by_name`
    : sql``;
  return sql`insert into lab_survey_status
      (lab_id, survey_id, last_event_at, stream_version, validated, validated_at, validated_by, validated_by_name, has_results, result_count)
    select r.lab_id, r.survey_id, r.last_event_at, r.stream_version, r.validated, r.validated_at, r.validated_by, r.validated_by_name, c.n > 0, c.n
    from (${unnestRows(statusColumns, rows)}) r
    cross join lateral (
      -- coalesce counts only the lab-surveys whose count the batch does not know
      select coalesce(r.value_count, (select count(*)::int from result_values v where v.lab_id = r.lab_id and v.survey_id = r.survey_id) + r.value_count_change) as n
    ) c
    on conflict (lab_id, survey_id) do update set
      has_results = excluded.has_results, result_count = excluded.result_count,
      last_event_at = excluded.last_event_at, stream_version = excluded.stream_version${validationUpdate}`;
}
