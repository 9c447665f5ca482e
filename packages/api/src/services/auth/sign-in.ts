import { sql, type Kysely } from 'kysely';
import { AppError, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TLoginInput, TLoginOutput } from './login.types';
import { isLoginRateLimited, recordLoginAttempt } from './login-rate-limit';
import { verifyPassword } from './passwords';
import { SESSION_TTL_MS, hashToken, newToken } from './tokens';

/**
 * POST /auth/tokens. Unknown (or disabled) user → 422 param username; wrong password → 422 param
 * password; too many failures → 429 before the password is looked at; a blocked lab → 403
 * access_blocked_error. On success a session row keeps the sha256 of a fresh random token.
 */
export async function signIn(
  db: Kysely<DB>,
  wallClock: Clock,
  input: TLoginInput,
  meta: { ip: string; userAgent: string | null },
): Promise<TLoginOutput> {
  const now = wallClock.now();
  const username = input.subject.trim();
  if (await isLoginRateLimited(db, username, meta.ip, now)) throw AppError.rateLimited();

  const user = username
    ? await db
        .selectFrom('users as u')
        .leftJoin('labs as l', 'l.id', 'u.labId')
        .select(['u.id', 'u.passwordHash', 'u.disabled', 'l.accessBlocked'])
        .where(sql`lower(u.username)`, '=', username.toLowerCase())
        .executeTakeFirst()
    : undefined;

  if (!user || user.disabled) {
    await recordLoginAttempt(db, { username, ip: meta.ip, succeeded: false, at: now });
    throw AppError.constraint('username', 'Unknown username', 'authentication_error');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordLoginAttempt(db, { username, ip: meta.ip, succeeded: false, at: now });
    throw AppError.constraint('password', 'Wrong password', 'authentication_error');
  }
  await recordLoginAttempt(db, { username, ip: meta.ip, succeeded: true, at: now });
  if (user.accessBlocked) throw AppError.accessBlocked();

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  return { token, expiresAt: expiresAt.toISOString() };
}
