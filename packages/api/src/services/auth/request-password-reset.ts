import { sql, type Kysely } from 'kysely';
import { type Clock, deliverMailSoon, forgotPasswordRateLimitKeys, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TRequestPasswordResetInput } from './request-password-reset.types';
import type { TOk } from '../shared.types';
import type { ApiSettings } from '../../settings';
import { checkBotCheck } from './bot-check';
import { passwordResetEmail } from './password-reset-email';
import { takeRateLimitSlots } from './rate-limits';
import { hashToken, newToken } from './tokens';

/** A login-password reset link works once, within an hour of the request. */
export const LOGIN_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The web page of the e-mailed link: `${publicUrl}/reset_password/{token}`. */
export const RESET_PASSWORD_WEB_PATH = '/reset_password';

export interface RequestPasswordResetContext {
  db: Kysely<DB>;
  wallClock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  settings: Pick<ApiSettings, 'botCheck'>;
  ip: string;
  /** The configured public origin (settings.publicUrl), never the request's Host. */
  origin: string;
}

/**
 * POST /auth/reset_password/email (public). The answer is `{ ok: true }` whether the username and
 * the e-mail address match an enabled account or not, and the work is the same either way (no user
 * enumeration by answer or by timing; docs/decisions/registration.md):
 * 1. the attempt takes its slots on the client address's counter and the (username, e-mail) pair's
 *    (core FORGOT_PASSWORD_LIMITS, one atomic upsert; over either limit 429), then the bot-check;
 * 2. a new token and the e-mail text;
 * 3. one transaction of the same statements on both paths, serialised per account name (an
 *    advisory lock on it, so concurrent requests never leave two live links): the account is looked
 *    up, its earlier unused links retired, the token and the outbox e-mail inserted (without a user
 *    and to the address typed when none matched). It ends without waiting for a disk flush on either
 *    path: committed asynchronously when an account matched, rolled back when none did.
 * The delivery job is asked for without waiting on it (the outbox sweep sends the row if the queue is away).
 */
export async function requestPasswordReset(ctx: RequestPasswordResetContext, input: TRequestPasswordResetInput): Promise<TOk> {
  const now = ctx.wallClock.now();
  const username = input.username.trim().toLowerCase();
  const email = input.email.trim().toLowerCase();
  await takeRateLimitSlots(ctx.db, forgotPasswordRateLimitKeys({ ip: ctx.ip, username, email }), now);
  await checkBotCheck(ctx, input.reCaptchaResponse, now);

  const token = newToken();
  const link = `${ctx.origin}${RESET_PASSWORD_WEB_PATH}/${encodeURIComponent(token)}`;
  const mail = passwordResetEmail({ username: input.username.trim(), link, validMinutes: LOGIN_RESET_TOKEN_TTL_MS / 60_000 });
  const expiresAt = new Date(now.getTime() + LOGIN_RESET_TOKEN_TTL_MS);

  const trx = await ctx.db.startTransaction().execute();
  let outboxId: number | null = null;
  try {
    // a lost commit (the database crashing within a fraction of a second) loses one reset mail, which is asked for again
    await sql`set local synchronous_commit = off`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`password-reset:${username}`}, 0))`.execute(trx);
    const account = await trx
      .selectFrom('users')
      .select(['id', sql<string>`trim(email)`.as('email')])
      .where(sql`lower(username)`, '=', username)
      .where(sql`lower(trim(email))`, '=', email)
      .where('disabled', '=', false)
      .limit(1)
      .executeTakeFirst();
    const userId = account?.id ?? null;
    await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('kind', '=', 'login').where('usedAt', 'is', null).where('userId', '=', userId).execute();
    await trx.insertInto('passwordResetTokens').values({ kind: 'login', userId, labId: null, tokenHash: hashToken(token), expiresAt, createdAt: now }).execute();
    const outbox = await trx
      .insertInto('emailOutbox')
      .values({ kind: 'password_reset', toAddresses: [account?.email ?? email], subject: mail.subject, textBody: mail.textBody, htmlBody: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account) {
      await trx.commit().execute();
      outboxId = outbox.id;
    } else {
      await trx.rollback().execute();
    }
  } catch (error) {
    await trx.rollback().execute().catch(() => undefined);
    throw error;
  }
  if (outboxId !== null) void deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  return { ok: true };
}
