import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Why the copy of last year's orders lists a product among its differences (core planOrderCopy:
 * 'missing' the product is gone, 'empty' none of its ordered rounds exists in the new year,
 * 'no_price' no price for the lab's currency or variant, 'paper' copied with a changed document
 * type). The flags paper and empty alone cannot tell 'missing' from 'no_price'
 * (docs/decisions/orders-api.md).
 */
const upStatements = [
  `alter table order_copy_differences add column reason text not null default 'missing'
    check (reason in ('missing', 'empty', 'paper', 'no_price'))`,
];

const downStatements = ['alter table order_copy_differences drop column if exists reason'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(db, upStatements);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
export async function down(db: Kysely<any>): Promise<void> {
  await runStatements(db, downStatements);
}
