/**
 * The server under benchmark, in its own process so the load generator does not share its event
 * loop: a fresh database on the real PostgreSQL (DATABASE_URL), the API's fixture data, the real app.
 * Prints one line `READY {json}` with the URL and the fixture's users, then serves until killed.
 */
import { createApiFixture, FIXTURE_PASSWORD } from '../../packages/api/src/testing/fixtures';
import { startTestServer } from '../../apps/server/src/testing/test-server';

const server = await startTestServer();
const fixture = await createApiFixture(server.db);
process.stdout.write(`READY ${JSON.stringify({ url: server.url, fixture, password: FIXTURE_PASSWORD })}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
