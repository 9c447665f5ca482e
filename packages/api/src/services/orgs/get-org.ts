import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TOrg } from './get-org.types';
import { loadOrgs } from './load-orgs';

/** GET /orgs/{orgId}. */
export async function getOrg(db: Kysely<DB>, orgId: number): Promise<TOrg> {
  const [org] = await loadOrgs(db, [orgId]);
  if (!org) throw AppError.notFound('Organisation');
  return org;
}
