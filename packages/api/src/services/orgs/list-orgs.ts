import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { TListOrgsInput, TListOrgsOutput } from './list-orgs.types';
import { loadOrgs } from './load-orgs';

/** GET /orgs: every organisation, by id (the first one is the default of registration). */
export async function listOrgs(db: Kysely<DB>, input: TListOrgsInput): Promise<TListOrgsOutput> {
  const [page, count] = await Promise.all([
    db.selectFrom('orgs').select('id').orderBy('id').offset(input.offset).limit(input.limit).execute(),
    db.selectFrom('orgs').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await loadOrgs(
      db,
      page.map((o) => o.id),
    ),
    total: Number(count.total),
  };
}
