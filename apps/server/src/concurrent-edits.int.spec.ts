import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '@eqa/api/testing/fixtures';
import { expectReadModelsMatchEvents, loadStreamView, prng, randomValues, type StreamView } from '@eqa/api/testing/random-edits';
import { createSurveyFixture, type SurveyFixture } from '@eqa/api/testing/survey-fixtures';
import { daysFromNow } from '@eqa/api/testing/survey-test-helpers';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { SOURCE_ENTRY, startServerProcess, type ServerProcess } from './testing/server-process';

/**
 * The 1,000-edit replay test of the result services (packages/api concurrent-edits.int.spec.ts),
 * over HTTP against TWO server processes on one database: each process has its own batcher and
 * kept states, and every request goes to either. The read models must still equal a replay of
 * the events, and a rebuild must change nothing.
 */

const CLIENTS = 20;
const EDITS_PER_CLIENT = 50;
/** The day the fixtures' surveys run (TEST_NOW), as the demo-mode header names it. */
const DEMO_DAY = '2030-06-15';
/** Refusals a client meets when others moved on: it reloads and goes on. */
const EXPECTED_REFUSALS = new Set(['stream_version_conflict', 'survey_validated_error', 'already_validated', 'not_validated', 'missing_mandatory_values_error', 'survey_read_only']);

let database: TestDatabase;
let f: ApiFixture;
let surveys: SurveyFixture[];
let servers: ServerProcess[] = [];
let scratch: string;

