import type { Kysely } from 'kysely';
import { invitationState, type UserScope } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TManagedUser, TManagedUserList } from './users.types';
import { resolveUserScope, scopeUsers, type ScopeRef, type UsersContext } from './user-scope';

/** The listed users of a scope, or one of them, with their role and latest invitation. */
export async function loadManagedUsers(db: Kysely<DB>, scope: UserScope, now: Date, userId?: number): Promise<TManagedUser[]> {
  let query = scopeUsers(db, scope)
    .innerJoin('roles as r', 'r.id', 'u.roleId')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('userInvitations')
          .distinctOn('userId')
          .select(['userId', 'expiresAt'])
          .orderBy('userId')
          .orderBy('id', 'desc')
          .as('i'),
      (join) => join.onRef('i.userId', '=', 'u.id'),
    )
    .select(['u.id', 'u.username', 'u.fullName', 'u.email', 'u.disabled', 'u.roleId', 'r.name as roleName', 'i.expiresAt'])
    .orderBy('u.disabled')
    .orderBy('u.fullName')
    .orderBy('u.id');
  if (userId !== undefined) query = query.where('u.id', '=', userId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username ?? '',
    fullName: row.fullName ?? '',
    email: row.email ?? '',
    disabled: row.disabled,
    role: { id: row.roleId, name: row.roleName },
    invitation: {
      state: invitationState({ username: row.username }, row.expiresAt ? { expiresAt: row.expiresAt } : null, now),
      expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    },
  }));
}

/** GET /orgs/{orgId}/users and GET /labs/{labId}/users: the scope's users, active first, by name. */
export async function listUsers(ctx: UsersContext & { wallClock: { now(): Date } }, ref: ScopeRef): Promise<TManagedUserList> {
  const scope = await resolveUserScope(ctx, ref);
  const items = await loadManagedUsers(ctx.db, scope, ctx.wallClock.now());
  return { items, total: items.length };
}
