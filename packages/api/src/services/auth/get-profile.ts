import { sql, type Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import { keyedLoader, perOwner, reusableQuery, type DB } from '@eqa/db';
import type { TProfile, TProfileUser } from './get-profile.types';

interface NamedRow {
  id: number;
  name: string;
  shortName: string;
}

interface ProfileLabRow extends NamedRow {
  city: string;
  address: string;
  zipCode: string;
  satelliteConnection: 'parent_lab' | 'child_lab' | null;
}

const named = (alias: string) =>
  sql`jsonb_build_object('id', ${sql.ref(`${alias}.id`)}, 'name', ${sql.ref(`${alias}.name`)}, 'shortName', ${sql.ref(`${alias}.short_name`)})`;

/**
 * The profiles of several users in one statement, compiled once: the user and role, and as JSON
 * the user's org, the lab, the lab's orgs and its satellite labs.
 */
const selectProfiles = reusableQuery((db: Kysely<DB>, userIds: number[]) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .select(['u.id', 'u.username', 'u.fullName', 'u.email', 'u.roleId', 'r.name as roleName', 'u.seenLatestResultsFilter'])
    .select([
      sql<NamedRow | null>`(select ${named('o')} from orgs o where o.id = u.org_id)`.as('org'),
      sql<ProfileLabRow | null>`(select ${named('l')} || jsonb_build_object('city', l.city, 'address', l.address, 'zipCode', l.zip_code,
        'satelliteConnection', l.satellite_connection) from labs l where l.id = u.lab_id)`.as('lab'),
      sql<NamedRow[]>`coalesce((select jsonb_agg(${named('o')} order by o.id) from org_labs ol join orgs o on o.id = ol.org_id
        where ol.lab_id = u.lab_id), '[]'::jsonb)`.as('labOrgs'),
      sql<NamedRow[]>`coalesce((select jsonb_agg(${named('c')}) from labs c where c.parent_lab_id = u.lab_id), '[]'::jsonb)`.as('children'),
    ])
    .where(sql<boolean>`u.id = any(${userIds}::int[])`),
);

type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

/** One profile loader per Kysely instance: the profiles asked for by concurrent requests go out as one query. */
const profileLoaderOf = perOwner((db: Kysely<DB>) =>
  keyedLoader(
    async (userIds: readonly number[]) => new Map((await selectProfiles(db, [...userIds])).map((row) => [String(row.id), row])),
    (userId: number) => String(userId),
  ),
);

/**
 * GET /auth/profile (spec 1 §3 "Profile"). A lab user's org is the lab's first org. The page shell
 * asks for it on every load: one statement, shared by the concurrent requests (profileLoaderOf).
 */
export async function getProfile(db: Kysely<DB>, userId: number): Promise<TProfile> {
  const row: ProfileRow | undefined = db.isTransaction ? (await selectProfiles(db, [userId]))[0] : await profileLoaderOf(db).submit(userId);
  if (!row) throw AppError.notFound('User');
  const user: TProfileUser = {
    id: row.id,
    // a signed-in user has accepted its invitation: the username is set
    name: row.username ?? '',
    fullName: row.fullName,
    email: row.email,
    role: { id: row.roleId, name: row.roleName },
  };
  const { lab } = row;
  const org = row.org ?? (lab ? row.labOrgs[0] : undefined);
  return {
    user,
    role: user.role,
    org: org ? { id: org.id, name: org.name, shortName: org.shortName } : null,
    lab: lab
      ? {
          id: lab.id,
          name: lab.name,
          shortName: lab.shortName,
          city: lab.city,
          address: lab.address,
          zipCode: lab.zipCode,
          satelliteConnection: lab.satelliteConnection,
          orgs: row.labOrgs.map((o) => ({ id: o.id, name: o.name })),
          children: [...row.children].sort(byNumericShortName),
        }
      : null,
    orgUser: user.role.id === 'org_admin',
    coreLab: lab?.satelliteConnection === 'parent_lab',
    seenLatestResultsFilter: row.seenLatestResultsFilter,
  };
}

/** QC codes sort as numbers ('99' before '1042'), non-numeric ones after, alphabetically. */
export function byNumericShortName(a: { shortName: string }, b: { shortName: string }): number {
  const na = /^\d+$/.test(a.shortName) ? Number(a.shortName) : Number.POSITIVE_INFINITY;
  const nb = /^\d+$/.test(b.shortName) ? Number(b.shortName) : Number.POSITIVE_INFINITY;
  if (na !== nb) return na < nb ? -1 : 1;
  return a.shortName.localeCompare(b.shortName);
}
