import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD } from '@eqa/api/testing/fixtures';
import { createRandomEditsFixture, expectReadModelsMatchEvents, runRandomEdits, type EditOutcome, type RandomEdit, type RandomEditsFixture } from '@eqa/api/testing/random-edits';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { buildServerBundle, startServerProcess, type ServerProcess } from './testing/server-process';

/**
 * The 1,000-edit replay test (packages/api testing/random-edits, as the result services' own
 * concurrent-edits spec runs it) over HTTP against TWO processes of the built server (tsup bundle)
 * on one database: each process has its own batcher, and every request goes to either. The read
 * models must still equal a replay of the events, and a rebuild must change nothing.
 */

/** The day the fixtures' surveys run (TEST_NOW), as the demo-mode header names it. */
const DEMO_DAY = '2030-06-15';
/** Refusals a client meets when others moved on: it reloads and goes on. */
const RULE_REFUSALS = new Set(['survey_validated_error', 'already_validated', 'not_validated', 'missing_mandatory_values_error', 'survey_read_only']);

let database: TestDatabase;
let fixture: RandomEditsFixture;
let servers: ServerProcess[] = [];
let outDir: string | undefined;
let scratch: string;

beforeAll(async () => {
  const bundle = await buildServerBundle(`concurrent-edits-${process.pid}`);
  outDir = bundle.outDir;
  database = await createTestDatabase();
  fixture = await createRandomEditsFixture(database.db);
  scratch = await mkdtemp(join(tmpdir(), 'eqa-two-servers-'));
  const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', DEMO_MODE: 'true', MAIL_DIR: scratch, WEB_DIST_DIR: scratch, LOG_LEVEL: 'info' };
  servers = await Promise.all([startServerProcess(bundle.entry, env), startServerProcess(bundle.entry, env)]);
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('1,000 random edits from 20 clients against two server processes on one database', () => {
  it('leave current values equal to a replay of the events, and a rebuild of the projections changes nothing', async () => {
    const { db } = database;
    const { f, streams } = fixture;
    // ip: the client's own address (X-Forwarded-For from loopback, which the servers trust): 20 clients are 20 machines
    const rest = async (server: ServerProcess, method: string, path: string, token: string | null, body?: unknown, ip?: string) => {
      const response = await fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-demo-date': DEMO_DAY,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(ip ? { 'x-forwarded-for': ip } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as { streamVersion?: number; token?: string; error?: { type: string } } };
    };
    // each client signs in as whom it edits as, once: its own sessions (another client is another author)
    const tokens = new Map<string, Promise<string>>();
    const tokenOf = (client: number, username: string) => {
      const key = `${client}/${username}`;
      let token = tokens.get(key);
      if (!token) {
        token = rest(servers[client % 2] as ServerProcess, 'POST', '/auth/tokens', null, { subject: username, password: FIXTURE_PASSWORD }, `10.30.0.${client + 1}`).then((answer) => {
          if (!answer.body.token) throw new Error(`sign-in of ${username}: ${JSON.stringify(answer.body)}`);
          return answer.body.token;
        });
        tokens.set(key, token);
      }
      return token;
    };
    let turn = 0;

    const perform = async (client: number, edit: RandomEdit): Promise<EditOutcome> => {
      const username = edit.as === 'orgAdmin' ? f.users.orgAdmin.username : (streams.find((s) => s.labId === edit.labId)?.labUser.username ?? '');
      const token = await tokenOf(client, username);
      const server = servers[(turn += 1) % 2] as ServerProcess;
      const base = `/labs/${edit.labId}/surveys/${edit.surveyId}`;
      const { expectedVersion } = edit;
      const answer = await (() => {
        switch (edit.kind) {
          case 'invalidate':
          case 'validate':
            return rest(server, 'POST', `${base}/${edit.kind}`, token, { expectedVersion, validationPassword: FIXTURE_VALIDATION_PASSWORD });
          case 'saveValues':
            return rest(server, 'PUT', `${base}/parameters/${edit.paramId}/result_groups/${edit.groupId}/values`, token, { expectedVersion, sampleId: edit.sampleId, values: edit.values });
          case 'saveBulk':
            return rest(server, 'PUT', `${base}/parameters/values`, token, { expectedVersion, results: edit.results });
          case 'saveSample':
            return rest(server, 'PUT', `${base}/samples/${edit.sampleId}/values`, token, { expectedVersion, results: edit.results });
          case 'deleteParameter':
            return rest(server, 'DELETE', `${base}/parameters/${edit.paramId}?expected_version=${expectedVersion}`, token);
          case 'updateResultGroup':
            return rest(server, 'POST', `${base}/result_groups/${edit.groupId}`, token, { expectedVersion, name: edit.name, comment: edit.comment });
          case 'addResultGroup':
            return rest(server, 'POST', `${base}/result_groups`, token, { expectedVersion, name: null, comment: null });
        }
      })();
      if (answer.status === 200) return { ok: true, streamVersion: answer.body.streamVersion ?? expectedVersion };
      const type = answer.body.error?.type ?? '';
      if (answer.status === 409 && type === 'stream_version_conflict') return { ok: false, refusal: 'conflict' };
      if (RULE_REFUSALS.has(type)) return { ok: false, refusal: 'rule' };
      throw new Error(`${edit.kind} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    };

    const { accepted, conflicts, refusals } = await runRandomEdits({ db, streams, perform });
    expect(conflicts).toBeGreaterThan(0);
    console.info(`1,000 edits over two servers ${JSON.stringify(accepted)}: ${conflicts} conflicts and ${refusals} rule refusals reloaded`);
    await expectReadModelsMatchEvents(db, streams, fixture.userIds);
  }, 300_000);
});
