import type { Kysely } from 'kysely';
import { AppError, mayManageUsers, type UserScope } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../auth/session';

/** What the user-management services need of the request. */
export interface UsersContext {
  db: Kysely<DB>;
  session: Session | null;
}

/** The scope a request names: an org's staff or a lab's users. */
export type ScopeRef = { orgId: number } | { labId: number };

/**
 * The scope of a request after the permission check (core mayManageUsers): 401 without a session;
 * 403 for anyone who may not manage it (a lab admin for another lab or for the org, an org admin of
 * another org); 404 when an org admin names a lab or org that does not exist.
 */
export async function resolveUserScope(ctx: UsersContext, ref: ScopeRef): Promise<UserScope> {
  const session = ctx.session;
  if (!session) throw AppError.unauthenticated();
  let scope: UserScope;
  if ('orgId' in ref) {
    scope = { kind: 'org', orgId: ref.orgId };
  } else {
    const labOrgs = await ctx.db.selectFrom('orgLabs').select('orgId').where('labId', '=', ref.labId).execute();
    scope = { kind: 'lab', labId: ref.labId, labOrgIds: labOrgs.map((row) => row.orgId) };
  }
  if (!mayManageUsers(session, scope)) throw AppError.forbidden('You may not manage these users');
  if (scope.kind === 'org') {
    const org = await ctx.db.selectFrom('orgs').select('id').where('id', '=', scope.orgId).executeTakeFirst();
    if (!org) throw AppError.notFound('Organisation');
  }
  return scope;
}

/** The users of a scope: an org's org admins, a lab's lab admins. */
export function scopeUsers(db: Kysely<DB>, scope: UserScope) {
  const users = db.selectFrom('users as u');
  return scope.kind === 'org'
    ? users.where('u.roleId', '=', 'org_admin').where('u.orgId', '=', scope.orgId)
    : users.where('u.roleId', '=', 'lab_admin').where('u.labId', '=', scope.labId);
}

/** Serialises the user-management writes of a scope (the org's or the lab's row lock), so the last active admin stays. */
export async function lockScope(trx: Kysely<DB>, scope: UserScope): Promise<void> {
  if (scope.kind === 'org') await trx.selectFrom('orgs').select('id').where('id', '=', scope.orgId).forUpdate().execute();
  else await trx.selectFrom('labs').select('id').where('id', '=', scope.labId).forUpdate().execute();
}
