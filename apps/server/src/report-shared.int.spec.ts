import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '@eqa/api/testing/fixtures';
import { rawGet } from '@eqa/api/testing/raw-get';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '@eqa/api/services/reports/testing/evaluation-scenario';
import { signIn, startTestServer, type TestServer } from './testing/test-server';

/**
 * The shared part of the evaluation report through the whole app (docs/decisions/report-shared-part.md):
 * the `compression` middleware leaves its pre-encoded bytes alone and the API's no-store default
 * does not replace its caching headers.
 */

let server: TestServer;
let s: EvaluationScenario;
let token = '';

beforeAll(async () => {
  server = await startTestServer({ settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
  s = await createEvaluationScenario(server.db);
  token = await signIn(server, s.f.users.lab.username, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('GET …/reports/evaluation/shared in the app', () => {
  it('goes out once encoded (brotli, gzip) or plain, private, no-cache with its ETag, and 304 on revalidation', async () => {
    const url = `${server.url}/api/v1/labs/${s.f.labs.plain.id}/surveys/${s.evaluated.surveyId}/parameters/${s.catalog.numericParameterId}/reports/evaluation/shared`;
    const auth = { authorization: `Bearer ${token}` };
    const br = await rawGet(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url, { ...auth, 'accept-encoding': 'gzip' });
    const identity = await rawGet(url, { ...auth, 'accept-encoding': 'identity' });
    const json = identity.bytes.toString('utf8');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(json)).toHaveProperty('version');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(json);
    for (const answer of [br, gzip, identity]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers.etag).toMatch(/^"[0-9a-f]+(-br|-gzip)?"$/);
    }
    const revalidated = await rawGet(url, { ...auth, 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // an error answer stays no-store
    const refused = await rawGet(url.replace(`/labs/${s.f.labs.plain.id}/`, `/labs/${s.f.labs.core.id}/`), auth);
    expect(refused.status).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
