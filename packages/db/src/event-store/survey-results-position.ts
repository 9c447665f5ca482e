import { sql } from 'kysely';
import { LAB_SURVEY_STREAM_PREFIX } from '@eqa/core';
import type { Executor } from '../schema';

/**
 * The high-water mark of the results of surveys: the greatest global position of the last events of
 * their lab-survey streams (every result edit, validation and invalidation is an event there), 0
 * without any. An evaluation run keeps the mark it read; a greater mark now means the results
 * changed after the run. One index probe per lab-survey (the stream's last version).
 */
export async function surveyResultsPosition(db: Executor, surveyIds: readonly number[]): Promise<number> {
  if (surveyIds.length === 0) return 0;
  const { rows } = await sql<{ position: number | string | null }>`
    select max(last.global_position) as position
    from lab_survey_status st
    cross join lateral (
      select e.global_position from events e
      where e.stream_id = ${LAB_SURVEY_STREAM_PREFIX} || st.lab_id || '-' || st.survey_id
      order by e.stream_version desc limit 1
    ) last
    where st.survey_id = any(${[...surveyIds]}::int[])`.execute(db);
  return Number(rows[0]?.position ?? 0);
}
