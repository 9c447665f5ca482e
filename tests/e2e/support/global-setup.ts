import { existsSync } from 'node:fs';
import { chosenServers, exitMarkerOf, healthUrlOf, type ServerSpec } from './servers';

/** The longest the tests wait for their start signal: the serial specs before them take 2–3 minutes. */
const START_SIGNAL_BOUND_MS = 30 * 60_000;
/** The longest a server may take to answer: the seed of the demo data takes one to two minutes under load. */
const SERVER_START_BOUND_MS = 10 * 60_000;
/** How often both are looked at. */
const POLL_MS = 250;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With E2E_START_SIGNAL set (scripts/test.sh), the tests wait until that file exists, so the servers'
 * start overlaps the serial integration specs. Without it the tests start once the servers answer.
 */
async function waitForStartSignal(): Promise<void> {
  const signal = process.env.E2E_START_SIGNAL;
  if (!signal) return;
  const deadline = Date.now() + START_SIGNAL_BOUND_MS;
  while (!existsSync(signal)) {
    if (Date.now() > deadline) throw new Error(`no start signal (${signal}) within ${START_SIGNAL_BOUND_MS / 60_000} minutes`);
    await pause(POLL_MS);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Waits until the server answers its health check; fails at once when its script has ended (the
 * marker its command leaves; the script's output is in the run's log above), or after the bound.
 */
async function waitForServer(server: ServerSpec): Promise<void> {
  const deadline = Date.now() + SERVER_START_BOUND_MS;
  while (!(await answers(healthUrlOf(server)))) {
    if (existsSync(exitMarkerOf(server))) throw new Error(`the ${server.name} server (${server.script}) ended before it answered: its output is above`);
    if (Date.now() > deadline) throw new Error(`the ${server.name} server did not answer ${healthUrlOf(server)} within ${SERVER_START_BOUND_MS / 60_000} minutes`);
    await pause(POLL_MS);
  }
}

/**
 * Global setup (playwright.config.ts). Playwright starts its webServers one after another and waits
 * for each to answer before it starts the next; the servers here name no URL, so they all start at
 * once (the demo seed of the product servers' template and the embedded server's own seed side by
 * side) and this setup waits for every one of them, and for the start signal.
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([waitForStartSignal(), ...chosenServers().map(waitForServer)]);
}
