import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Certificates of an evaluation published for a later date (issue 35; docs/decisions/certificates.md
 * "Publication dated ahead"): one row per survey whose publication date is still to come, written in
 * the publication's transaction; the time-driven sweep issues the year's certificates once the
 * business clock reaches `due_at` and sets `done_at` in the same transaction (once per publication,
 * whatever the number of sweeps or instances). Publishing the survey again with another date moves
 * the row (`done_at` null again). Surveys already published for a date still ahead get their row here.
 */
const upStatements = [
  `create table certificate_schedule (
    survey_id int primary key references surveys (id) on delete cascade,
    due_at timestamptz not null,
    done_at timestamptz,
    issued int,
    created_at timestamptz not null default now()
  )`,
  `create index certificate_schedule_due_idx on certificate_schedule (due_at) where done_at is null`,
  `insert into certificate_schedule (survey_id, due_at)
    select id, evaluated_at from surveys where evaluated_at is not null and evaluated_at > now() and starts_at is not null`,
];

const downStatements = ['drop table if exists certificate_schedule'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
