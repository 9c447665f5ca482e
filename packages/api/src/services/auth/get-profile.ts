import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TProfile, TProfileUser } from '../../routers/auth/get-profile.types';

/** The profile user (spec 1 §3 "User: name (read-only username), fullName, email, role"). */
export async function getProfileUser(db: Kysely<DB>, userId: number): Promise<TProfileUser & { orgId: number | null; labId: number | null; seenLatestResultsFilter: boolean }> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .select(['u.id', 'u.username', 'u.fullName', 'u.email', 'u.roleId', 'r.name as roleName', 'u.orgId', 'u.labId', 'u.seenLatestResultsFilter'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('User');
  return {
    id: row.id,
    name: row.username,
    fullName: row.fullName,
    email: row.email,
    role: { id: row.roleId, name: row.roleName },
    orgId: row.orgId,
    labId: row.labId,
    seenLatestResultsFilter: row.seenLatestResultsFilter,
  };
}

/** GET /auth/profile (spec 1 §3 "Profile"). A lab user's org is the lab's first org. */
export async function getProfile(db: Kysely<DB>, userId: number): Promise<TProfile> {
  const { orgId, labId, seenLatestResultsFilter, ...user } = await getProfileUser(db, userId);

  const lab = labId
    ? await db
        .selectFrom('labs')
        .select(['id', 'name', 'shortName', 'city', 'address', 'zipCode', 'satelliteConnection'])
        .where('id', '=', labId)
        .executeTakeFirst()
    : undefined;

  const [labOrgs, children] = lab
    ? await Promise.all([
        db
          .selectFrom('orgLabs as ol')
          .innerJoin('orgs as o', 'o.id', 'ol.orgId')
          .select(['o.id', 'o.name', 'o.shortName'])
          .where('ol.labId', '=', lab.id)
          .orderBy('o.id')
          .execute(),
        db
          .selectFrom('labs')
          .select(['id', 'name', 'shortName'])
          .where('parentLabId', '=', lab.id)
          .orderBy('shortName')
          .execute(),
      ])
    : [[], []];

  const org = orgId
    ? await db.selectFrom('orgs').select(['id', 'name', 'shortName']).where('id', '=', orgId).executeTakeFirst()
    : labOrgs[0];

  return {
    user,
    role: user.role,
    org: org ? { id: org.id, name: org.name, shortName: org.shortName } : null,
    lab: lab
      ? {
          ...lab,
          orgs: labOrgs.map((o) => ({ id: o.id, name: o.name })),
          children: [...children].sort(byNumericShortName),
        }
      : null,
    orgUser: user.role.id === 'org_admin',
    coreLab: lab?.satelliteConnection === 'parent_lab',
    seenLatestResultsFilter,
  };
}

/** QC codes sort as numbers ('99' before '1042'), non-numeric ones after, alphabetically. */
export function byNumericShortName(a: { shortName: string }, b: { shortName: string }): number {
  const na = /^\d+$/.test(a.shortName) ? Number(a.shortName) : Number.POSITIVE_INFINITY;
  const nb = /^\d+$/.test(b.shortName) ? Number(b.shortName) : Number.POSITIVE_INFINITY;
  if (na !== nb) return na < nb ? -1 : 1;
  return a.shortName.localeCompare(b.shortName);
}
