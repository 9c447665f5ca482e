import type { Kysely } from 'kysely';
import { AppError, SUPPORT_MESSAGE_LIMITS, type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TSendSupportMessageInput, TSendSupportMessageOutput } from './send-support-message.types';
import type { ApiSettings } from '../../settings';
import { takeRateLimitSlots } from '../auth/rate-limits';
import { assertLabAccess, type LabAccessContext } from '../labs/assert-lab-access';
import { supportEmail } from './support-email';
import { staffRecipients } from '../orgs/staff-recipients';
import { withPortalLink } from '../mail/portal-link';

export interface SendSupportMessageContext extends LabAccessContext {
  db: Kysely<DB>;
  jobs: Pick<Jobs, 'enqueue'>;
  logger: Pick<Logger, 'warn'>;
  settings: Pick<ApiSettings, 'supportEnabled' | 'supportEmail'>;
  /** The public origin (settings.publicUrl): the portal link of the mail. */
  origin: string;
  wallClock: Clock;
  ip: string;
}

/**
 * POST /labs/{labId}/orgs/{orgId}/support. Lab users only (spec 1 §6: the orgUser flag hides
 * support; 403 for org users), of the lab itself: a message is a write, so a core lab cannot send
 * one as its satellite (403). Throttled per lab, per user and per client address (core
 * SUPPORT_MESSAGE_LIMITS; 429 with params.retryAfterSeconds) before anything is written. The message and its outbox e-mail (to the staff notification address of the org's settings, else SUPPORT_EMAIL, else the org's admins: services/orgs/staff-recipients;
 * reply-to the sender and the given addresses) are stored in one transaction; the delivery job is
 * enqueued after the commit (the outbox sweep re-sends if the enqueue is lost).
 */
export async function sendSupportMessage(ctx: SendSupportMessageContext, input: TSendSupportMessageInput): Promise<TSendSupportMessageOutput> {
  const session = ctx.session;
  if (!session) throw AppError.unauthenticated();
  if (session.roleId === 'org_admin') throw AppError.forbidden('Organisation users do not send support messages');
  if (!ctx.settings.supportEnabled) throw new AppError('FORBIDDEN', 'Support messages are turned off', { type: 'support_disabled' });
  const target = await assertLabAccess(ctx, input.labId, 'write');
  if (!target.orgIds.includes(input.orgId)) throw AppError.forbidden('The laboratory does not belong to this organisation');
  await takeRateLimitSlots(
    ctx.db,
    [
      { limit: SUPPORT_MESSAGE_LIMITS.lab, subject: String(input.labId) },
      { limit: SUPPORT_MESSAGE_LIMITS.user, subject: String(session.user.id) },
      { limit: SUPPORT_MESSAGE_LIMITS.ip, subject: ctx.ip },
    ],
    ctx.wallClock.now(),
  );

  const [lab, org, user] = await Promise.all([
    ctx.db.selectFrom('labs').select(['shortName', 'name']).where('id', '=', input.labId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('orgs').select(['name']).where('id', '=', input.orgId).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('users').select([(eb) => eb.fn.coalesce('username', eb.val('')).as('username'), 'fullName', 'email']).where('id', '=', session.user.id).executeTakeFirstOrThrow(),
  ]);
  const to = await staffRecipients(ctx.db, input.orgId, ctx.settings.supportEmail);
  const replyTo = [...new Set([user.email?.trim(), ...(input.replyTo ?? [])].filter((e): e is string => !!e && e.length > 0))];
  const mail = supportEmail({ subject: input.subject, message: input.message, lab, org, user, context: input.context });

  const { id, outboxId } = await ctx.db.transaction().execute(async (trx) => {
    const outbox =
      to.length === 0
        ? null
        : await trx
            .insertInto('emailOutbox')
            .values({ kind: 'support_message', toAddresses: to, replyTo, subject: mail.subject, textBody: withPortalLink(mail.textBody, ctx.origin, 'en'), htmlBody: null })
            .returning('id')
            .executeTakeFirstOrThrow();
    const message = await trx
      .insertInto('supportMessages')
      .values({
        labId: input.labId,
        orgId: input.orgId,
        userId: session.user.id,
        subject: input.subject,
        message: input.message,
        replyTo: input.replyTo ?? [],
        context: input.context,
        outboxId: outbox?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: message.id, outboxId: outbox?.id ?? null };
  });
  if (outboxId !== null) await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  return { id };
}
