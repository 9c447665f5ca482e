import type { Logger } from '@eqa/core';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long `check` may take before /healthz answers 503. */
const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

export interface HealthServerOptions {
  /** 0 picks a free port (tests); read the bound one from `port` on the result. */
  port: number;
  /** Interface to listen on; all interfaces when unset (like the server's HOST). */
  host?: string;
  /**
   * Liveness only: state of this process (never a query to the database or Redis, which would make
   * an outage of theirs restart every worker). Unset: alive while the process answers.
   * `false`, a throw or an answer slower than `checkTimeoutMs` make /healthz answer 503.
   */
  check?: () => Promise<boolean> | boolean;
  checkTimeoutMs?: number;
  logger?: Logger;
}

export interface HealthServer {
  /** The port actually bound. */
  readonly port: number;
  /** Stops listening and ends idle keep-alive connections; resolves once the server is closed. */
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: Record<string, unknown>, method: string | undefined): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    // One probe, one connection: nothing lingers to hold up close().
    connection: 'close',
  });
  res.end(method === 'HEAD' ? undefined : payload);
}

async function runCheck(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`health check took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return (await Promise.race([Promise.resolve().then(check), timeout])) === true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A minimal HTTP server for the container health check of the worker (which has no HTTP server of
 * its own): `GET /healthz` (or HEAD) → 200 `{"status":"ok"}` while the process runs, 503
 * `{"status":"unavailable"}` when `check` says otherwise; anything else → 404. node:http only.
 * Resolves once listening; rejects when the port cannot be bound.
 */
export function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const check = options.check ?? (() => true);
  const checkTimeoutMs = options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const logger = options.logger;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/healthz' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      send(res, 404, { status: 'not_found' }, req.method);
      return;
    }
    runCheck(check, checkTimeoutMs).then(
      (alive) => {
        if (!alive) logger?.warn('worker health check failed');
        send(res, alive ? 200 : 503, { status: alive ? 'ok' : 'unavailable' }, req.method);
      },
      (error: unknown) => {
        logger?.warn('worker health check failed', { error: error instanceof Error ? error.message : String(error) });
        send(res, 503, { status: 'unavailable' }, req.method);
      },
    );
  });
  // A probe that stalls must not hold a socket for long.
  server.headersTimeout = 5_000;
  server.requestTimeout = 5_000;
  server.keepAliveTimeout = 1_000;
  // The health server alone must not keep a worker alive whose queues and sweeps have stopped.
  server.unref();

  return new Promise<HealthServer>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    const onListening = () => {
      server.off('error', onError);
      server.on('error', (error) => logger?.error('worker health server error', { error: error.message }));
      const { port } = server.address() as AddressInfo;
      logger?.info('worker health server listening', { port, ...(options.host ? { host: options.host } : {}) });
      let closing: Promise<void> | undefined;
      resolve({
        port,
        close() {
          closing ??= new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    };
    if (options.host) server.listen(options.port, options.host, onListening);
    else server.listen(options.port, onListening);
  });
}

/**
 * The worker's use of it: none when `port` is 0 (WORKER_HEALTH_PORT=0), and a port that cannot be
 * bound is logged, not fatal (the jobs matter more than the probe; the container then reports
 * unhealthy). Always returns something to close.
 */
export async function startWorkerHealthServer(
  options: HealthServerOptions & { logger: Logger },
): Promise<Pick<HealthServer, 'close'>> {
  if (options.port === 0) {
    options.logger.info('worker health server disabled (WORKER_HEALTH_PORT=0)');
    return { close: async () => {} };
  }
  try {
    return await startHealthServer(options);
  } catch (error) {
    options.logger.error('worker health server failed to start', {
      port: options.port,
      error: error instanceof Error ? error.message : String(error),
    });
    return { close: async () => {} };
  }
}
