import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { closedPort } from './fixtures';

/**
 * A redis-server of a test's own on a free port (never the shared one on 6379), which the test may
 * kill and start again (an outage). No persistence: a restart comes back empty, as Redis without
 * AOF after a crash does.
 */
export interface OwnRedis {
  url: string;
  /** Kills the server (SIGKILL) and waits until it has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it answers PING (at most 10 s). */
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await closedPort();
  let server: ChildProcess | null = null;

  const start = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => {});
    const deadline = Date.now() + 10_000;
    try {
      for (;;) {
        if (client.status !== 'ready') await client.connect().catch(() => undefined);
        if ((await client.ping().catch(() => null)) === 'PONG') return;
        if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      client.disconnect();
    }
  };

  const kill = async () => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start };
}
