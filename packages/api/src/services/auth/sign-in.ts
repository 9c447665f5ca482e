import { sql, type Kysely } from 'kysely';
import { AppError, sessionExpiresAt, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TLoginInput, TLoginOutput } from './login.types';
import { loginRateLimitKeys } from './login-rate-limit';
import { verifyPassword } from './passwords';
import { clearRateLimits, releaseRateLimitSlots, takeRateLimitSlots } from './rate-limits';
import { hashToken, newToken } from './tokens';

/**
 * POST /auth/tokens. The attempt first takes its slots on the sign-in counters (one atomic
 * statement; over a limit → 429 before the user is looked up: docs/decisions/brute-force.md).
 * Unknown (or disabled) user → 422 param username, after a password check against a dummy hash (the
 * same time as a known user's); wrong password → 422 param password; a blocked lab → 403
 * access_blocked_error. A right password gives back the address's slot and clears the account's
 * counts. On success a session row keeps the sha256 of a fresh random token.
 */
export async function signIn(
  db: Kysely<DB>,
  wallClock: Clock,
  input: TLoginInput,
  meta: { ip: string; userAgent: string | null },
): Promise<TLoginOutput> {
  const now = wallClock.now();
  const username = input.subject.trim();
  const keys = loginRateLimitKeys(username, meta.ip);
  await takeRateLimitSlots(db, [keys.accountAndIp, keys.account, keys.ip], now);

  const user = username
    ? await db
        .selectFrom('users as u')
        .leftJoin('labs as l', 'l.id', 'u.labId')
        .select(['u.id', 'u.passwordHash', 'u.disabled', 'l.accessBlocked'])
        .where(sql`lower(u.username)`, '=', username.toLowerCase())
        .executeTakeFirst()
    : undefined;

  const known = user && !user.disabled ? user : null;
  // an unknown user's password is checked too (against a dummy hash): the same time either way
  const verified = await verifyPassword(known?.passwordHash ?? null, input.password);
  if (!known) throw AppError.constraint('username', 'Unknown username', 'authentication_error');
  if (!verified) throw AppError.constraint('password', 'Wrong password', 'authentication_error');
  await Promise.all([releaseRateLimitSlots(db, [keys.ip]), clearRateLimits(db, [keys.accountAndIp, keys.account])]);
  if (known.accessBlocked) throw AppError.accessBlocked();

  const token = newToken();
  const expiresAt = sessionExpiresAt(now, now);
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      userId: known.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt: expiresAt.toISOString() };
}
