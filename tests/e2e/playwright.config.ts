import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mailDir } from './support/mail';
import { productionPort, productionServerEnv } from './support/production';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The second server, exactly `npm start`'s setup (embedded PGlite, in-process jobs, demo data). */
const embeddedPort = Number(process.env.E2E_EMBEDDED_PORT ?? 3101);
/** The specs that run against that second server (and only there). */
const embeddedSpecs = /embedded-copy\.e2e\.ts$/;
/**
 * The third server: the README's production start on an empty PostgreSQL database (bootstrap,
 * NODE_ENV=production, no demo data). Production runs on PostgreSQL only, so this server and its
 * walk are there when DATABASE_URL names one (always in CI: scripts/test.sh sets it).
 */
const productionSpecs = /production\.e2e\.ts$/;
const withProduction = Boolean(process.env.DATABASE_URL);

const projects: NonNullable<PlaywrightTestConfig['projects']> = [
  {
    // every spec but the embedded and production ones, on server.sh (real PostgreSQL + BullMQ in CI, else PGlite)
    name: 'product',
    testIgnore: [embeddedSpecs, productionSpecs],
    use: { baseURL: `http://127.0.0.1:${port}` },
  },
  {
    // the product as `npm start` runs it, whatever DATABASE_URL / REDIS_URL say
    name: 'embedded',
    testMatch: embeddedSpecs,
    use: { baseURL: `http://127.0.0.1:${embeddedPort}` },
  },
];
const webServers: Array<Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>> = [
  {
    name: 'product',
    command: 'bash server.sh',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), MAIL_DIR: mailDir },
  },
  {
    name: 'embedded',
    command: 'bash server-embedded.sh',
    url: `http://127.0.0.1:${embeddedPort}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    // SIGTERM: the server closes the database and the script removes its temporary data folder
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(embeddedPort) },
  },
];
if (withProduction) {
  // a new provider's first day, from bootstrap to a lab reading its report (production.e2e.ts)
  projects.push({ name: 'production', testMatch: productionSpecs, use: { baseURL: `http://127.0.0.1:${productionPort}` } });
  webServers.push({
    name: 'production',
    command: 'bash server-production.sh',
    url: `http://127.0.0.1:${productionPort}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: productionServerEnv(),
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects,
  webServer: webServers,
});
