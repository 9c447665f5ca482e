import { sql } from 'kysely';
import type { Executor } from '@eqa/db';

/**
 * How long an upload that no saved value has named is kept. Generous: the web keeps a failed save's
 * draft (with its fileId) across reloads, and a retry days later should still find its file.
 */
export const RESULT_UPLOAD_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** How often the workers (or the inline runner) sweep result uploads (first run at start). */
export const RESULT_UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepResultUploadsResult {
  /** Uploads deleted with their content. */
  deleted: number;
}

/**
 * Deletes result uploads (result_files with their `files` content) older than the retention that
 * no result event ever named: a document is uploaded first and then saved as a value, and an
 * upload whose save never came would otherwise stay forever. An upload a value named once stays
 * even after the value was replaced or cleared: the history shows it (result_history, the
 * projection of every result event, holds each set event's values with their fileId). At most
 * `limit` uploads per run, oldest first; safe in several processes at once.
 */
export async function sweepResultUploads(
  db: Executor,
  options: { retentionMs?: number; limit?: number } = {},
): Promise<SweepResultUploadsResult> {
  const retentionSeconds = (options.retentionMs ?? RESULT_UPLOAD_RETENTION_MS) / 1000;
  const result = await sql<{ id: string }>`
    delete from files f
    using (
      select rf.file_id from result_files rf
      where rf.created_at < now() - make_interval(secs => ${retentionSeconds})
        and not exists (
          select 1 from result_history h
          where h.lab_id = rf.lab_id and h.survey_id = rf.survey_id and h.parameter_id = rf.parameter_id
            and h.details -> 'values' @> jsonb_build_array(jsonb_build_object('fileId', rf.id))
        )
      order by rf.created_at, rf.id
      limit ${options.limit ?? 500}
    ) orphan
    where f.id = orphan.file_id
    returning f.id`.execute(db);
  return { deleted: result.rows.length };
}
