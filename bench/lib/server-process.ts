/**
 * The server under benchmark, in its own process so the load generator does not share its event
 * loop: a fresh database on the real PostgreSQL (DATABASE_URL), the API's fixture data, the real app.
 * Prints one line `READY {json}` with the URL and the fixture's users, then serves until killed.
 * The app, its fixtures and its migrations come from the checkout BENCH_APP_ROOT (default this one;
 * another worktree measures the previous build beside this one).
 *
 * BENCH_CPU_PROFILE=<file> writes a CPU profile of the serving (from READY until stopped).
 * BENCH_EVENT_LOOP=1 prints the event loop's delay (p50, p99, max) over the serving to stderr at the stop.
 *
 * An optional scenario (first argument) seeds more before READY and reports it as `scenario`:
 * - `result-saves [labs] [history]`: see seedResultSavesScenario.
 * - `lis-import [samples]`: result-saves with one lab and no history, its survey given `samples`
 *   samples (default 1,000: a 2,000-row results template); see lib/lis-import-scenario.ts.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Fixtures from '../../packages/api/src/testing/fixtures';
import type * as TestServer from '../../apps/server/src/testing/test-server';
import type * as ResultSavesScenario from '../../packages/api/src/testing/result-saves-scenario';
import { addSamples } from './lis-import-scenario';
import { startServingProbes } from './serving-probes';

const root = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));
const from = <T>(path: string): Promise<T> => import(pathToFileURL(join(root, path)).href) as Promise<T>;
const { createApiFixture, FIXTURE_PASSWORD } = await from<typeof Fixtures>('packages/api/src/testing/fixtures.ts');
const { startTestServer } = await from<typeof TestServer>('apps/server/src/testing/test-server.ts');
const { seedResultSavesScenario } = await from<typeof ResultSavesScenario>('packages/api/src/testing/result-saves-scenario.ts');

const server = await startTestServer();
const fixture = await createApiFixture(server.db);
const [scenarioName, ...scenarioArgs] = process.argv.slice(2);
let scenario: unknown;
if (scenarioName === 'result-saves') {
  scenario = await seedResultSavesScenario(server.db, fixture, {
    labs: Number(scenarioArgs[0] ?? 60),
    historyPerLab: Number(scenarioArgs[1] ?? 100),
  });
} else if (scenarioName === 'lis-import') {
  const seeded = await seedResultSavesScenario(server.db, fixture, { labs: 1, historyPerLab: 0 });
  await addSamples(server.db, seeded.surveyId, Number(scenarioArgs[0] ?? 1000));
  scenario = seeded;
} else if (scenarioName !== undefined) {
  throw new Error(`unknown scenario ${scenarioName}`);
}
const stopProbes = await startServingProbes();
process.stdout.write(`READY ${JSON.stringify({ url: server.url, fixture, password: FIXTURE_PASSWORD, scenario })}\n`);

const stop = async () => {
  await stopProbes();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