beforeAll(async () => {
  database = await createTestDatabase();
  f = await createApiFixture(database.db);
  const labIds = [f.labs.plain.id, f.labs.core.id, f.labs.satellite.id, f.labs.small.id];
  surveys = [
    await createSurveyFixture(database.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-5), endsAt: daysFromNow(10) }),
    await createSurveyFixture(database.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-3), endsAt: daysFromNow(12) }),
  ];
  scratch = await mkdtemp(join(tmpdir(), 'eqa-two-servers-'));
  const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', DEMO_MODE: 'true', MAIL_DIR: scratch, WEB_DIST_DIR: scratch, LOG_LEVEL: 'info' };
  servers = await Promise.all([startServerProcess(SOURCE_ENTRY, env), startServerProcess(SOURCE_ENTRY, env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('1,000 random edits from 20 clients against two server processes on one database', () => {
  it('leave current values equal to a replay of the events, and a rebuild of the projections changes nothing', async () => {
    const { db } = database;
    const rest = async (server: ServerProcess, method: string, path: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-demo-date': DEMO_DAY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as { streamVersion?: number; token?: string; error?: { type: string } } };
    };
    const signIn = async (username: string) => {
      const answer = await rest(servers[0] as ServerProcess, 'POST', '/auth/tokens', null, { subject: username, password: FIXTURE_PASSWORD });
      if (!answer.body.token) throw new Error(`sign-in of ${username}: ${JSON.stringify(answer.body)}`);
      return answer.body.token;
    };
    const labUsers = [
      { labId: f.labs.plain.id, user: f.users.lab },
      { labId: f.labs.core.id, user: f.users.coreLab },
      { labId: f.labs.satellite.id, user: f.users.satellite },
      { labId: f.labs.small.id, user: f.users.noEmail },
    ];
    const streams = surveys.flatMap((survey) => labUsers.map((lab) => ({ ...lab, survey })));

    let conflicts = 0;
    const accepted: Record<string, number> = {};
    async function client(index: number): Promise<void> {
      const rng = prng(4242 + index);
      // this client's own sessions: the org user's and its home lab's user's
      const home = streams[index % streams.length] ?? streams[0];
      if (!home) throw new Error('no streams');
      const tokens = new Map<number, string[]>();
      const admin = await signIn(f.users.orgAdmin.username);
      for (const lab of labUsers) tokens.set(lab.labId, [admin, ...(lab.labId === home.labId ? [await signIn(lab.user.username)] : [])]);
      const seen = new Map<string, StreamView>();
      const reload = async (target: (typeof streams)[number]) => {
        const view = await loadStreamView(db, { labId: target.labId, surveyId: target.survey.surveyId });
        seen.set(`${target.labId}/${target.survey.surveyId}`, view);
        return view;
      };
      let done = 0;
      while (done < EDITS_PER_CLIENT) {
        const target = rng.next() < 0.85 ? home : rng.pick(streams);
        const { survey } = target;
        const { parameters: p, dimensions: d, values: v, samples } = survey;
        const view = seen.get(`${target.labId}/${survey.surveyId}`) ?? (await reload(target));
        const server = rng.pick(servers);
        const token = rng.pick(tokens.get(target.labId) ?? []);
        const base = `/labs/${target.labId}/surveys/${survey.surveyId}`;
        const expectedVersion = view.version;
        const roll = rng.next();
        let kind: string;
        let answer: Awaited<ReturnType<typeof rest>>;
        if (view.validated) {
          kind = 'invalidate';
          answer = await rest(server, 'POST', `${base}/invalidate`, token, { expectedVersion, validationPassword: FIXTURE_VALIDATION_PASSWORD });
        } else if (roll < 0.5) {
          kind = 'saveValues';
          const parameterId = rng.pick([p.glucose, p.cholesterol, p.sediment]);
          const sampleId = rng.pick([null, samples[0] ?? null, samples[1] ?? null]);
          const groupId = rng.pick(view.groups);
          answer = await rest(server, 'PUT', `${base}/parameters/${parameterId}/result_groups/${groupId}/values`, token, { expectedVersion, sampleId, values: randomValues(rng, survey, parameterId, sampleId) });
        } else if (roll < 0.65) {
          kind = 'saveBulk';
          const results = [p.glucose, p.cholesterol].map((parameterId) => ({ parameterId, resultGroupId: rng.pick(view.groups), sampleId: null, values: [{ dimensionId: d.method, type: 'nominal', valueId: rng.pick(v.method.slice(0, 3)) }] }));
          answer = await rest(server, 'PUT', `${base}/parameters/values`, token, { expectedVersion, results });
        } else if (roll < 0.74) {
          kind = 'saveSample';
          const sampleId = rng.pick(samples);
          answer = await rest(server, 'PUT', `${base}/samples/${sampleId}/values`, token, { expectedVersion, results: [{ parameterId: p.glucose, resultGroupId: rng.pick(view.groups), values: randomValues(rng, survey, p.glucose, sampleId) }] });
        } else if (roll < 0.8) {
          kind = 'deleteParameter';
          answer = await rest(server, 'DELETE', `${base}/parameters/${rng.pick([p.glucose, p.cholesterol, p.sediment])}?expected_version=${expectedVersion}`, token);
        } else if (roll < 0.87) {
          kind = 'validate';
          answer = await rest(server, 'POST', `${base}/validate`, token, { expectedVersion, validationPassword: FIXTURE_VALIDATION_PASSWORD });
        } else if (roll < 0.97 || view.groups.length >= 3) {
          kind = 'updateResultGroup';
          answer = await rest(server, 'POST', `${base}/result_groups/${rng.pick(view.groups)}`, token, { expectedVersion, name: rng.pick([null, 'Cobas', 'Back-up', '']), comment: rng.pick([null, 'c']) });
        } else {
          kind = 'addResultGroup';
          answer = await rest(server, 'POST', `${base}/result_groups`, token, { expectedVersion, name: null, comment: null });
        }
        if (answer.status === 200) {
          view.version = answer.body.streamVersion ?? view.version;
          if (kind === 'validate') view.validated = true;
          if (kind === 'invalidate') view.validated = false;
          if (kind === 'addResultGroup') await reload(target);
          accepted[kind] = (accepted[kind] ?? 0) + 1;
          done += 1;
        } else {
          const type = answer.body.error?.type ?? '';
          if (!EXPECTED_REFUSALS.has(type)) throw new Error(`${kind} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          if (answer.status === 409) conflicts += 1;
          await reload(target);
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
    expect(Object.values(accepted).reduce((a, b) => a + b, 0)).toBe(CLIENTS * EDITS_PER_CLIENT);
    console.info(`1,000 edits over two servers ${JSON.stringify(accepted)}: ${conflicts} refusals with 409 reloaded`);
    const userIds = new Set([f.users.orgAdmin.id, ...labUsers.map((l) => l.user.id)]);
    await expectReadModelsMatchEvents(db, streams.map(({ labId, survey }) => ({ labId, surveyId: survey.surveyId })), userIds);
  }, 300_000);
});
