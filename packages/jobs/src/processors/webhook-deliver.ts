import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { errorMessage, webhookUrlRefusal, type JobPayloads } from '@eqa/core';
import { sql } from 'kysely';
import { resolveWebhookHost, webhookHeaders, type Executor } from '@eqa/db';
import type { ProcessorContext } from './processor';

/**
 * Waits before the next try after the n-th failed attempt (Standard Webhooks' schedule, about a day
 * in all): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h; after the 7th failed attempt the delivery fails.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000];
/** A delivery attempt gives up after this long (a 2xx within it counts). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed ('sending') delivery is its sender's for this long; the sweep frees it afterwards. */
export const WEBHOOK_CLAIM_LEASE_SECONDS = 30;

export type WebhookDeliveryOutcome =
  | { outcome: 'delivered'; status: number }
  | { outcome: 'retry' | 'failed'; attempts: number; error: string }
  | { outcome: 'skipped' };

const secondsFromNow = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

/** POSTs the body to the URL, connecting only to the checked address (no redirects are followed). */
function post(url: URL, address: { address: string; family: 4 | 6 }, headers: Record<string, string>, body: string): Promise<number> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  return new Promise((resolve, reject) => {
    const options: RequestOptions = {
      method: 'POST',
      lookup,
      timeout: WEBHOOK_TIMEOUT_MS,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'EQA-Portal-Webhooks/1' },
    };
    const onResponse = (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    };
    const req = url.protocol === 'https:' ? httpsRequest(url, options, onResponse) : httpRequest(url, options, onResponse);
    req.on('timeout', () => req.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends one webhook delivery: claims it (pending and due → sending, one conditional UPDATE, so two
 * workers never send one twice), checks the URL again (https, and every address the host resolves
 * to allowed: never link-local, private and loopback only with WEBHOOK_ALLOW_PRIVATE), POSTs the
 * signed body and records the outcome: delivered on a 2xx; the webhook disabled on 410 Gone; else a
 * failed attempt, back to pending after WEBHOOK_RETRY_DELAYS_SECONDS, failed after the last.
 * Failures are recorded, not thrown: the webhook sweep sends the delivery again when it is due.
 */
export async function processWebhookDelivery(
  ctx: Pick<ProcessorContext, 'db'> & { notifications?: ProcessorContext['notifications'] },
  { deliveryId }: JobPayloads['webhook.deliver'],
): Promise<WebhookDeliveryOutcome> {
  const { db } = ctx;
  const allowPrivate = ctx.notifications?.webhookAllowPrivate ?? false;
  const claimed = await db
    .updateTable('webhookDeliveries')
    .set({ status: 'sending', availableAt: secondsFromNow(WEBHOOK_CLAIM_LEASE_SECONDS) })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .where('availableAt', '<=', sql<Date>`now()`)
    .returning(['id', 'webhookId', 'messageId', 'payload', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return { outcome: 'skipped' };
  const hook = await db.selectFrom('webhooks').select(['url', 'secret', 'deletedAt', 'disabledAt']).where('id', '=', claimed.webhookId).executeTakeFirst();
  if (!hook || hook.deletedAt !== null || hook.disabledAt !== null) {
    await finish(db, claimed, { status: 'failed', error: 'the webhook was removed or disabled', code: null });
    return { outcome: 'failed', attempts: claimed.attempts, error: 'webhook removed' };
  }
  const attempts = claimed.attempts + 1;
  let error: string;
  let code: number | null = null;
  const refusal = webhookUrlRefusal(hook.url, allowPrivate);
  if (refusal) error = `refused: ${refusal}`;
  else {
    const url = new URL(hook.url);
    const target = await resolveWebhookHost(url.hostname, allowPrivate);
    if (target === 'unresolved') error = 'the host could not be resolved';
    else if (target === 'private') error = 'refused: the host resolves to a private, loopback or link-local address';
    else {
      const body = JSON.stringify(claimed.payload);
      try {
        code = await post(url, target, webhookHeaders(hook.secret, claimed.messageId, Math.floor(Date.now() / 1000), body), body);
        error = `answered ${code}`;
      } catch (failure) {
        error = errorMessage(failure);
      }
    }
  }
  if (code !== null && code >= 200 && code < 300) {
    await db
      .updateTable('webhookDeliveries')
      .set({ status: 'delivered', attempts, lastStatusCode: code, lastError: null, deliveredAt: sql<Date>`now()` })
      .where('id', '=', claimed.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', claimed.attempts)
      .execute();
    return { outcome: 'delivered', status: code };
  }
  if (code === 410) {
    await db.updateTable('webhooks').set({ disabledAt: sql<Date>`now()` }).where('id', '=', claimed.webhookId).execute();
    await finish(db, claimed, { status: 'failed', error: 'answered 410 Gone: the webhook is disabled', code });
    return { outcome: 'failed', attempts, error };
  }
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1];
  await finish(db, claimed, delay === undefined ? { status: 'failed', error, code } : { status: 'pending', error, code, delaySeconds: delay });
  return { outcome: delay === undefined ? 'failed' : 'retry', attempts, error };
}

/** Records a failed attempt (fenced by the claim's attempt count, which a recovery raises). */
async function finish(
  db: Executor,
  claimed: { id: number; attempts: number },
  result: { status: 'pending' | 'failed'; error: string; code: number | null; delaySeconds?: number },
): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({
      status: result.status,
      attempts: claimed.attempts + 1,
      lastStatusCode: result.code,
      lastError: result.error.slice(0, 500),
      ...(result.delaySeconds !== undefined ? { availableAt: secondsFromNow(result.delaySeconds) } : {}),
    })
    .where('id', '=', claimed.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', claimed.attempts)
    .execute();
}
