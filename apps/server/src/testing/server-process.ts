import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import config from '../../tsup.config';

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The server's entry from source, run through tsx (what `pnpm dev` runs). */
export const SOURCE_ENTRY = ['--import', 'tsx', join(serverDir, 'src', 'main.ts')];

/**
 * Builds the production bundle (the server's tsup config) into `dist/<name>` inside apps/server, so
 * it resolves its npm dependencies from apps/server/node_modules as dist/main.js does. Answers the
 * folder (remove it after) and the entry to start with startServerProcess.
 */
export async function buildServerBundle(name: string): Promise<{ outDir: string; entry: string[] }> {
  const outDir = join(serverDir, 'dist', name);
  const options = Array.isArray(config) ? config[0] : config;
  if (typeof options !== 'object' || options === null) throw new Error('tsup.config must export an options object');
  await build({ ...options, outDir, clean: false, silent: true, sourcemap: false, config: false });
  return { outDir, entry: [join(outDir, 'main.js')] };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code when it has exited (at once if it already has). */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server as its own process (node + `args`, e.g. SOURCE_ENTRY or a built bundle) with
 * exactly `env` (plus PATH), on a free port of 127.0.0.1, and resolves once it logged "server
 * listening". Rejects with what it printed when it exits or does not listen within `startTimeoutMs`.
 */
export async function startServerProcess(args: string[], env: Record<string, string>, options: { startTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start: ${output}`));
    }, options.startTimeoutMs ?? 60_000);
    const onData = () => {
      const match = /"msg":"server listening","port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}: ${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
