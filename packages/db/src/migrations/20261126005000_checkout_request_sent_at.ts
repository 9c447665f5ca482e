import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A checkout request has two times: `checkout_requested_at`, when it was asked for on the business
 * clock (the demo date in demo mode, as every other time of the orders; cleared by the checkout that
 * deals with it), and `checkout_request_sent_at`, the real time its e-mail went out, which the flood
 * guard (one request per 10 minutes) compares against. Until now one column held the real time, so a
 * demo showed a request dated years after its orders.
 */
const upStatements = [
  `alter table order_years add column checkout_request_sent_at timestamptz`,
  `update order_years set checkout_request_sent_at = checkout_requested_at where checkout_requested_at is not null`,
];

const downStatements = [`alter table order_years drop column if exists checkout_request_sent_at`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
