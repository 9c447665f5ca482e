import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The public forms' limits (issue 30; docs/decisions/brute-force.md, registration.md):
 * - the forms count their attempts on rate_limit_counters (one atomic upsert), so the spent bot-check
 *   answers no longer record the form, the client address and the account asked for; they are kept
 *   until their challenge expires, pruned by that;
 * - at most one live reset link per account (login) and per laboratory (validation): a new link
 *   retires the earlier ones, and a partial unique index holds it against any race. Earlier
 *   duplicates are retired here, the newest kept;
 * - a login link's user is checked by its use (the reset joins the user), not by a constraint: a
 *   forgotten-password request that names no account writes the same rows as one that does, without
 *   a user, and rolls them back.
 */
const upStatements = [
  'drop index if exists bot_check_solutions_created_at_idx',
  'alter table bot_check_solutions drop column form, drop column ip, drop column account',
  'create index bot_check_solutions_expires_at_idx on bot_check_solutions (expires_at)',
  `update password_reset_tokens t set used_at = now()
    where t.used_at is null and t.kind = 'login'
      and exists (select 1 from password_reset_tokens n where n.kind = 'login' and n.used_at is null and n.user_id = t.user_id and n.id > t.id)`,
  `update password_reset_tokens t set used_at = now()
    where t.used_at is null and t.kind = 'validation'
      and exists (select 1 from password_reset_tokens n where n.kind = 'validation' and n.used_at is null and n.lab_id = t.lab_id and n.id > t.id)`,
  'create unique index password_reset_tokens_live_login_idx on password_reset_tokens (user_id) where kind = \'login\' and used_at is null',
  'create unique index password_reset_tokens_live_validation_idx on password_reset_tokens (lab_id) where kind = \'validation\' and used_at is null',
  'alter table password_reset_tokens drop constraint password_reset_tokens_check',
  `alter table password_reset_tokens add constraint password_reset_tokens_lab_check check (kind = 'login' or lab_id is not null)`,
];

const downStatements = [
  'alter table password_reset_tokens drop constraint if exists password_reset_tokens_lab_check',
  'alter table password_reset_tokens add constraint password_reset_tokens_check check (user_id is not null or lab_id is not null)',
  'drop index if exists password_reset_tokens_live_validation_idx',
  'drop index if exists password_reset_tokens_live_login_idx',
  'drop index if exists bot_check_solutions_expires_at_idx',
  `alter table bot_check_solutions add column form text not null default 'registration', add column ip text not null default '', add column account text`,
  'create index bot_check_solutions_created_at_idx on bot_check_solutions (created_at)',
  'create index bot_check_solutions_ip_idx on bot_check_solutions (form, ip, created_at)',
  'create index bot_check_solutions_account_idx on bot_check_solutions (form, account, created_at) where account is not null',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
