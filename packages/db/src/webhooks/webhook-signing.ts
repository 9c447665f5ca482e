import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
 * a random key; a message is signed as base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)) and
 * sent as `webhook-signature: v1,<signature>` beside `webhook-id` and `webhook-timestamp` (Unix
 * seconds). Implemented here (the algorithm is a few lines; the standardwebhooks package would add
 * a dependency for it): docs/decisions/notifications.md.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
}

/** The `v1,<base64>` signature of a message. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const signature = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${signature}`;
}

/** The three headers of a delivery. */
export function webhookHeaders(secret: string, messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signWebhook(secret, messageId, timestampSeconds, body),
  };
}

/**
 * A receiver's check: one of the space-separated `v1,` signatures matches and the timestamp is
 * within `toleranceSeconds` of `nowSeconds` (5 minutes, as the convention asks).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
