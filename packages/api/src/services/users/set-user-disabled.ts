import { sql } from 'kysely';
import { AppError, decideSetDisabled, type Clock } from '@eqa/core';
import type { TManagedUser } from './users.types';
import { loadManagedUsers } from './list-users';
import { lockScope, resolveUserScope, scopeUsers, type ScopeRef, type UsersContext } from './user-scope';

/**
 * PATCH /orgs/{orgId}/users/{userId} and PATCH /labs/{labId}/users/{userId} {disabled}: after the
 * scope's permission check, in one transaction under the scope's lock (two admins disabling each
 * other at once cannot leave none): 404 for a user outside the scope; disabling the scope's last
 * active user (signed up, not disabled) is 409 last_active_admin (core decideSetDisabled). Disabling
 * ends every session of the user at once (revoked; the session lookup refuses a disabled user's
 * besides) and its pending invitation stops working; re-enabling gives back sign-in (new sessions
 * only) and a pending invitation that has not expired.
 */
export async function setUserDisabled(ctx: UsersContext & { wallClock: Clock }, ref: ScopeRef, userId: number, disabled: boolean): Promise<TManagedUser> {
  const scope = await resolveUserScope(ctx, ref);
  const now = ctx.wallClock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockScope(trx, scope);
    const target = await scopeUsers(trx, scope).select(['u.id', 'u.username', 'u.disabled']).where('u.id', '=', userId).executeTakeFirst();
    if (!target) throw AppError.notFound('User');
    const others = await scopeUsers(trx, scope)
      .select(sql<number>`count(*)::int`.as('count'))
      .where('u.id', '<>', userId)
      .where('u.disabled', '=', false)
      .where('u.username', 'is not', null)
      .executeTakeFirstOrThrow();
    const decision = decideSetDisabled({ active: target.username !== null && !target.disabled }, disabled, Number(others.count));
    if (decision === 'last_active_admin') throw AppError.conflict('The last active administrator cannot be disabled', 'last_active_admin');
    if (target.disabled === disabled) return;
    await trx.updateTable('users').set({ disabled, updatedAt: now }).where('id', '=', userId).execute();
    if (disabled) await trx.updateTable('sessions').set({ revokedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
  });
  const [user] = await loadManagedUsers(ctx.db, scope, now, userId);
  if (!user) throw AppError.notFound('User');
  return user;
}
