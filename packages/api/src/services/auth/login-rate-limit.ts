import { sql } from 'kysely';
import { LOGIN_LIMITS, rateLimitCounterKey, type RateLimitKey } from '@eqa/core';
import type { Executor } from '@eqa/db';

/**
 * The counters a sign-in attempt counts against (docs/decisions/brute-force.md): the account from
 * this address, the account from anywhere (a higher ceiling), and this address whatever the account.
 */
export function loginRateLimitKeys(username: string, ip: string): { accountAndIp: RateLimitKey; account: RateLimitKey; ip: RateLimitKey } {
  const account = username.trim().toLowerCase();
  return {
    accountAndIp: { limit: LOGIN_LIMITS.accountAndIp, subject: `${account}|${ip}` },
    account: { limit: LOGIN_LIMITS.account, subject: account },
    ip: { limit: LOGIN_LIMITS.ip, subject: ip },
  };
}

/** Clears an account's sign-in failures, from every address (a password reset: the old guesses no longer matter). */
export async function clearLoginFailures(db: Executor, username: string): Promise<void> {
  const keys = loginRateLimitKeys(username, '');
  const accountPrefix = rateLimitCounterKey(keys.accountAndIp);
  await db
    .deleteFrom('rateLimitCounters')
    .where(sql<boolean>`key = ${rateLimitCounterKey(keys.account)} or starts_with(key, ${accountPrefix})`)
    .execute();
}
