import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CHEAP_BOT_CHECK, REAL_BOT_CHECK } from '@eqa/api/settings';
import { DEFAULT_QUEUE_PREFIX } from '@eqa/jobs';
import type { BootstrapInput } from './bootstrap-org';

/**
 * The server's configuration: the ONLY place that reads process.env. Without DATABASE_URL the server
 * runs on an embedded PGlite in EQA_DATA_DIR, in demo mode, seeded with demo data; without REDIS_URL
 * jobs run in this process.
 */

/** The monorepo root (the folder holding pnpm-workspace.yaml), from src/ or from the dist bundle. */
export function findRepoRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const ZFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const ZRawEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a pooled PostgreSQL connection before it answers 503 (ms). */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** PostgreSQL statement_timeout of the server's sessions (ms): a longer statement fails, the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** PostgreSQL lock_timeout of the server's sessions (ms): a longer wait for a lock fails, the request answers 503. */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  EQA_DATA_DIR: optionalText,
  REDIS_URL: optionalText.pipe(z.url().optional()),
  /**
   * The BullMQ Redis key prefix (default 'eqa'): deployments sharing one Redis each need their own,
   * or one's workers take the other's jobs (and fail them against the wrong database).
   */
  QUEUE_PREFIX: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)').optional()),
  DEMO_MODE: ZFlag.optional(),
  SEED_DEMO: ZFlag.optional(),
  WORKERS_IN_PROCESS: ZFlag.optional(),
  /** Webhooks may use http and reach private and loopback addresses (tests, demo); never link-local ones. */
  WEBHOOK_ALLOW_PRIVATE: ZFlag.optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MAIL_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  GIT_HASH: optionalText,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Public origin of the web app (https://eqa.example.org): every e-mailed link is built from it.
   * Default http://localhost:PORT (what `npm start` serves); required in production.
   */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The secret that signs bot-check (ALTCHA) challenges, the same on every instance; required in production. */
  ALTCHA_HMAC_KEY: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** The secret that signs sample links (short-lived, per sample and user), the same on every instance; required in production. */
  SAMPLE_LINK_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** PBKDF2 iterations per bot-check try (default REAL_BOT_CHECK's 5000; CHEAP_BOT_CHECK's 1 in demo mode). */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** The largest secret counter of a bot-check challenge (default 10000; 20 in demo mode). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).optional(),
  /** 'production' (the Docker image sets it): with demo mode off, PUBLIC_URL and ALTCHA_HMAC_KEY are required. */
  NODE_ENV: optionalText,
  /** Where staff mails go while the organisation's settings name no staff notification address. */
  SUPPORT_EMAIL: optionalText,
  /**
   * express "trust proxy": which proxies' X-Forwarded-For is believed (the client IP of the per-IP
   * rate limits). Loopback only by default: a peer on a private network could otherwise rotate its
   * X-Forwarded-For and reset its count. A load balancer elsewhere is named here (docker-compose).
   */
  TRUST_PROXY: z.string().trim().default('loopback'),
});

export type LogLevel = z.infer<typeof ZRawEnv>['LOG_LEVEL'];

export interface Env {
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL time limits of the server's pool (ms): connection acquisition, statement_timeout, lock_timeout. */
  databaseTimeouts: { acquireMs: number; statementMs: number; lockMs: number };
  dataDir: string;
  redisUrl: string | undefined;
  /** BullMQ key prefix; the worker's QUEUE_PREFIX must be the same. */
  queuePrefix: string;
  demoMode: boolean;
  /** NODE_ENV=production with demo mode off: the built-in legal templates are never in force (docs/decisions/legal-documents.md). */
  production: boolean;
  seedDemo: boolean;
  workersInProcess: boolean;
  mail: { smtpUrl: string | undefined; from: string; mailDir: string };
  webDistDir: string;
  gitHash: string | undefined;
  logLevel: LogLevel;
  /** Origin of e-mailed links: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  supportEmail: string | undefined;
  trustProxy: string;
  /** The bot-check of the public forms (registration, forgotten password). */
  botCheck: { hmacKey: string; cost: number; maxNumber: number };
  /** SAMPLE_LINK_SECRET, else (outside production) one derived from the database (not secret). */
  sampleLinkSecret: string;
  /** WEBHOOK_ALLOW_PRIVATE (default off). */
  webhookAllowPrivate: boolean;
}

export const DEFAULT_MAIL_FROM = 'EQA Portal <noreply@eqa.localhost>';

/** Why each variable production needs is needed (the start-up refusal's words). */
const REQUIRED_IN_PRODUCTION = {
  PUBLIC_URL: 'required when NODE_ENV=production and DEMO_MODE is off',
  ALTCHA_HMAC_KEY: 'required when NODE_ENV=production and DEMO_MODE is off',
  SAMPLE_LINK_SECRET: 'required when NODE_ENV=production and DEMO_MODE is off',
  MAIL_FROM:
    'required when NODE_ENV=production and DEMO_MODE is off: the sender of every e-mail, e.g. "EQA Portal <noreply@eqa.example.org>" (a domain whose SPF/DKIM allow your SMTP server)',
} as const;

