import type { Kysely } from 'kysely';
import { AppError, FORGOT_VALIDATION_PASSWORD_LIMITS, type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TOk } from '../shared.types';
import { takeRateLimitSlots } from '../auth/rate-limits';
import { RESET_TOKEN_TTL_MS, hashToken, newToken } from '../auth/tokens';
import { assertLabAccess, type LabAccessContext } from './assert-lab-access';
import { validationResetEmail } from './validation-reset-email';

export interface ForgotValidationPasswordContext extends LabAccessContext {
  db: Kysely<DB>;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  wallClock: Clock;
  /** Public origin of the web app for the link. */
  origin: string;
  ip: string;
}

/**
 * POST /labs/{labId}/forgot_validation_password: a one-time reset token (kind 'validation') and an
 * e-mail to the lab's users with the link /labs/{labId}/reset_validation_password/{token}, written
 * in one transaction that retires the lab's earlier links under the lab's row lock (at most one
 * live link per lab, also under concurrent requests); the delivery job is enqueued after the commit. 422 param email when no user
 * of the lab has an e-mail address. Each request mails every user of the lab, so it is throttled
 * per lab, per user and per client address (core FORGOT_VALIDATION_PASSWORD_LIMITS; 429 with
 * params.retryAfterSeconds), after the access check and before anything is written.
 */
export async function forgotValidationPassword(ctx: ForgotValidationPasswordContext, labId: number): Promise<TOk> {
  await assertLabAccess(ctx, labId, 'write');
  const userId = ctx.session?.user.id ?? null;
  const limits = FORGOT_VALIDATION_PASSWORD_LIMITS;
  await takeRateLimitSlots(
    ctx.db,
    [{ limit: limits.lab, subject: String(labId) }, { limit: limits.user, subject: String(userId ?? 'none') }, { limit: limits.ip, subject: ctx.ip }],
    ctx.wallClock.now(),
  );
  const [lab, recipients] = await Promise.all([
    ctx.db.selectFrom('labs').select(['name', 'shortName']).where('id', '=', labId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('users')
      .select('email')
      .where('labId', '=', labId)
      .where('disabled', '=', false)
      .where('email', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  const to = [...new Set(recipients.map((r) => r.email?.trim() ?? '').filter((e) => e.length > 0))];
  if (to.length === 0) throw AppError.constraint('email', 'No user of this laboratory has an e-mail address', 'missing_email');

  const token = newToken();
  const now = ctx.wallClock.now();
  const link = `${ctx.origin}/labs/${labId}/reset_validation_password/${encodeURIComponent(token)}`;
  const mail = validationResetEmail({ labName: lab.name, labShortName: lab.shortName, link, validHours: RESET_TOKEN_TTL_MS / 3_600_000 });

  const outboxId = await ctx.db.transaction().execute(async (trx) => {
    // one live link per lab: the lab's row lock serialises its requests, the new link retires the earlier ones
    await trx.selectFrom('labs').select('id').where('id', '=', labId).forUpdate().execute();
    await trx.updateTable('passwordResetTokens').set({ usedAt: now }).where('kind', '=', 'validation').where('labId', '=', labId).where('usedAt', 'is', null).execute();
    await trx
      .insertInto('passwordResetTokens')
      .values({ kind: 'validation', labId, userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
      .execute();
    const outbox = await trx
      .insertInto('emailOutbox')
      .values({ kind: 'validation_password_reset', toAddresses: to, subject: mail.subject, textBody: mail.textBody, htmlBody: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return outbox.id;
  });
  await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  return { ok: true };
}
