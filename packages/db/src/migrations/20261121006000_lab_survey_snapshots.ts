import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Snapshots of the lab-survey write model (core's LabSurveyState) at a stream version, written by
 * handleLabSurveyCommand in the append's transaction, so a command folds only the events after the
 * snapshot instead of the whole stream. A cache of the events, never the truth: a snapshot whose
 * schema version is not the code's, or that is ahead of its stream, is ignored (and replaced).
 * No foreign keys, like the other event-store tables.
 */
const upStatements = [
  `create table lab_survey_snapshots (
    stream_id text primary key,
    schema_version int not null,
    stream_version int not null check (stream_version >= 0),
    state jsonb not null,
    updated_at timestamptz not null default now()
  )`,
];

const downStatements = [`drop table if exists lab_survey_snapshots`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
