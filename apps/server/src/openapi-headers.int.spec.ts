import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { rest, signIn, startTestServer, type TestServer } from './testing/test-server';

/**
 * Issue 36 "Documented headers", on the document the server serves: Idempotency-Key on the writes
 * that honour it, X-Total-Count on list answers (and sent with them), Retry-After on 429 and 503,
 * each named once in components and referred to.
 */
interface Operation {
  parameters?: Array<{ $ref?: string; in?: string; name?: string }>;
  responses: Record<string, { $ref?: string; headers?: Record<string, { $ref?: string }>; content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    headers: Record<string, { schema?: { type?: string } }>;
    parameters: Record<string, { name?: string; in?: string; required?: boolean }>;
    responses: Record<string, { headers?: Record<string, { $ref?: string }>; content?: Record<string, { schema?: { $ref?: string } }> }>;
  };
}

/** The writes whose service takes the Idempotency-Key (services/idempotency.ts idempotentRequest). */
const IDEMPOTENT_WRITES = [
  'PUT /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values',
  'PUT /labs/{labId}/surveys/{surveyId}/parameters/values',
  'PUT /labs/{labId}/surveys/{surveyId}/samples/{sampleId}/values',
  'DELETE /labs/{labId}/surveys/{surveyId}/parameters/{paramId}',
  'POST /labs/{labId}/surveys/{surveyId}/validate',
  'POST /labs/{labId}/surveys/{surveyId}/invalidate',
  'POST /labs/{labId}/surveys/{surveyId}/result_groups',
  'POST /labs/{labId}/surveys/{surveyId}/result_groups/{groupId}',
  'POST /labs/{labId}/surveys/{surveyId}/results/import',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let server: TestServer;
let fx: ApiFixture;
let document: Document;
let operations: Array<{ key: string; operation: Operation }>;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createApiFixture(server.db);
  const response = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ key: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the headers of the served /api/v1 OpenAPI document', () => {
  it('names the headers once: components/headers XTotalCount and RetryAfter, components/parameters IdempotencyKey, components/responses for 429 and 503', () => {
    expect(document.components.headers.XTotalCount?.schema?.type).toBe('integer');
    expect(document.components.headers.RetryAfter?.schema?.type).toBe('integer');
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    for (const name of ['TooManyRequests', 'ServiceUnavailable']) {
      expect(document.components.responses[name]?.headers?.['Retry-After']?.$ref, name).toBe('#/components/headers/RetryAfter');
      expect(document.components.responses[name]?.content?.['application/json']?.schema?.$ref, name).toBe('#/components/schemas/ErrorBody');
    }
  });

  it('declares Idempotency-Key on exactly the writes that honour it, by reference', () => {
    const withKey = operations.filter(({ operation }) => (operation.parameters ?? []).some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey')).map(({ key }) => key);
    expect(withKey.sort()).toEqual([...IDEMPOTENT_WRITES].sort());
    const inline = operations.filter(({ operation }) => (operation.parameters ?? []).some((parameter) => parameter.name?.toLowerCase() === 'idempotency-key')).map(({ key }) => key);
    expect(inline).toEqual([]);
  });

  it('declares X-Total-Count on every list answer, paged ones included, and Retry-After on every 429 and 503', () => {
    let lists = 0;
    for (const { key, operation } of operations) {
      const ok = operation.responses['200'] ?? operation.responses['201'];
      const schema = ok?.content?.['application/json']?.schema;
      const isList = schema?.properties?.items !== undefined && schema.properties.total !== undefined;
      const paged = (operation.parameters ?? []).some((parameter) => parameter.in === 'query' && (parameter.name === 'limit' || parameter.name === 'offset'));
      if (paged) expect(isList, `${key} pages but answers no { items, total }`).toBe(true);
      if (isList) {
        lists += 1;
        expect(ok?.headers?.['X-Total-Count']?.$ref, key).toBe('#/components/headers/XTotalCount');
      } else {
        expect(ok?.headers?.['X-Total-Count'], key).toBeUndefined();
      }
      expect(operation.responses['503']?.$ref, key).toBe('#/components/responses/ServiceUnavailable');
      if (operation.responses['429']) expect(operation.responses['429'].$ref, key).toBe('#/components/responses/TooManyRequests');
    }
    expect(lists).toBeGreaterThan(60);
    expect(operations.find(({ key }) => key === 'POST /auth/tokens')?.operation.responses['429']?.$ref).toBe('#/components/responses/TooManyRequests');
  });

  it('sends X-Total-Count with a paged list: the total of all pages, not of the page', async () => {
    const token = await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD, '10.36.0.1');
    const page = await rest<{ items: unknown[]; total: number }>(server, 'GET', '/labs?limit=1&offset=0', { token });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    expect(page.headers.get('x-total-count')).toBe(String(page.body.total));
    expect(page.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
  });
});
