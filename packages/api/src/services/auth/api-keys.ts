import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_KEY_FAILURE_LIMIT,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARACTERS,
  AppError,
  decideApiKeyExpiry,
  isApiKeyLive,
  MAX_API_KEYS_PER_USER,
  rateLimitCounterKey,
  type Clock,
} from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from './session';
import { takeRateLimitSlots } from './rate-limits';
import { hashToken, SESSION_TOUCH_INTERVAL_MS } from './tokens';
import type { TApiKeyOut, TCreateApiKeyInput, TCreatedApiKey, TListApiKeysOutput, TRevokeApiKeyInput } from './api-keys.types';

/** A new service key: `eqa_` and 32 random bytes, base64url. Only its sha256 is stored. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** True for a bearer token that is a service key (told by its prefix; sessions' tokens never have it). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** Keys are managed from a signed-in session only: a key cannot make or revoke keys (403). */
function assertSessionNotKey(session: Session): void {
  if (session.apiKey) throw AppError.forbidden('Service keys are managed from a signed-in session, not with a key');
}

/**
 * POST /auth/api_keys: a named key of the signed-in user (a lab admin for the lab, an org admin for
 * the provider: the key acts with its creator's rights). The expiry, when given, must be ahead and
 * within two years (422 param expiresAt); at most MAX_API_KEYS_PER_USER live keys (422 param name).
 * Answers the key once; only its sha256 and first characters are kept.
 */
export async function createApiKey(db: Kysely<DB>, wallClock: Clock, session: Session, input: TCreateApiKeyInput): Promise<TCreatedApiKey> {
  assertSessionNotKey(session);
  const now = wallClock.now();
  const expiry = decideApiKeyExpiry(input.expiresAt, now);
  if (!expiry.ok) throw AppError.constraint('expiresAt', 'The expiry must be in the future and within two years', expiry.type);
  const live = await db
    .selectFrom('apiKeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', session.user.id)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .executeTakeFirstOrThrow();
  if (Number(live.count) >= MAX_API_KEYS_PER_USER) {
    throw AppError.constraint('name', `At most ${MAX_API_KEYS_PER_USER} keys per user`, 'lis.apiKeys.tooMany', { max: MAX_API_KEYS_PER_USER });
  }
  const key = newApiKey();
  const row = await db
    .insertInto('apiKeys')
    .values({ userId: session.user.id, name: input.name, tokenHash: hashToken(key), prefix: key.slice(0, API_KEY_SHOWN_CHARACTERS), createdAt: now, expiresAt: expiry.expiresAt })
    .returning(['id', 'name', 'createdAt', 'expiresAt'])
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, key, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null };
}

/** GET /auth/api_keys: the user's keys not revoked, newest first (expired ones flagged). */
export async function listApiKeys(db: Kysely<DB>, wallClock: Clock, session: Session): Promise<TListApiKeysOutput> {
  const now = wallClock.now();
  const rows = await db
    .selectFrom('apiKeys')
    .select(['id', 'name', 'prefix', 'createdAt', 'expiresAt', 'lastUsedAt', 'revokedAt'])
    .where('userId', '=', session.user.id)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    items: rows.map(
      (r): TApiKeyOut => ({
        id: r.id,
        name: r.name,
        prefix: r.prefix,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt?.toISOString() ?? null,
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
        live: isApiKeyLive(r, now),
      }),
    ),
  };
}

/** DELETE /auth/api_keys/{id}: revokes one of the user's keys at once (its next request is 401); 404 when not the user's. */
export async function revokeApiKey(db: Kysely<DB>, wallClock: Clock, session: Session, input: TRevokeApiKeyInput): Promise<{ ok: true }> {
  assertSessionNotKey(session);
  const revoked = await db
    .updateTable('apiKeys')
    .set({ revokedAt: wallClock.now() })
    .where('id', '=', input.id)
    .where('userId', '=', session.user.id)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw AppError.notFound('API key');
  return { ok: true };
}

/** What a bearer service key resolves to: the creator's session, or why it is refused (401, 429). */
export type ApiKeyAuth = { session: Session; error: null } | { session: null; error: AppError };

/**
 * The session a service key acts in: its creator's rights, as of this request (the user's role,
 * lab and org now; never from a cache, so a revoked key is refused on its very next request).
 * Unknown, revoked and expired keys count as failures of the client address (API_KEY_FAILURE_LIMIT,
 * limited like sign-ins): over the limit every key of that address is refused with 429 before any
 * lookup. The key's last use is written at most once a minute.
 */
export async function resolveApiKey(db: Kysely<DB>, token: string, now: Date, ip: string): Promise<ApiKeyAuth> {
  const counterKey = { limit: API_KEY_FAILURE_LIMIT, subject: ip };
  const counter = await db
    .selectFrom('rateLimitCounters')
    .select(['hits', 'windowStartedAt'])
    .where('key', '=', rateLimitCounterKey(counterKey))
    .executeTakeFirst();
  if (counter) {
    const ends = new Date(counter.windowStartedAt).getTime() + API_KEY_FAILURE_LIMIT.windowMs;
    if (ends > now.getTime() && Number(counter.hits) >= API_KEY_FAILURE_LIMIT.max) {
      return { session: null, error: AppError.rateLimited(undefined, Math.max(1, Math.ceil((ends - now.getTime()) / 1000))) };
    }
  }
  const row = await db
    .selectFrom('apiKeys as k')
    .innerJoin('users as u', 'u.id', 'k.userId')
    .leftJoin('labs as l', 'l.id', 'u.labId')
    .select(['k.id as keyId', 'k.name as keyName', 'k.lastUsedAt', 'u.id as userId', 'u.username', 'u.roleId', 'u.orgId', 'u.labId', 'l.satelliteConnection', 'l.accessBlocked'])
    .select((eb) => eb.selectFrom('orgLabs as ol').whereRef('ol.labId', '=', 'u.labId').select((e) => e.fn.min('ol.orgId').as('orgId')).as('labOrgId'))
    .where('k.tokenHash', '=', hashToken(token))
    .where('k.revokedAt', 'is', null)
    .where((eb) => eb.or([eb('k.expiresAt', 'is', null), eb('k.expiresAt', '>', now)]))
    .where('u.disabled', '=', false)
    .executeTakeFirst();
  if (!row) {
    try {
      await takeRateLimitSlots(db, [counterKey], now);
    } catch (error) {
      if (error instanceof AppError) return { session: null, error };
      throw error;
    }
    return { session: null, error: AppError.unauthenticated('Unknown, revoked or expired API key') };
  }
  if (row.lastUsedAt === null || now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', row.keyId).execute();
  }
  return {
    error: null,
    session: {
      // a key has no session row: 0, never a session's id (event authorship falls back to the user)
      sessionId: 0,
      user: { id: row.userId, username: row.username ?? '' },
      roleId: row.roleId,
      orgId: row.orgId ?? row.labOrgId ?? null,
      labId: row.labId,
      coreLab: row.satelliteConnection === 'parent_lab',
      accessBlocked: row.accessBlocked === true,
      apiKey: { id: row.keyId, name: row.keyName },
    },
  };
}
