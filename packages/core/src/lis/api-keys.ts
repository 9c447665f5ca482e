import { z } from 'zod';
import type { RateLimit } from '../auth/rate-limits';

/** Every service key starts with this, so a bearer token is told from a session token without a lookup. */
export const API_KEY_PREFIX = 'eqa_';
/** How many characters of a key a list shows (`eqa_` and 6 more). */
export const API_KEY_SHOWN_CHARACTERS = 10;
/** At most this many live keys per user. */
export const MAX_API_KEYS_PER_USER = 20;

export const ZApiKeyName = z.string().trim().min(1, { message: 'requiredField' }).max(100);

/**
 * POST /auth/api_keys: a name and an optional expiry, which must be in the future (422 param
 * expiresAt, `lis.apiKeys.expiryInPast`) and at most two years ahead (`lis.apiKeys.expiryTooFar`).
 */
export const ZCreateApiKey = z.object({
  name: ZApiKeyName,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKey = z.infer<typeof ZCreateApiKey>;

/** The web's "New API key" form: a name and an optional last day (YYYY-MM-DD; the key expires at its end, UTC). */
export const ZApiKeyFields = z.object({
  name: ZApiKeyName,
  expiresOn: z.union([z.literal(''), z.iso.date({ message: 'lis.apiKeys.expiryInPast' })]),
});
export type TApiKeyFields = z.infer<typeof ZApiKeyFields>;

/** The expiry a form's last day means: the end of that day (UTC), as an ISO date-time; null for none. */
export function apiKeyExpiryOf(expiresOn: string): string | null {
  return expiresOn === '' ? null : `${expiresOn}T23:59:59.000Z`;
}

const MAX_LIFETIME_MS = 2 * 366 * 24 * 60 * 60 * 1000;

export type ApiKeyExpiryCheck = { ok: true; expiresAt: Date | null } | { ok: false; type: 'lis.apiKeys.expiryInPast' | 'lis.apiKeys.expiryTooFar' };

export function decideApiKeyExpiry(expiresAt: string | null | undefined, now: Date): ApiKeyExpiryCheck {
  if (expiresAt === null || expiresAt === undefined) return { ok: true, expiresAt: null };
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) return { ok: false, type: 'lis.apiKeys.expiryInPast' };
  if (at.getTime() - now.getTime() > MAX_LIFETIME_MS) return { ok: false, type: 'lis.apiKeys.expiryTooFar' };
  return { ok: true, expiresAt: at };
}

/** A key is live until revoked or past its expiry. */
export function isApiKeyLive(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

/**
 * Unknown, revoked or expired keys presented as a bearer token, per client address: limited like
 * sign-in failures (LOGIN_LIMITS.ip), so keys cannot be guessed faster than passwords.
 */
export const API_KEY_FAILURE_LIMIT = { name: 'api-key:ip', max: 20, windowMs: 15 * 60_000 } as const satisfies RateLimit;
