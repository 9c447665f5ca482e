import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConfigKit, type ConfigKit } from './config/config-test-kit';

/**
 * A bounded fuzz of the REST surface (issue 23): every operation of /api/v1/openapi.json is called
 * with malformed path values, query values and bodies, signed out, as a lab user and as an org
 * admin. Nothing may answer 5xx. Deterministic (a seeded generator), so a failure repeats. Issue 30
 * added bodies nested 5,000 levels, lone surrogates, numbers beyond every column and text, empty
 * text and arrays where numbers and booleans go.
 */
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
  /** The top-level fields of a JSON body. */
  bodyFields: string[];
}

/** Operations whose success would end the fuzz's own sessions. */
const SKIPPED = new Set(['DELETE /auth/tokens/current']);
const REQUESTS_PER_OPERATION = 14;

/** mulberry32: a small seeded generator. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '%',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'ő'.repeat(5000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'NaN',
  'true',
  'null',
  '{"a":1}',
  '9999-12-31',
  '0000-00-00',
  // a surrogate's UTF-8 bytes (a URL cannot carry a lone surrogate itself; the bodies do, below)
  '%ED%A0%80',
  '123456789012345',
  '1e308',
];
const NASTY_VALUES: unknown[] = [
  null,
  -1,
  0,
  1,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  1.5,
  true,
  [],
  [null],
  {},
  { json: 1, meta: { referentialEqualities: { a: ['b'] } } },
  'x'.repeat(300),
  'a\u0000b',
  '9999-12-31T99:99:99Z',
  // issue 30: lone surrogates, numbers beyond every column, text and arrays where numbers and booleans go
  '\ud800',
  'x\udc00y',
  123456789012345,
  -123456789012345,
  1e300,
  -1e300,
  Number.MIN_VALUE,
  'false',
  '',
  [5],
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** A JSON text nested 5,000 levels (arrays or objects), alone or as a field: issue 30's stack overflow. */
function deepJson(random: () => number): string {
  const levels = 5000;
  const deep = random() < 0.5 ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  return random() < 0.5 ? deep : `{"${pick(random, ['name', 'values', 'contract', 'items', 'subject'])}":${deep}}`;
}

function nastyJson(random: () => number, depth = 0): unknown {
  const roll = random();
  if (depth < 2 && roll < 0.25) {
    const keys = ['name', 'value', 'ordinal', 'id', 'labId', 'values', 'items', 'password', 'email', 'year', 'quantity', 'expectedVersion', 'subject', 'total', 'paid', 'termsAccepted', 'price'];
    return Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 4) }, () => [pick(random, keys), nastyJson(random, depth + 1)]));
  }
  if (depth < 2 && roll < 0.35) return Array.from({ length: Math.floor(random() * 3) }, () => nastyJson(random, depth + 1));
  return roll < 0.7 ? pick(random, NASTY_VALUES) : pick(random, NASTY_STRINGS);
}

let kit: ConfigKit;
let operations: Operation[];

