import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProductServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built product of a checkout (`root`: this repository or another worktree, e.g. the previous
 * build), started as the browser tests start it (tests/e2e/server.sh: demo mode, demo data, its own
 * fresh database `eqa_e2e_<port>` on DATABASE_URL's server, jobs in process) on `port`. Needs
 * `pnpm exec turbo run build --filter=@eqa/web --filter=@eqa/server` in that checkout first.
 */
export async function startProductServer(root: string, port: number): Promise<ProductServer> {
  const mailDir = await mkdtemp(join(tmpdir(), 'eqa-bench-mail-'));
  const { REDIS_URL: _redis, ...env } = process.env;
  const child = spawn('bash', [join(root, 'tests/e2e/server.sh')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), MAIL_DIR: mailDir },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the product of ${root} exited with ${child.exitCode}`);
    if (waited > 300_000) throw new Error(`the product of ${root} did not answer on ${url}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      // server.sh's database (it drops it only before its next start)
      if (process.env.DATABASE_URL) execFileSync('psql', [process.env.DATABASE_URL, '-qc', `DROP DATABASE IF EXISTS eqa_e2e_${port} WITH (FORCE)`]);
    },
  };
}
