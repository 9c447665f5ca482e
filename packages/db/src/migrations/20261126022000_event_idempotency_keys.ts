import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Writes may carry an Idempotency-Key header; their events keep it in their metadata
 * (`idempotencyKey`, with the hash of the request body as `requestHash`). A retry looks the key up
 * in its stream before it is checked against the current state, so this index serves that lookup.
 */
const upStatements = [
  `create index events_idempotency_key_idx on events (stream_id, (metadata->>'idempotencyKey')) where metadata ? 'idempotencyKey'`,
];

const downStatements = ['drop index if exists events_idempotency_key_idx'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
