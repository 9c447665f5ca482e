import { sql } from 'kysely';
import type { Executor } from '@eqa/db';

/** How long a file uploaded for an appeal that was never filed is kept (the dialog files it at once). */
export const APPEAL_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files uploaded for an appeal (appeal_attachments with their `files` content) that no
 * filed appeal claimed within the retention: the lab closed the dialog or the filing was refused.
 * At most `limit` per run, oldest first; safe in several processes at once. Runs with the result
 * uploads sweep.
 */
export async function sweepAppealUploads(db: Executor, options: { retentionMs?: number; limit?: number } = {}): Promise<{ deleted: number }> {
  const retentionSeconds = (options.retentionMs ?? APPEAL_UPLOAD_RETENTION_MS) / 1000;
  const result = await sql<{ id: string }>`
    delete from files f
    using (
      select a.file_id from appeal_attachments a
      where a.appeal_id is null and a.created_at < now() - make_interval(secs => ${retentionSeconds})
      order by a.created_at, a.id
      limit ${options.limit ?? 500}
    ) orphan
    where f.id = orphan.file_id
    returning f.id`.execute(db);
  return { deleted: result.rows.length };
}
