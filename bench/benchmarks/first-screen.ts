/**
 * The first screen (issue 24), in Chromium on localhost, for each build side by side in one run
 * (this checkout and, with BENCH_PREVIOUS_ROOT, another checkout's build, e.g. main's), runs taking
 * turns between the builds so a change in the machine's load hits both alike:
 * - LCP of /login, cold: a new browser context per run (empty cache, no session), the last
 *   largest-contentful-paint entry once the login form is there and the network is idle; with the
 *   compressed JavaScript it transferred.
 * - Survey form ready: a signed-in lab user (the demo `lab`, token in sessionStorage as after a
 *   sign-in) opens an in-progress demo survey in a new context (cache empty); the time from the
 *   navigation's start to the first result input being enabled. The page's tRPC requests of the
 *   first run are listed with their start and end (the chain of calls shows as steps).
 * - Typing: 20 characters typed into that result input (60 ms apart); the longest Event Timing
 *   entry (PerformanceObserver type 'event', durationThreshold 16) of the keystrokes.
 * Medians of `runs` runs; the machine's load average per run.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startProductServer } from '../lib/product-server';

/**
 * The page's globals that the in-page functions below use. This file is type-checked with the Node
 * packages (scripts/typecheck.sh), without the DOM library, which would let a server's use of
 * `window` pass; so it names the few it reads itself.
 */
interface PageEntry {
  name: string;
  startTime: number;
  duration: number;
  initiatorType?: string;
  transferSize?: number;
  responseEnd?: number;
}
declare const window: { sessionStorage: { setItem(key: string, value: string): void }; benchEvents: number[] };
declare const document: { querySelector(selector: string): { disabled: boolean; readOnly: boolean } | null };
declare const performance: { now(): number; getEntriesByType(type: string): PageEntry[] };
declare const PerformanceObserver: new (callback: (list: { getEntries(): PageEntry[] }) => void) => {
  observe(options: { type: string; buffered?: boolean; durationThreshold?: number }): void;
};

export interface Build {
  name: string;
  /** The checkout whose built product (apps/web/dist, apps/server/dist) is measured. */
  root: string;
  port: number;
}

interface Run {
  lcp: number;
  loginScriptKiB: number;
  ready: number;
  typingMax: number;
  load: number;
}

interface Call {
  procedures: string;
  start: number;
  end: number;
}

const RESULT_INPUT = 'input[data-testid^="value-"][data-testid$="-result"]';
const TYPED = '12345678901234567890';

async function signInToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'lab', password: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A new context (empty cache) whose pages start signed in with `token`. */
async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((t) => window.sessionStorage.setItem('eqa.token', t), token);
  return context;
}

/** The path of the demo lab's first in-progress chemistry survey. */
async function findSurvey(browser: Browser, url: string, token: string): Promise<string> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const link = page.getByTestId('surveys-in-progress').locator('a[data-testid^="survey-link-"]').filter({ hasText: /^KK - / }).first();
    const href = await link.getAttribute('href', { timeout: 60_000 });
    if (!href) throw new Error('no in-progress survey');
    return href;
  } finally {
    await context.close();
  }
}

async function measureLogin(browser: Browser, url: string): Promise<{ lcp: number; scriptKiB: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByTestId('login-card').waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      () =>
        new Promise<{ lcp: number; scriptKiB: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script');
            const bytes = scripts.reduce((sum, e) => sum + (e.transferSize ?? 0), 0);
            resolve({ lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN, scriptKiB: bytes / 1024 });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function measureSurvey(browser: Browser, url: string, token: string, path: string): Promise<{ ready: number; typingMax: number; calls: Call[] }> {
  const context = await signedInContext(browser, token);
  try {
    const page = await context.newPage();
    await page.goto(url + path, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (selector) => {
        const input = document.querySelector(selector);
        return input && !input.disabled && !input.readOnly ? performance.now() : null;
      },
      RESULT_INPUT,
      { polling: 'raf', timeout: 60_000 },
    );
    const ready = (await handle.jsonValue()) as number;
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/trpc/'))
        .map((e) => ({
          procedures: decodeURIComponent(new URL(e.name).pathname.slice('/trpc/'.length)),
          start: Math.round(e.startTime),
          end: Math.round(e.responseEnd ?? 0),
        })),
    );

    // typing: once the page has settled and the input has the focus, the Event Timing entries of
    // the keystrokes (keydown to keyup, with the input events between them)
    await page.waitForLoadState('networkidle');
    const input = page.locator(RESULT_INPUT).first();
    await input.click();
    await input.press('Control+A');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await page.evaluate(() => {
      window.benchEvents = [];
      const keystroke = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (keystroke.has(e.name)) window.benchEvents.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    await input.pressSequentially(TYPED, { delay: 60 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const durations = await page.evaluate(() => window.benchEvents);
    return { ready, typingMax: Math.max(0, ...durations), calls };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ms = (x: number) => Math.round(x);

export async function firstScreen(options: { builds: Build[]; runs: number }): Promise<void> {
  const servers = await Promise.all(options.builds.map((build) => startProductServer(build.root, build.port)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const targets = await Promise.all(
      servers.map(async (server) => {
        const token = await signInToken(server.url);
        return { url: server.url, token, path: await findSurvey(browser, server.url, token) };
      }),
    );
    const runs: Run[][] = options.builds.map(() => []);
    const firstCalls: Call[][] = options.builds.map(() => []);
    for (let i = 0; i < options.runs; i++) {
      for (const [b, target] of targets.entries()) {
        const load = loadavg()[0] ?? 0;
        const login = await measureLogin(browser, target.url);
        const survey = await measureSurvey(browser, target.url, target.token, target.path);
        runs[b]?.push({ lcp: login.lcp, loginScriptKiB: login.scriptKiB, ready: survey.ready, typingMax: survey.typingMax, load });
        if (i === 0) firstCalls[b] = survey.calls;
      }
    }

    console.log(`\n## first screen, ${options.runs} runs per build (runs alternate between the builds)\n`);
    console.log('| build | run | /login LCP ms | /login JS KiB (compressed) | survey form ready ms | typing: longest event ms | load avg |');
    console.log('|---|---|---|---|---|---|---|');
    options.builds.forEach((build, b) => {
      runs[b]?.forEach((r, i) => {
        console.log(`| ${build.name} | ${i + 1} | ${ms(r.lcp)} | ${ms(r.loginScriptKiB)} | ${ms(r.ready)} | ${ms(r.typingMax)} | ${r.load.toFixed(1)} |`);
      });
    });
    console.log('\n| build | /login LCP median ms | survey form ready median ms | typing: longest event of all runs ms |');
    console.log('|---|---|---|---|');
    options.builds.forEach((build, b) => {
      const r = runs[b] ?? [];
      console.log(`| ${build.name} | ${ms(median(r.map((x) => x.lcp)))} | ${ms(median(r.map((x) => x.ready)))} | ${ms(Math.max(...r.map((x) => x.typingMax)))} |`);
    });
    console.log('targets: LCP <= 1000 ms, survey form ready <= 1500 ms, no event over 50 ms');
    options.builds.forEach((build, b) => {
      console.log(`\ntRPC requests of the survey page, ${build.name}, run 1 (ms from navigation start):`);
      for (const c of firstCalls[b] ?? []) console.log(`  ${String(c.start).padStart(5)}–${String(c.end).padEnd(5)} ${c.procedures}`);
    });
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}
