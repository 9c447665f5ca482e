import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ApiFixture } from '../../packages/api/src/testing/fixtures';

/** The node flags the product's server runs with (scripts/start.sh, apps/server start, Dockerfile). */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

export interface BenchServer {
  url: string;
  fixture: ApiFixture;
  password: string;
  /** What the server process seeded for a scenario (see server-process.ts), else undefined. */
  scenario?: unknown;
  /** The server process's id (to sample its CPU time). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts lib/server-process.ts (through tsx) and waits for its READY line; `args` go to the
 * process (e.g. a scenario to seed: `['result-saves', '60']`); `appRoot`: the checkout whose app it
 * serves (default this one).
 */
export async function startBenchServer(script = 'server-process.ts', args: readonly string[] = [], appRoot?: string): Promise<BenchServer> {
  const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
  // the production server's node flags (scripts/start.sh, Dockerfile), then BENCH_SERVER_NODE_ARGS:
  // extra node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  const nodeArgs = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: appRoot ? { ...process.env, BENCH_APP_ROOT: appRoot } : process.env,
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ url: string; fixture: ApiFixture; password: string; scenario?: unknown }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    });
  });
  return {
    ...ready,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export async function signIn(url: string, subject: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The path of a tRPC query over GET, input encoded as superjson does. */
export function trpcQueryPath(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}
