import { existsSync } from 'node:fs';

/** The longest the tests wait for their start signal: the serial specs before them take 3 minutes. */
const START_SIGNAL_BOUND_MS = 30 * 60_000;

/**
 * Global setup (playwright.config.ts): with E2E_START_SIGNAL set (scripts/test.sh), the servers have
 * started (Playwright starts its webServers before the global setup) and the tests wait until that file
 * exists, so the servers' start overlaps the serial integration specs. Without it the tests start at once.
 */
export default async function waitForStartSignal(): Promise<void> {
  const signal = process.env.E2E_START_SIGNAL;
  if (!signal) return;
  const deadline = Date.now() + START_SIGNAL_BOUND_MS;
  while (!existsSync(signal)) {
    if (Date.now() > deadline) throw new Error(`no start signal (${signal}) within ${START_SIGNAL_BOUND_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