export function loadEnv(source: Record<string, string | undefined> = process.env, repoRoot: string = findRepoRoot()): Env {
  const parsed = ZRawEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const raw = parsed.data;
  const embedded = raw.DATABASE_URL === undefined;
  const fromRoot = (path: string | undefined, fallback: string) => resolve(repoRoot, path ?? fallback);
  const demoMode = raw.DEMO_MODE ?? embedded;
  const dataDir = fromRoot(raw.EQA_DATA_DIR, '.data/pglite');
  // Production (the Docker image's NODE_ENV, demo mode off) must name its public origin, its
  // bot-check secret and its mail sender: a localhost link, a guessable key or noreply@eqa.localhost
  // there would be a fault, not a default (issue 33).
  const production = raw.NODE_ENV === 'production' && !demoMode;
  const missing = production ? (['PUBLIC_URL', 'ALTCHA_HMAC_KEY', 'SAMPLE_LINK_SECRET', 'MAIL_FROM'] as const).filter((name) => raw[name] === undefined) : [];
  if (missing.length > 0) {
    throw new Error(`Invalid environment: ${missing.map((name) => `${name}: ${REQUIRED_IN_PRODUCTION[name]}`).join('; ')}`);
  }
  const botCheckWork = demoMode ? CHEAP_BOT_CHECK : REAL_BOT_CHECK;
  return {
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    databaseTimeouts: { acquireMs: raw.DATABASE_ACQUIRE_TIMEOUT_MS, statementMs: raw.DATABASE_STATEMENT_TIMEOUT_MS, lockMs: raw.DATABASE_LOCK_TIMEOUT_MS },
    dataDir,
    redisUrl: raw.REDIS_URL,
    queuePrefix: raw.QUEUE_PREFIX ?? DEFAULT_QUEUE_PREFIX,
    demoMode,
    production,
    seedDemo: raw.SEED_DEMO ?? embedded,
    workersInProcess: raw.WORKERS_IN_PROCESS ?? raw.REDIS_URL === undefined,
    mail: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM, mailDir: fromRoot(raw.MAIL_DIR, '.data/mail') },
    webDistDir: fromRoot(raw.WEB_DIST_DIR, 'apps/web/dist'),
    gitHash: raw.GIT_HASH,
    logLevel: raw.LOG_LEVEL,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    supportEmail: raw.SUPPORT_EMAIL,
    trustProxy: raw.TRUST_PROXY,
    botCheck: {
      hmacKey: raw.ALTCHA_HMAC_KEY ?? developmentBotCheckKey(raw.DATABASE_URL ?? dataDir),
      cost: raw.ALTCHA_COST ?? botCheckWork.cost,
      maxNumber: raw.ALTCHA_MAX_NUMBER ?? botCheckWork.maxNumber,
    },
    sampleLinkSecret: raw.SAMPLE_LINK_SECRET ?? developmentSampleLinkSecret(raw.DATABASE_URL ?? dataDir),
    webhookAllowPrivate: raw.WEBHOOK_ALLOW_PRIVATE ?? false,
  };
}

/** The sample-link secret outside production when SAMPLE_LINK_SECRET is unset (as developmentBotCheckKey). */
export function developmentSampleLinkSecret(database: string): string {
  return createHash('sha256').update(`eqa-sample-link-development-secret\n${database}`).digest('hex');
}

/**
 * The bot-check key outside production when ALTCHA_HMAC_KEY is unset: derived from the database the
 * server uses, so every instance on the same database signs and verifies with the same key (a random
 * key per process would refuse the challenges another instance issued). Not a secret worth the
 * name — hence required in production.
 */
export function developmentBotCheckKey(database: string): string {
  return createHash('sha256').update(`eqa-bot-check-development-key\n${database}`).digest('hex');
}

const ZBootstrapEnv = z.object({
  DATABASE_URL: z.url(),
  BOOTSTRAP_ORG_NAME: z.string(),
  BOOTSTRAP_ORG_SHORT_NAME: z.string(),
  BOOTSTRAP_ADMIN_USERNAME: z.string(),
  BOOTSTRAP_ADMIN_FULL_NAME: z.string(),
  BOOTSTRAP_ADMIN_EMAIL: z.string(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string(),
  BOOTSTRAP_VALIDATION_PASSWORD: z.string(),
  /** Comma-separated ISO country codes, each optionally with its billing currency (`NO:NOK,HU`); default none. */
  BOOTSTRAP_COUNTRIES: optionalText,
});

/** `NO:NOK, hu` → [{countryId: 'NO', currencyId: 'NOK'}, {countryId: 'HU'}] (checked by bootstrapOrg). */
function parseBootstrapCountries(text: string): Array<{ countryId: string; currencyId?: string }> {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [countryId = '', currencyId] = entry.split(':').map((part) => part.trim().toUpperCase());
      return currencyId ? { countryId, currencyId } : { countryId };
    });
}

/** The bootstrap command's settings (cli/bootstrap.ts): the database and the first organisation and administrator. */
export function loadBootstrapEnv(source: Record<string, string | undefined> = process.env): { databaseUrl: string; input: BootstrapInput } {
  const parsed = ZBootstrapEnv.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const raw = parsed.data;
  return {
    databaseUrl: raw.DATABASE_URL,
    input: {
      orgName: raw.BOOTSTRAP_ORG_NAME,
      orgShortName: raw.BOOTSTRAP_ORG_SHORT_NAME,
      adminUsername: raw.BOOTSTRAP_ADMIN_USERNAME,
      adminFullName: raw.BOOTSTRAP_ADMIN_FULL_NAME,
      adminEmail: raw.BOOTSTRAP_ADMIN_EMAIL,
      adminPassword: raw.BOOTSTRAP_ADMIN_PASSWORD,
      validationPassword: raw.BOOTSTRAP_VALIDATION_PASSWORD,
      ...(raw.BOOTSTRAP_COUNTRIES ? { countries: parseBootstrapCountries(raw.BOOTSTRAP_COUNTRIES) } : {}),
    },
  };
}
