import type { Migration } from 'kysely';

/** Every migration, by timestamp name, in order. Migrations take Kysely<any> and never import app types. */
export const migrations: Record<string, Migration> = {};
