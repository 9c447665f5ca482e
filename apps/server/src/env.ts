import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  EQA_DATA_DIR: optionalText,
  REDIS_URL: optionalText.pipe(z.url().optional()),
  DEMO_MODE: ZFlag.optional(),
  SEED_DEMO: ZFlag.optional(),
  WORKERS_IN_PROCESS: ZFlag.optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MAIL_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  GIT_HASH: optionalText,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Public origin for links in e-mails (https://eqa.example.org); the request's origin when unset. */
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  /** Where support messages go when the organisation has no contact mail. */
  SUPPORT_EMAIL: optionalText,
  /** express "trust proxy": which proxies' X-Forwarded-For is believed (client IP for login rate limits). */
  TRUST_PROXY: z.string().trim().default('loopback, linklocal, uniquelocal'),
});

export type LogLevel = z.infer<typeof ZRawEnv>['LOG_LEVEL'];

export interface Env {
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  redisUrl: string | undefined;
  demoMode: boolean;
  seedDemo: boolean;
  workersInProcess: boolean;
  mail: { smtpUrl: string | undefined; from: string; mailDir: string };
  webDistDir: string;
  gitHash: string | undefined;
  logLevel: LogLevel;
  publicUrl: string | undefined;
  supportEmail: string | undefined;
  trustProxy: string;
}

export const DEFAULT_MAIL_FROM = 'EQA Portal <noreply@eqa.localhost>';

export function loadEnv(source: Record<string, string | undefined> = process.env, repoRoot: string = findRepoRoot()): Env {
  const parsed = ZRawEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const raw = parsed.data;
  const embedded = raw.DATABASE_URL === undefined;
  const fromRoot = (path: string | undefined, fallback: string) => resolve(repoRoot, path ?? fallback);
  return {
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    dataDir: fromRoot(raw.EQA_DATA_DIR, '.data/pglite'),
    redisUrl: raw.REDIS_URL,
    demoMode: raw.DEMO_MODE ?? embedded,
    seedDemo: raw.SEED_DEMO ?? embedded,
    workersInProcess: raw.WORKERS_IN_PROCESS ?? raw.REDIS_URL === undefined,
    mail: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM ?? DEFAULT_MAIL_FROM, mailDir: fromRoot(raw.MAIL_DIR, '.data/mail') },
    webDistDir: fromRoot(raw.WEB_DIST_DIR, 'apps/web/dist'),
    gitHash: raw.GIT_HASH,
    logLevel: raw.LOG_LEVEL,
    publicUrl: raw.PUBLIC_URL,
    supportEmail: raw.SUPPORT_EMAIL,
    trustProxy: raw.TRUST_PROXY,
  };
}
