import { sql, type Kysely } from 'kysely';
import {
  AppError,
  decideInvitedRole,
  deliverMailSoon,
  INVITATION_TTL_MS,
  INVITATION_WEB_PATH,
  INVITE_USER_LIMITS,
  type Clock,
  type Jobs,
  type Logger,
  type RoleId,
  type UserScope,
} from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TManagedUser } from './users.types';
import { takeRateLimitSlots } from '../auth/rate-limits';
import { hashToken, newToken } from '../auth/tokens';
import { invitationEmail, invitationLanguage } from './invitation-email';
import { loadManagedUsers } from './list-users';
import { lockScope, resolveUserScope, scopeUsers, type ScopeRef, type UsersContext } from './user-scope';

export interface InviteUserContext extends UsersContext {
  wallClock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  ip: string;
  /** The configured public origin (settings.publicUrl), never the request's Host. */
  origin: string;
}

export interface InviteUserInput {
  fullName: string;
  email: string;
  roleId?: RoleId | undefined;
}

/** The language and the name the e-mail uses: the inviter's language, else the org's first; the org's or the lab's name. */
async function mailSetting(db: Kysely<DB>, scope: UserScope, inviterId: number): Promise<{ localeId: string; place: string; inviter: string }> {
  const inviter = await db.selectFrom('users').select(['localeId', 'fullName', 'username']).where('id', '=', inviterId).executeTakeFirstOrThrow();
  const orgId = scope.kind === 'org' ? scope.orgId : (scope.labOrgIds.length > 0 ? Math.min(...scope.labOrgIds) : null);
  const orgLocale = orgId === null ? undefined : await db.selectFrom('orgLocales').select('localeId').where('orgId', '=', orgId).orderBy('ordinal').executeTakeFirst();
  const place =
    scope.kind === 'org'
      ? (await db.selectFrom('orgs').select('name').where('id', '=', scope.orgId).executeTakeFirstOrThrow()).name
      : await db
          .selectFrom('labs')
          .select(['shortName', 'name'])
          .where('id', '=', scope.labId)
          .executeTakeFirstOrThrow()
          .then((lab) => `${lab.shortName} – ${lab.name}`);
  return { localeId: invitationLanguage(inviter.localeId ?? orgLocale?.localeId), place, inviter: inviter.fullName?.trim() || inviter.username || '' };
}

/**
 * POST /orgs/{orgId}/users and POST /labs/{labId}/users: invites a user by e-mail. After the scope's
 * permission check, the role is decided (core decideInvitedRole: a lab admin asking for an org admin
 * is 403 role_not_allowed, a lab role in an org 422 roleId) and the inviter's and the address's
 * counters take their slots (core INVITE_USER_LIMITS, 429 over). Then in one transaction under the
 * scope's lock: an address that already belongs to a user of the scope who has signed up is 409
 * email_in_use; one with a pending invitation is invited again (its earlier link retired, the user
 * enabled again and renamed); else a user without username and password is created. The invitation
 * keeps the sha256 of a fresh token, valid 7 days, and the e-mail with the link
 * `${PUBLIC_URL}/invitation/{token}` goes to the outbox in the same transaction.
 */
export async function inviteUser(ctx: InviteUserContext, ref: ScopeRef, input: InviteUserInput): Promise<TManagedUser> {
  const scope = await resolveUserScope(ctx, ref);
  const session = ctx.session;
  if (!session) throw AppError.unauthenticated();
  const role = decideInvitedRole(scope, input.roleId);
  if (!role.ok) {
    if (role.reason === 'escalation') throw AppError.forbidden('This role cannot be given here');
    throw AppError.constraint('roleId', 'A laboratory user is invited from the laboratory', 'role_not_allowed');
  }
  const now = ctx.wallClock.now();
  await takeRateLimitSlots(ctx.db, [{ limit: INVITE_USER_LIMITS.user, subject: String(session.user.id) }, { limit: INVITE_USER_LIMITS.ip, subject: ctx.ip }], now);

  const email = input.email.trim();
  const fullName = input.fullName.trim();
  const setting = await mailSetting(ctx.db, scope, session.user.id);
  const token = newToken();
  const link = `${ctx.origin}${INVITATION_WEB_PATH}/${encodeURIComponent(token)}`;
  const mail = invitationEmail(invitationLanguage(setting.localeId), { fullName, place: setting.place, inviter: setting.inviter, link, validDays: INVITATION_TTL_MS / 86_400_000 });

  const { userId, outboxId } = await ctx.db.transaction().execute(async (trx) => {
    await lockScope(trx, scope);
    const existing = await scopeUsers(trx, scope)
      .select(['u.id', 'u.username'])
      .where(sql`lower(trim(u.email))`, '=', email.toLowerCase())
      .orderBy('u.id')
      .execute();
    if (existing.some((user) => user.username !== null)) throw AppError.conflict('A user of this address has signed up already', 'email_in_use');
    const pending = existing[0];
    let id: number;
    if (pending) {
      id = pending.id;
      await trx.updateTable('users').set({ fullName, email, disabled: false, localeId: setting.localeId, updatedAt: now }).where('id', '=', id).execute();
      await trx.updateTable('userInvitations').set({ usedAt: now }).where('userId', '=', id).where('usedAt', 'is', null).execute();
    } else {
      const created = await trx
        .insertInto('users')
        .values({
          username: null,
          passwordHash: null,
          fullName,
          email,
          roleId: role.roleId,
          orgId: scope.kind === 'org' ? scope.orgId : null,
          labId: scope.kind === 'lab' ? scope.labId : null,
          localeId: setting.localeId,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    }
    await trx
      .insertInto('userInvitations')
      .values({ userId: id, tokenHash: hashToken(token), invitedBy: session.user.id, localeId: setting.localeId, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .execute();
    const outbox = await trx
      .insertInto('emailOutbox')
      .values({ kind: 'user_invitation', toAddresses: [email], subject: mail.subject, textBody: mail.textBody, htmlBody: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userId: id, outboxId: outbox.id };
  });
  await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  const [user] = await loadManagedUsers(ctx.db, scope, now, userId);
  if (!user) throw AppError.notFound('User');
  return user;
}
