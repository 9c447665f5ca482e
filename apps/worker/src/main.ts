import { openDatabase } from '@eqa/db';
import { consoleLogger, createWorkers } from '@eqa/jobs';
import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { env } from './env';
import { startWorkerHealthServer } from './health-server';

/**
 * The background worker: a BullMQ Worker per queue on the shared PostgreSQL and Redis, plus the
 * outbox sweep. Any number may run at once. SIGTERM / SIGINT finish the running jobs, then exit.
 */
async function main(): Promise<void> {
  const logger = consoleLogger;
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL }, { logger });
  const workers = createWorkers({
    db: database.db,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    mail: { ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), from: env.MAIL_FROM, mailDir: env.MAIL_DIR },
    concurrency: env.WORKER_CONCURRENCY,
    logger,
    // issue 34: the repeatable notification sweep (business date: the default demo date in demo mode)
    notifications: { origin: env.PUBLIC_URL, now: () => (env.demoMode ? new Date(DEFAULT_DEMO_DATE) : new Date()), webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE },
  });
  logger.info('worker started', {
    concurrency: env.WORKER_CONCURRENCY,
    mail: env.SMTP_URL ? 'smtp' : `files in ${env.MAIL_DIR}`,
  });
  const healthServer = await startWorkerHealthServer({ port: env.WORKER_HEALTH_PORT, host: env.WORKER_HEALTH_HOST, logger });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn('second stop signal, exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    logger.info('worker stopping', { signal });
    // A shutdown that hangs ends the process anyway.
    const force = setTimeout(() => {
      logger.error('worker did not stop in time, exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    workers
      .close()
      .then(() => database.close())
      .then(() => healthServer.close())
      .then(() => {
        logger.info('worker stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error('worker shutdown failed', { error: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  consoleLogger.error('worker failed to start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
