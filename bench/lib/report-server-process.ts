/**
 * The server of the report benchmark (issue 4), like server-process.ts: a fresh database, the API
 * fixture, the real app; then the evaluation scenario (lib/evaluation-scenario.ts) with the
 * fixture's plain lab (the `lab` user, accepted contract) among `labs` labs, ended and evaluated,
 * and the evaluation job run on it. Prints `READY {json}` (scenario: survey, parameter, lab).
 * The app comes from the checkout BENCH_APP_ROOT (default this one). Arguments: [labs = 2000] [parameters = 20]. BENCH_CPU_PROFILE and BENCH_EVENT_LOOP: serving-probes.ts.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as EvaluateSurvey from '../../packages/jobs/src/evaluation/evaluate-survey';
import type * as Fixtures from '../../packages/api/src/testing/fixtures';
import type * as SurveyFixtures from '../../packages/api/src/testing/survey-fixtures';
import type * as TestServer from '../../apps/server/src/testing/test-server';
import { seedEvaluationScenario } from './evaluation-scenario';
import { startServingProbes } from './serving-probes';

// the app, its fixtures, migrations and evaluation job from the checkout BENCH_APP_ROOT (default this one), as server-process.ts
const root = process.env.BENCH_APP_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));
const from = <T>(path: string): Promise<T> => import(pathToFileURL(join(root, path)).href) as Promise<T>;
const { evaluateSurvey } = await from<typeof EvaluateSurvey>('packages/jobs/src/evaluation/evaluate-survey.ts');
const { createApiFixture, FIXTURE_PASSWORD } = await from<typeof Fixtures>('packages/api/src/testing/fixtures.ts');
const { insertAcceptedContract } = await from<typeof SurveyFixtures>('packages/api/src/testing/survey-fixtures.ts');
const { startTestServer } = await from<typeof TestServer>('apps/server/src/testing/test-server.ts');

const labs = Number(process.argv[2] ?? 2000);
const parameters = Number(process.argv[3] ?? 20);
const server = await startTestServer();
const fixture = await createApiFixture(server.db);
const day = 86_400_000;
const now = Date.now();
const startsAt = new Date(now - 90 * day);
const seeded = await seedEvaluationScenario(server.db, {
  orgId: fixture.org.id,
  labs,
  parameters,
  extraLabIds: [fixture.labs.plain.id],
  startsAt,
  endsAt: new Date(now - 60 * day),
  evaluatedAt: new Date(now - 10 * day),
});
await insertAcceptedContract(server.db, { labId: fixture.labs.plain.id, orgId: fixture.org.id, year: startsAt.getUTCFullYear(), acceptedAt: new Date(now - 100 * day) });
const evaluation = await evaluateSurvey(server.db, { surveyId: seeded.surveyId, kind: 'evaluation' });
const { database } = await server.db.selectNoFrom((eb) => eb.fn<string>('current_database').as('database')).executeTakeFirstOrThrow();
const scenario = {
  database,
  labId: fixture.labs.plain.id,
  surveyId: seeded.surveyId,
  parameterId: seeded.parameterIds[0],
  labs: seeded.labIds.length,
  labResults: evaluation.labResults,
};
const stopProbes = await startServingProbes();
process.stdout.write(`READY ${JSON.stringify({ url: server.url, fixture, password: FIXTURE_PASSWORD, scenario })}\n`);

const stop = async () => {
  await stopProbes();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
