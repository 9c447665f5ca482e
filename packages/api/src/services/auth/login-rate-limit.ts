import { sql, type Kysely } from 'kysely';
import type { DB } from '@eqa/db';

/** Spec-free security limits (brief): 5 failures per username or 20 per IP address within 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Whether another sign-in attempt is refused. Counted from login_attempts, so the limit holds across
 * several server instances. A successful sign-in clears the username's count (failures recorded
 * after it count; not the IP's).
 */
export async function isLoginRateLimited(db: Kysely<DB>, username: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const name = username.trim().toLowerCase();
  const row = await db
    .selectFrom('loginAttempts as a')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere((f) =>
          f.and([
            f(sql`lower(a.username)`, '=', name),
            f(
              'a.id',
              '>',
              sql<number>`coalesce((select max(s.id) from login_attempts s
                 where lower(s.username) = ${name} and s.succeeded and s.created_at > ${since}), 0)`,
            ),
          ]),
        )
        .as('usernameFailures'),
      eb.fn
        .countAll<number>()
        .filterWhere('a.ip', '=', ip)
        .as('ipFailures'),
    ])
    .where('a.succeeded', '=', false)
    .where('a.createdAt', '>', since)
    .where((eb) => eb.or([eb(sql`lower(a.username)`, '=', name), eb('a.ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return Number(row.usernameFailures) >= MAX_FAILURES_PER_USERNAME || Number(row.ipFailures) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginAttempt(
  db: Kysely<DB>,
  attempt: { username: string; ip: string; succeeded: boolean; at: Date },
): Promise<void> {
  await db
    .insertInto('loginAttempts')
    .values({ username: attempt.username.trim().slice(0, 200), ip: attempt.ip, succeeded: attempt.succeeded, createdAt: attempt.at })
    .execute();
}