beforeAll(async () => {
  kit = await startConfigKit({ demoDate: '2017-06-15' });
  const response = await fetch(`${kit.server.url}/api/v1/openapi.json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: operation.requestBody !== undefined,
      bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}, 120_000);
afterAll(async () => {
  await kit?.server.close();
});

describe('REST fuzz', () => {
  it('answers no 5xx to malformed requests on any operation of openapi.json', async () => {
    const random = generator(20261126);
    const tokens = [undefined, kit.labUser, kit.admin];
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      if (SKIPPED.has(`${operation.method} ${operation.path}`)) continue;
      for (let i = 0; i < REQUESTS_PER_OPERATION; i += 1) {
        // a real id now and then, so the malformed parts meet real rows too
        const realId = (name: string) => String(name.toLowerCase().includes('lab') ? kit.fx.labs.plain.id : name.toLowerCase().includes('org') ? kit.fx.org.id : 1);
        // a value as a client could send it: encoded, or raw (broken percent-encoding reaches the router)
        const nasty = () => {
          const text = pick(random, NASTY_STRINGS);
          return random() < 0.3 && /^[%\w.-]*$/.test(text) ? text : encodeURIComponent(text);
        };
        const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => (random() < 0.5 ? realId(name) : nasty()) || '%20');
        const query = operation.queryParams
          .filter(() => random() < 0.7)
          .map((name) => `${encodeURIComponent(name)}=${nasty()}`)
          .join('&');
        const token = tokens[i % tokens.length];
        const headers: Record<string, string> = { 'x-forwarded-for': `10.77.${i}.${sent % 250}` };
        if (token) headers.authorization = `Bearer ${token}`;
        let body: string | undefined;
        if (operation.hasBody || random() < 0.2) {
          headers['content-type'] = random() < 0.9 ? 'application/json' : pick(random, ['text/plain', 'application/pdf', 'multipart/form-data']);
          const roll = random();
          body = roll < 0.1 ? '{"broken": ' : roll < 0.25 ? deepJson(random) : JSON.stringify(nastyJson(random));
        }
        const url = `${kit.server.url}/api/v1${path}${query ? `?${query}` : ''}`;
        const response = await fetch(url, { method: operation.method, headers, ...(body !== undefined && operation.method !== 'GET' ? { body } : {}) });
        await response.arrayBuffer();
        sent += 1;
        if (response.status >= 500) failures.push(`${response.status} ${operation.method} ${url.slice(kit.server.url.length)} ${body?.slice(0, 120) ?? ''}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect(failures).toEqual([]);
  }, 600_000);

  it("answers no 5xx to issue 30's shapes on every operation: deep nesting, lone surrogates, huge numbers", async () => {
    const realId = (name: string) => String(name.toLowerCase().includes('lab') ? kit.fx.labs.plain.id : name.toLowerCase().includes('org') ? kit.fx.org.id : 1);
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      if (SKIPPED.has(`${operation.method} ${operation.path}`)) continue;
      const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => realId(name));
      // every field of the body, every query value: the shape at once (a URL cannot carry a lone surrogate, only its bytes)
      const filled = (value: unknown) => JSON.stringify(Object.fromEntries(operation.bodyFields.map((field) => [field, value])));
      const queryOf = (text: string) => operation.queryParams.map((name) => `${encodeURIComponent(name)}=${text}`).join('&');
      const shapes: Array<{ token: string | undefined; body?: string; query?: string }> = [
        { token: undefined, body: deep },
        { token: kit.admin, body: deep },
        { token: kit.admin, ...(operation.hasBody ? { body: filled('x\ud800y') } : {}), query: queryOf('%ED%A0%80') },
        { token: kit.admin, ...(operation.hasBody ? { body: filled(123456789012345) } : {}), query: queryOf('123456789012345') },
        { token: kit.labUser, ...(operation.hasBody ? { body: filled(-1e300) } : {}), query: queryOf('-1e300') },
      ];
      for (const shape of shapes) {
        if (shape.body !== undefined && operation.method === 'GET') continue;
        const headers: Record<string, string> = { 'x-forwarded-for': `10.78.${sent % 250}.1` };
        if (shape.token) headers.authorization = `Bearer ${shape.token}`;
        if (shape.body !== undefined) headers['content-type'] = 'application/json';
        const url = `${kit.server.url}/api/v1${path}${shape.query ? `?${shape.query}` : ''}`;
        const response = await fetch(url, { method: operation.method, headers, ...(shape.body !== undefined ? { body: shape.body } : {}) });
        await response.arrayBuffer();
        sent += 1;
        if (response.status >= 500) failures.push(`${response.status} ${operation.method} ${url.slice(kit.server.url.length)} ${shape.body?.slice(0, 120) ?? ''}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  }, 600_000);
});
