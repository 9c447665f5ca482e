import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { mailDirOf } from './support/mail';
import { productionPort, productionServerEnv } from './support/production';

const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The product servers (issue 37): the product specs are split between three servers, each on its own
 * copy of the seeded demo database and its own mail folder, so three workers run side by side without
 * seeing each other's data. Within a server the files run one at a time in name order.
 */
const secondPort = Number(process.env.E2E_SECOND_PORT ?? port + 2);
const thirdPort = Number(process.env.E2E_THIRD_PORT ?? port + 6);
/** The embedded server, exactly `npm start`'s setup (embedded PGlite, in-process jobs, demo data). */
const embeddedPort = Number(process.env.E2E_EMBEDDED_PORT ?? 3101);
/** The specs that run against the embedded server (and only there). */
const embeddedSpecs = /embedded-copy\.e2e\.ts$/;
/**
 * The specs of the second and third product servers, each about a third of the product specs' time
 * (measured file times of a three-server run of 2026-12-03: 1,590 s in all); a new spec file goes to
 * the first server unless named here.
 */
const secondSpecs = /\/(admin|checkout|contracts|entry-feedback|invoices-chain|reports)\.e2e\.ts$/;
const thirdSpecs =
  /\/(accessibility-admin|billing|evaluation-run|lis-import|messages|money-chain|motion|orders|orders-lab-changes|org-settings|parameter-groups|results|satellite-comparison|settled-screen)\.e2e\.ts$/;
/**
 * The production server: the README's production start on an empty PostgreSQL database (bootstrap,
 * NODE_ENV=production, no demo data). Production runs on PostgreSQL only, so this server and its
 * walk are there when DATABASE_URL names one (always in CI: scripts/test.sh sets it).
 */
const productionSpecs = /production\.e2e\.ts$/;
const withProduction = Boolean(process.env.DATABASE_URL);

const projects: NonNullable<PlaywrightTestConfig['projects']> = [
  {
    // the product specs of the first server.sh (real PostgreSQL + BullMQ in CI, else PGlite)
    name: 'product',
    testIgnore: [embeddedSpecs, secondSpecs, thirdSpecs, productionSpecs],
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${port}` },
  },
  {
    // the other product specs, on a second server.sh with its own database copy
    name: 'product-2',
    testMatch: secondSpecs,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${secondPort}` },
  },
  {
    // and the third
    name: 'product-3',
    testMatch: thirdSpecs,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${thirdPort}` },
  },
  {
    // the product as `npm start` runs it, whatever DATABASE_URL / REDIS_URL say
    name: 'embedded',
    testMatch: embeddedSpecs,
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${embeddedPort}` },
  },
];
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
/** A product server (server.sh): its own copy of the seeded template, BullMQ prefix and mail folder by port. */
const productServer = (name: string, serverPort: number): WebServer => ({
  name,
  command: 'bash server.sh',
  url: `http://127.0.0.1:${serverPort}/healthz`,
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'pipe',
  stderr: 'pipe',
  env: { PORT: String(serverPort), MAIL_DIR: mailDirOf(serverPort) },
});
const webServers: WebServer[] = [
  productServer('product', port),
  productServer('product-2', secondPort),
  productServer('product-3', thirdPort),
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
  projects.push({ name: 'production', testMatch: productionSpecs, workers: 1, use: { baseURL: `http://127.0.0.1:${productionPort}` } });
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

/**
 * `E2E_SERVERS=product` (a comma list of server names) starts only those servers and runs only their
 * projects: a developer running one spec file need not wait for the other servers' start. Unset in
 * `npm test`: every server.
 */
/**
 * Chromium's own features the tests turn off. The browser in headless mode still builds its window's
 * omnibox popup, a WebUI page in a renderer of its own, for every new context: measured 27 → 16 s of CPU
 * for ten contexts opening the lab's surveys page (the popup's renderer and the browser process's work for
 * it), about 1 s per test. Chromium keeps only the last `--disable-features` of its command line, so the
 * list repeats Playwright 1.65's own (its chromiumSwitches, the ones that apply on Linux) before ours.
 */
const disabledFeatures = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // ours: the omnibox popup's WebUI pages
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`;

const onlyServers = process.env.E2E_SERVERS?.split(',').map((name) => name.trim()).filter(Boolean);
const chosen = <T extends { name?: string }>(items: T[]): T[] =>
  onlyServers ? items.filter((item) => onlyServers.includes(item.name ?? '')) : items;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  // in `npm test` the servers start while the serial integration specs run; the tests wait for their end
  globalSetup: './support/start-signal.ts',
  // one worker per server (each project says workers: 1): three servers' files side by side
  workers: 3,
  retries: 0,
  timeout: 60_000,
  // compared screenshots (toHaveScreenshot): one image per test file and name, whatever the project
  // or platform (the browser is always Debian's Chromium); a few stray pixels of anti-aliasing pass
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1366, height: 900 },
    // the user asks for less motion (the web honours it: no transitions, ripples or skeleton pulses), so
    // no test waits for a fade and the browser draws no frames for one; platform.e2e.ts and
    // entry-feedback.e2e.ts keep the full motion of the default setting
    reducedMotion: 'reduce',
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
        disabledFeatures,
      ],
    },
  },
  projects: chosen(projects),
  webServer: chosen(webServers),
});
