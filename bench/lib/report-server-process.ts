/**
 * The server of the report benchmark (issue 4), like server-process.ts: a fresh database, the API
 * fixture, the real app; then the evaluation scenario (lib/evaluation-scenario.ts) with the
 * fixture's plain lab (the `lab` user, accepted contract) among `labs` labs, ended and evaluated,
 * and the evaluation job run on it. Prints `READY {json}` (scenario: survey, parameter, lab).
 * Arguments: [labs = 2000] [parameters = 20].
 */
import { evaluateSurvey } from '../../packages/jobs/src/evaluation/evaluate-survey';
import { createApiFixture, FIXTURE_PASSWORD } from '../../packages/api/src/testing/fixtures';
import { insertAcceptedContract } from '../../packages/api/src/testing/survey-fixtures';
import { startTestServer } from '../../apps/server/src/testing/test-server';
import { seedEvaluationScenario } from './evaluation-scenario';

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
const scenario = {
  labId: fixture.labs.plain.id,
  surveyId: seeded.surveyId,
  parameterId: seeded.parameterIds[0],
  labs: seeded.labIds.length,
  labResults: evaluation.labResults,
};
process.stdout.write(`READY ${JSON.stringify({ url: server.url, fixture, password: FIXTURE_PASSWORD, scenario })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
