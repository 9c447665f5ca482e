import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConfigKit, type ConfigKit } from './config/config-test-kit';

/**
 * Malformed input answers 4xx in the error shape, never 500 (issue 23: each case was a 500 once).
 */
let kit: ConfigKit;

beforeAll(async () => {
  kit = await startConfigKit({ demoDate: '2017-06-15' });
});
afterAll(async () => {
  await kit?.server.close();
});

function expect4xx(response: { status: number; body: unknown }, status: number | number[] = [400, 422]): void {
  expect([status].flat(), JSON.stringify(response.body)).toContain(response.status);
  expect(response.body).toMatchObject({ error: { message: expect.any(String), type: expect.any(String) } });
}

async function raw(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${kit.server.url}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the assertion shows the text
  }
  return { status: response.status, body };
}

describe('bad input never answers 500', () => {
  it('NUL bytes in the sign-in subject, a search query and a full name', async () => {
    expect4xx(await kit.call('POST', '/auth/tokens', { subject: 'adm\u0000in', password: 'whatever1A' }, ''), [400, 401, 422]);
    expect4xx(await kit.call('GET', `/labs?query=${encodeURIComponent('ab\u0000c')}`));
    expect4xx(await kit.call('PATCH', '/auth/profile/user', { fullName: 'Kovács\u0000 Judit', email: 'judit@lab.example.org' }));
  });

  it('bad percent-encoding in paths, on REST and on the plain routes', async () => {
    const token = kit.admin;
    const headers = { authorization: `Bearer ${token}` };
    expect4xx(await raw('/api/v1/labs/%E0%A4%A', { headers }), [400, 404, 422]);
    expect4xx(await raw(`/api/v1/labs/${kit.fx.labs.plain.id}/surveys/1/documents/%E0%A4%A`, { headers }), [400, 404, 422]);
    expect4xx(await raw('/api/v1/legal_documents/%ZZ', { headers }), [400, 404, 422]);
    expect4xx(await raw(`/api/v1/labs/${kit.fx.labs.plain.id}/surveys/1/documents/report-%ZZ.pdf`, { headers }), [400, 404, 422]);
  });

  it('ids above int4', async () => {
    expect4xx(await kit.call('GET', '/labs/3000000000'));
    expect4xx(await kit.call('GET', `/labs/${kit.fx.labs.plain.id}/surveys/99999999999`), [400, 404, 422]);
  });

  it('an empty nominal-value update', async () => {
    expect((await kit.call('POST', '/dimensions', { id: 'method', name: { en: 'Method' }, valueType: 'nominal', ordinal: 10 })).status).toBeLessThan(300);
    const created = await kit.call<{ values: Array<{ id: number }> }>('POST', '/dimensions/method/values/nominal', { value: { en: 'Hexokinase' } });
    expect(created.status).toBeLessThan(300);
    const valueId = created.body.values[0]!.id;
    expect4xx(await kit.call('PUT', `/dimensions/method/values/nominal/${valueId}`, {}), 422);
  });

  it('superjson meta from a client (referentialEqualities) on tRPC', async () => {
    const input = JSON.stringify({ 0: { json: { offset: 0, limit: 5 }, meta: { referentialEqualities: { offset: ['limit'] } } } });
    const response = await raw(`/trpc/labs.list?batch=1&input=${encodeURIComponent(input)}`, { headers: { authorization: `Bearer ${kit.admin}` } });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(200);
  });

  it('a JSON body nested 5,000 levels, on REST (signed out and in) and on tRPC', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const json = { 'content-type': 'application/json' };
    for (const body of [deep, deepObject, `{"subject":${deep},"password":"x"}`]) {
      expect4xx(await raw('/api/v1/auth/tokens', { method: 'POST', headers: json, body }), [400, 413, 422]);
      expect4xx(await raw('/api/v1/auth/profile/user', { method: 'PATCH', headers: { ...json, authorization: `Bearer ${kit.admin}` }, body }), [400, 413, 422]);
      expect4xx(await raw(`/api/v1/orgs/${kit.fx.org.id}/rounds`, { method: 'POST', headers: { ...json, authorization: `Bearer ${kit.admin}` }, body }), [400, 413, 422]);
      // a DELETE's body is no input, but the adapter serialized it too
      expect4xx(await raw('/api/v1/units/1', { method: 'DELETE', headers: { ...json, authorization: `Bearer ${kit.admin}` }, body }), [400, 404, 413, 422]);
      const trpc = await raw('/trpc/auth.login', { method: 'POST', headers: json, body: `{"json":${body}}` });
      expect([400, 413, 422], JSON.stringify(trpc.body)).toContain(trpc.status);
    }
    // a query's input, deep enough (a URL of 5,000 levels is refused by Node's header limit: 431)
    const deepQuery = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
    const query = await raw(`/trpc/labs.list?input=${encodeURIComponent(`{"json":${deepQuery}}`)}`, { headers: { authorization: `Bearer ${kit.admin}` } });
    expect(query.status, JSON.stringify(query.body)).toBe(422);
    expect(query.body).toMatchObject({ error: { json: { data: { appError: { param: 'a', type: 'value.nestedTooDeep', params: { maxDepth: 32 } } } } } });
    const rest = await raw('/api/v1/auth/tokens', { method: 'POST', headers: json, body: deepObject });
    expect(rest.body).toMatchObject({ error: { param: 'a', type: 'value.nestedTooDeep', params: { maxDepth: 32 } } });
  });

  it('a lone surrogate as the sign-in subject, and in any other text, on REST and tRPC', async () => {
    const response = await kit.call('POST', '/auth/tokens', { subject: '\ud800', password: 'whatever1A' }, '');
    expect4xx(response, 422);
    expect(response.body).toMatchObject({ error: { param: 'subject', type: 'value.notWellFormedText' } });
    expect4xx(await kit.call('PATCH', '/auth/profile/user', { fullName: 'Kovács \udfff Judit', email: 'judit@lab.example.org' }), 422);
    // a surrogate's UTF-8 bytes in a query decode to replacement characters: well-formed text
    expect((await kit.call('GET', '/labs?query=ab%ED%A0%80')).status).toBe(200);
    const trpc = await raw('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { subject: '\ud800', password: 'whatever1A' } }) });
    expect(trpc.status).toBe(422);
    expect(trpc.body).toMatchObject({ error: { json: { data: { appError: { param: 'subject', type: 'value.notWellFormedText' } } } } });
  });

  it('an invoice total beyond what the money column holds', async () => {
    const year = 2017;
    await kit.server.db
      .insertInto('invoices')
      .values({ orgId: kit.fx.org.id, labId: kit.fx.labs.plain.id, year, annualNumber: 1, cancelledAnnualNumber: null, paymentDeadline: '2017-07-01', total: 1000, currencyId: 'HUF', paid: false })
      .execute();
    const invoice = await kit.server.db.selectFrom('invoices').select('id').where('labId', '=', kit.fx.labs.plain.id).executeTakeFirstOrThrow();
    const path = `/labs/${kit.fx.labs.plain.id}/orders/orgs/${kit.fx.org.id}/years/${year}/invoices/${invoice.id}`;
    for (const total of [123456789012345, 1e300, -1e300, Number.MAX_SAFE_INTEGER]) {
      const response = await kit.call('PATCH', path, { paymentDeadline: '2017-07-01', total, paid: false });
      expect4xx(response, 422);
      expect(response.body).toMatchObject({ error: { param: 'total' } });
    }
  });

  it('an out-of-range X-Demo-Date', async () => {
    for (const day of ['9999-12-31', '0000-01-01', '2017-13-45', 'x'.repeat(5000)]) {
      const response = (await fetch(`${kit.server.url}/api/v1/labs`, { headers: { authorization: `Bearer ${kit.admin}`, 'x-demo-date': day } }));
      expect(response.status, day).toBeLessThan(500);
    }
  });
});
