import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { demoDateAt, fixedClock, systemClock, type Clock, type Jobs } from '@eqa/core';
import type { DB } from '@eqa/db';
import { silentLogger, type Logger } from './logger';
import type { Caches } from './caches';
import type { ApiSettings } from './settings';
import { resolveSession } from './services/auth/resolve-session';
import { isApiKeyToken, resolveApiKey } from './services/auth/api-keys';
import type { AppError } from '@eqa/core';
import type { Session } from './services/auth/session';

/** The signed-in user of a request (services/auth/session.ts). */
export type { Session } from './services/auth/session';

export type Transport = 'trpc' | 'rest';

export interface Context {
  db: Kysely<DB>;
  jobs: Jobs;
  /** Business "now": the demo date in demo mode, else real time. Use for every rule. */
  clock: Clock;
  /** Real time, for security bookkeeping only (session expiry, login rate limits, reset-token expiry). */
  wallClock: Clock;
  settings: ApiSettings;
  /** The process's caches (caches.ts), made by the composition root. */
  caches: Caches;
  logger: Logger;
  session: Session | null;
  /**
   * Why the request's credentials were refused when they were a service key (unknown, revoked or
   * expired: 401; too many such from the address: 429). Protected procedures and the plain routes
   * answer it instead of going on without a session.
   */
  authError: AppError | null;
  requestId: string;
  ip: string;
  userAgent: string | null;
  /** Public origin for links in e-mails: settings.publicUrl (never the Host header). */
  origin: string;
  transport: Transport;
  /** The request's Idempotency-Key header (writes: services/idempotency.ts), or null. */
  idempotencyKey: string | null;
  /** REST only: the response, e.g. to set headers. */
  res?: Response;
}

/** What the composition root hands to the API. */
export interface ApiDeps {
  db: Kysely<DB>;
  jobs: Jobs;
  settings: ApiSettings;
  /** The process's caches: createCaches() once per app (never shared between databases). */
  caches: Caches;
  /** Real time source; tests pass a controllable one. */
  wallClock?: Clock;
  logger?: Logger;
}

export interface CreateContextOptions {
  req: Request;
  res: Response;
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function bearerToken(req: Pick<Request, 'headers'>): string | null {
  const header = firstHeader(req.headers.authorization);
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The demo date the client asked for: `?demo=` on REST, the x-demo-date header otherwise. */
export function requestedDemoDate(req: Pick<Request, 'headers' | 'url'>): string | null {
  const header = firstHeader(req.headers['x-demo-date']);
  if (header) return header;
  // most requests have no query string: parse the URL only when it may hold `demo`
  if (!req.url?.includes('demo=')) return null;
  const query = new URL(req.url, 'http://localhost').searchParams.get('demo');
  return query && query.length > 0 ? query : null;
}

/** Business clock of a request: fixed at the chosen demo day (05:00 UTC) in demo mode, else the wall clock. */
export function requestClock(settings: ApiSettings, wallClock: Clock, demoDate: string | null): Clock {
  if (!settings.demoMode) return wallClock;
  if (demoDate) {
    try {
      return fixedClock(demoDateAt(demoDate));
    } catch {
      // an unreadable demo date falls back to the default one
    }
  }
  return fixedClock(settings.defaultDemoDate);
}

export function requestIdOf(req: Pick<Request, 'headers'>): string {
  const header = firstHeader(req.headers['x-request-id']);
  return header && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * The origin of e-mailed links: the configured public URL only, never the request's Host header
 * (a forged Host would otherwise put an attacker's address into a password-reset e-mail).
 */
function originOf(settings: ApiSettings): string {
  return settings.publicUrl.replace(/\/+$/, '');
}

/** Builds the per-request context for both transports (tRPC and REST). */
export function createContextFactory(deps: ApiDeps) {
  const wallClock = deps.wallClock ?? systemClock;
  const logger = deps.logger ?? silentLogger;
  const origin = originOf(deps.settings);
  return async function createContext(opts: CreateContextOptions, transport: Transport = 'trpc'): Promise<Context> {
    const { req, res } = opts;
    const token = bearerToken(req);
    const ip = req.ip ?? req.socket?.remoteAddress ?? 'unknown';
    const keyAuth = token && isApiKeyToken(token) ? await resolveApiKey(deps.db, token, wallClock.now(), ip) : null;
    const session = keyAuth ? keyAuth.session : token ? await resolveSession(deps.db, token, wallClock.now()) : null;
    return {
      db: deps.db,
      jobs: deps.jobs,
      clock: requestClock(deps.settings, wallClock, requestedDemoDate(req)),
      wallClock,
      settings: deps.settings,
      caches: deps.caches,
      logger,
      session,
      authError: keyAuth?.error ?? null,
      requestId: requestIdOf(req),
      ip,
      userAgent: firstHeader(req.headers['user-agent']) ?? null,
      origin,
      transport,
      idempotencyKey: firstHeader(req.headers['idempotency-key']) ?? null,
      ...(transport === 'rest' ? { res } : {}),
    };
  };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;
