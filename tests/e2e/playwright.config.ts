import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { allServers, chosen, chosenServers, exitMarkerOf } from './support/servers';

/** The specs that run against the embedded server (and only there). */
const embeddedSpecs = /embedded-copy\.e2e\.ts$/;
/**
 * The specs of the second and third product servers, each about a third of the product specs' time
 * (measured file times of the clean-clone run cc3 of 2026-12-04 late: 1,560 s in all on the three
 * product servers, the third 35 s longer than the others until billing moved to the second); a new
 * spec file goes to the first server unless named here.
 */
const secondSpecs = /\/(admin|billing|checkout|contracts|dialogs-admin-2|entry-feedback|invoices-chain|lis-import|messages|motion|reports|settled-screen)\.e2e\.ts$/;
const thirdSpecs =
  /\/(accessibility-admin|dialogs-admin|evaluation-run|money-chain|orders|orders-lab-changes|org-settings|parameter-groups|results|satellite-comparison)\.e2e\.ts$/;
/** The production walk, on the production server (support/servers.ts). */
const productionSpecs = /production\.e2e\.ts$/;

/** Which specs run against which server: one project per server, one worker each. */
const specsOf: Record<string, Pick<NonNullable<PlaywrightTestConfig['projects']>[number], 'testMatch' | 'testIgnore'>> = {
  // the product specs of the first server (real PostgreSQL + BullMQ in CI, else PGlite)
  product: { testIgnore: [embeddedSpecs, secondSpecs, thirdSpecs, productionSpecs] },
  'product-2': { testMatch: secondSpecs },
  'product-3': { testMatch: thirdSpecs },
  // the product as `npm start` runs it, whatever DATABASE_URL / REDIS_URL say
  embedded: { testMatch: embeddedSpecs },
  // a new provider's first day, from bootstrap to a lab reading its report
  production: { testMatch: productionSpecs },
};
/**
 * The projects, the production walk first: Playwright hands out the files in the projects' order (one
 * worker per project). Listed last, the walk (one file of 12 serial tests, 80–90 s) ran alone at the
 * end; listed first with three workers, it delayed the third product server's files, which then ran
 * alone at the end. With a fourth worker it runs beside all three from the start and leaves its worker
 * to the embedded server's file.
 */
const projectOrder = ['production', 'product', 'product-2', 'product-3', 'embedded'];
const projects: NonNullable<PlaywrightTestConfig['projects']> = allServers()
  .sort((a, b) => projectOrder.indexOf(a.name) - projectOrder.indexOf(b.name))
  .map((server) => ({
    name: server.name,
    ...specsOf[server.name],
    workers: 1,
    use: { baseURL: `http://127.0.0.1:${server.port}` },
  }));

/**
 * The servers' processes. None names a URL: Playwright would wait for each to answer before it
 * starts the next, so the product servers' seeded template and the embedded server's own seed would
 * be made one after the other; without one they all start at once and the global setup waits for
 * every one (support/global-setup.ts). A script that ends early leaves its marker, which the setup
 * reports at once. The shell around the script waits for it when Playwright ends it with SIGTERM
 * (`trap :`; a caught signal is the default again in the script, whose own trap closes the embedded
 * database), so Playwright's graceful shutdown still waits for the server's end.
 */
const webServers: NonNullable<PlaywrightTestConfig['webServer']> = chosenServers().map((server) => ({
  name: server.name,
  command: `trap : TERM; rm -f '${exitMarkerOf(server)}'; bash ${server.script} || { touch '${exitMarkerOf(server)}'; exit 1; }`,
  reuseExistingServer: false,
  ...(server.gracefulShutdown ? { gracefulShutdown: server.gracefulShutdown } : {}),
  stdout: 'pipe',
  stderr: 'pipe',
  env: server.env,
}));

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

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  fullyParallel: false,
  // the servers' start (and in `npm test` the end of the serial integration specs, which run meanwhile)
  globalSetup: './support/global-setup.ts',
  // one worker per server (each project says workers: 1): the three product servers' files side by
  // side, and the production walk beside them until it ends (then the embedded server's file)
  workers: 4,
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
  webServer: webServers,
});
