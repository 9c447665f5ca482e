import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Whether a numeric dimension takes values below zero (docs/decisions/results-rules.md "Negative
 * values"). Off by default: laboratory results (concentrations, counts, activities, times, ratios)
 * are not negative; a dimension that measures a signed quantity (base excess, a difference) is
 * switched on in its settings.
 */
const upStatements = [`alter table dimensions add column negative_allowed boolean not null default false`];

const downStatements = ['alter table dimensions drop column if exists negative_allowed'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
