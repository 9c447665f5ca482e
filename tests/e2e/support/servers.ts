import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailDirOf } from './mail';
import { productionPort, productionServerEnv } from './production';

/** The first product server's port; the others are counted from it unless named. */
export const port = Number(process.env.E2E_PORT ?? 3100);

/** A server the browser tests run against: the script that starts it, its port and environment. */
export interface ServerSpec {
  /** Also the name of the Playwright project whose specs run against it. */
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  /** The signal the script needs to end cleanly (the embedded server closes PGlite and removes its folder). */
  gracefulShutdown?: { signal: 'SIGTERM'; timeout: number };
}

/** A product server (server.sh): its own copy of the seeded template, BullMQ prefix and mail folder by port. */
const productServer = (name: string, serverPort: number): ServerSpec => ({
  name,
  script: 'server.sh',
  port: serverPort,
  env: { PORT: String(serverPort), MAIL_DIR: mailDirOf(serverPort) },
});

/**
 * Every server of the suite. The product servers (issue 37): the product specs are split between
 * three servers, each on its own copy of the seeded demo database and its own mail folder, so three
 * workers run side by side without seeing each other's data. The embedded server is exactly
 * `npm start`'s setup (embedded PGlite, in-process jobs, demo data). The production server is the
 * README's production start on an empty PostgreSQL database (bootstrap, NODE_ENV=production, no demo
 * data); production runs on PostgreSQL only, so it is there when DATABASE_URL names one (always in CI:
 * scripts/test.sh sets it).
 */
export function allServers(): ServerSpec[] {
  const servers: ServerSpec[] = [
    productServer('product', port),
    productServer('product-2', Number(process.env.E2E_SECOND_PORT ?? port + 2)),
    productServer('product-3', Number(process.env.E2E_THIRD_PORT ?? port + 6)),
    {
      name: 'embedded',
      script: 'server-embedded.sh',
      port: Number(process.env.E2E_EMBEDDED_PORT ?? 3101),
      env: { PORT: String(Number(process.env.E2E_EMBEDDED_PORT ?? 3101)) },
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ];
  if (process.env.DATABASE_URL) servers.push({ name: 'production', script: 'server-production.sh', port: productionPort, env: productionServerEnv() });
  return servers;
}

/**
 * `E2E_SERVERS=product` (a comma list of server names) starts only those servers and runs only their
 * projects: a developer running one spec file need not wait for the other servers' start. Unset in
 * `npm test`: every server.
 */
export const onlyServers = process.env.E2E_SERVERS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export function chosen<T extends { name?: string }>(items: T[]): T[] {
  return onlyServers ? items.filter((item) => onlyServers.includes(item.name ?? '')) : items;
}

/** The servers this run starts. */
export const chosenServers = (): ServerSpec[] => chosen(allServers());

/** The file a server's command leaves when its script ended before the run did (support/global-setup.ts). */
export const exitMarkerOf = (server: ServerSpec): string => join(tmpdir(), `eqa-e2e-server-${server.port}.exited`);

/** Where a server answers once it is ready. */
export const healthUrlOf = (server: ServerSpec): string => `http://127.0.0.1:${server.port}/healthz`;
