import { sql, type Kysely } from 'kysely';
import { type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TRequestPasswordResetInput } from './request-password-reset.types';
import type { TOk } from '../shared.types';
import type { ApiSettings } from '../../settings';
import { assertFormRateLimit, checkBotCheck, type FormRateLimit } from './bot-check';
import { passwordResetEmail } from './password-reset-email';
import { hashToken, newToken } from './tokens';

/** A login-password reset link works once, within an hour of the request. */
export const LOGIN_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The web page of the e-mailed link: `${publicUrl}/reset_password/{token}`. */
export const RESET_PASSWORD_WEB_PATH = '/reset_password';
/** Requests per client IP and per account name asked for (existing or not) within an hour. */
export const REQUEST_PASSWORD_RESET_LIMIT: FormRateLimit = { perIp: 10, perAccount: 3 };

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
 * enumeration by answer or by timing): the rate limits (per IP, and per account name asked for,
 * counted whether it exists or not), the bot-check, a new token and the e-mail text, then ONE
 * statement that inserts the token and the outbox e-mail only when an account matched (and retires
 * the account's earlier unused links). The delivery job is asked for without waiting on it (the
 * outbox sweep sends the row if the queue is away).
 */
export async function requestPasswordReset(ctx: RequestPasswordResetContext, input: TRequestPasswordResetInput): Promise<TOk> {
  const now = ctx.wallClock.now();
  const account = input.username.trim().toLowerCase();
  await assertFormRateLimit(ctx.db, 'password_reset_email', REQUEST_PASSWORD_RESET_LIMIT, { ip: ctx.ip, account }, now);
  await checkBotCheck(ctx, input.reCaptchaResponse, { form: 'password_reset_email', ip: ctx.ip, account }, now);

  const token = newToken();
  const link = `${ctx.origin}${RESET_PASSWORD_WEB_PATH}/${encodeURIComponent(token)}`;
  const mail = passwordResetEmail({ username: input.username.trim(), link, validMinutes: LOGIN_RESET_TOKEN_TTL_MS / 60_000 });
  const expiresAt = new Date(now.getTime() + LOGIN_RESET_TOKEN_TTL_MS);
  const email = input.email.trim().toLowerCase();

  const { rows } = await sql<{ outboxId: number | null }>`
    with account as (
      select id, trim(email) as email from users
      where lower(username) = ${account} and lower(trim(email)) = ${email} and not disabled
      limit 1
    ), retired as (
      update password_reset_tokens set used_at = ${now}
      where kind = 'login' and used_at is null and user_id in (select id from account)
    ), token as (
      insert into password_reset_tokens (kind, user_id, token_hash, expires_at, created_at)
      select 'login', id, ${hashToken(token)}, ${expiresAt}, ${now} from account
    ), outbox as (
      insert into email_outbox (kind, to_addresses, subject, text_body)
      select 'password_reset', array[email], ${mail.subject}, ${mail.textBody} from account
      returning id
    )
    select (select id from outbox) as "outboxId"`.execute(ctx.db);

  const outboxId = rows[0]?.outboxId ?? null;
  if (outboxId !== null) void deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  return { ok: true };
}
