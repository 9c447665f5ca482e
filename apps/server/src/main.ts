import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createCaches, defaultApiSettings } from '@eqa/api';
import { BOT_CHECK_TTL_SECONDS } from '@eqa/api/settings';
import { openDatabase, migrateToLatest } from '@eqa/db';
import { createJobs, createWorkers } from '@eqa/jobs';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { createApp } from './app';
import { findRepoRoot, loadEnv } from './env';
import { detectGitHash } from './git-hash';
import { createLogger } from './logger';

/** Composition root: env → database (PostgreSQL or embedded PGlite) → migrations → jobs → caches → HTTP (the demo data: cli/seed-demo.ts, before). */
async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
  // migrations run without the request time limits (a migration may take long, or wait for another
  // instance's): on a connection of their own, before the pool that serves requests is opened
  const applied = env.databaseUrl ? await migrateOnce(env.databaseUrl, logger) : null;
  const database = await openDatabase(
    env.databaseUrl
      ? {
          kind: 'postgres',
          url: env.databaseUrl,
          poolSize: env.databasePoolSize,
          acquireTimeoutMs: env.databaseTimeouts.acquireMs,
          statementTimeoutMs: env.databaseTimeouts.statementMs,
          lockTimeoutMs: env.databaseTimeouts.lockMs,
        }
      : { kind: 'pglite', dataDir: env.dataDir },
    { logger },
  );
  const migrations = applied ?? (await migrateToLatest(database.db));
  logger.info('database ready', { target: database.target.kind, migrations: migrations.length });

  // Without Redis jobs run in this process; with Redis they go to BullMQ queues, processed by
  // apps/worker or (WORKERS_IN_PROCESS) by workers started here.
  const mail = { ...(env.mail.smtpUrl ? { smtpUrl: env.mail.smtpUrl } : {}), from: env.mail.from, mailDir: env.mail.mailDir };
  // the embedded database is this process's alone: in-process runs left by an earlier process were interrupted
  // issue 34: the notification sweep runs at the business date (the default demo date in demo mode)
  const notifications = { origin: env.publicUrl, now: () => (env.demoMode ? new Date(DEFAULT_DEMO_DATE) : new Date()), webhookAllowPrivate: env.webhookAllowPrivate };
  const jobs = await createJobs({ db: database.db, ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}), prefix: env.queuePrefix, mail, logger, exclusiveDatabase: !env.databaseUrl, notifications });
  const workers = env.redisUrl && env.workersInProcess ? createWorkers({ db: database.db, redisUrl: env.redisUrl, prefix: env.queuePrefix, mail, logger, notifications }) : null;

  const settings = defaultApiSettings({
    demoMode: env.demoMode,
    legalTemplatesAllowed: !env.production,
    gitHash: env.gitHash ?? detectGitHash(findRepoRoot()),
    publicUrl: env.publicUrl,
    botCheck: { ...env.botCheck, ttlSeconds: BOT_CHECK_TTL_SECONDS },
    sampleLinkSecret: env.sampleLinkSecret,
    webhookAllowPrivate: env.webhookAllowPrivate,
    ...(env.supportEmail ? { supportEmail: env.supportEmail } : {}),
  });
  const caches = createCaches();
  const app = createApp({ db: database.db, checkReady: database.checkReady, jobs, settings, caches, webDistDir: env.webDistDir, trustProxy: env.trustProxy, logger });
  const server = createServer(app);
  // An idle kept-alive connection is kept longer than a client (an HTTP library, a load balancer that keeps
  // connections to the servers) usually keeps one: with Node's 5 s, a client that reused a connection just
  // as the server closed it met ECONNRESET (a browser test's API call did, under load). headersTimeout must
  // exceed it (Node's rule); a shutdown still closes idle connections at once (server.close).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (env.host) server.listen(env.port, env.host);
  else server.listen(env.port);
  server.on('listening', () => {
    const { port } = server.address() as AddressInfo;
    logger.info('server listening', { port, demoMode: env.demoMode, jobs: jobs.mode, workersInProcess: workers !== null });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await workers?.close();
    await jobs.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Migrates PostgreSQL on a one-connection handle without time limits; the migrations applied. */
async function migrateOnce(url: string, logger: ReturnType<typeof createLogger>): Promise<string[]> {
  const migrating = await openDatabase({ kind: 'postgres', url, poolSize: 1 }, { logger });
  try {
    return await migrateToLatest(migrating.db);
  } finally {
    await migrating.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
