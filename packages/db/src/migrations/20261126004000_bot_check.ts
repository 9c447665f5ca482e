import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Spent bot-check (ALTCHA) solutions: a solved challenge is accepted once (its signature is the
 * key) and remembered until it expires, in the database so that the refusal of a replay holds
 * across server instances. The rows also record which public form spent them, from which IP and,
 * for the forgotten-password form, for which account name: the per-IP and per-account rate limits
 * of those forms count them (docs/decisions/registration.md).
 */
const upStatements = [
  `create table bot_check_solutions (
    signature text primary key,
    form text not null check (form in ('registration', 'password_reset_email', 'password_reset')),
    ip text not null,
    account text,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create index bot_check_solutions_ip_idx on bot_check_solutions (form, ip, created_at)`,
  `create index bot_check_solutions_account_idx on bot_check_solutions (form, account, created_at) where account is not null`,
  `create index bot_check_solutions_created_at_idx on bot_check_solutions (created_at)`,
];

const downStatements = ['drop table if exists bot_check_solutions'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
