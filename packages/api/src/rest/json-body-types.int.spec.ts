import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../testing/fixtures';
import { insertInvoice, TEST_NOW } from '../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type RestResponse, type TestApp } from '../testing/test-app';
import { solveBotCheck, validContract } from '../routers/registration/testing/registration-helpers';

/**
 * Issue 30 (2): a JSON body keeps its JSON types. The REST adapter converted body values the way
 * it converts query strings ("false" → true, "" and null → 0, [5] → 5), on the schemas themselves,
 * so tRPC converted them too once a REST call had passed. Every wrong type is a 422 naming the field.
 */
const YEAR = TEST_NOW.getUTCFullYear();
const SETTINGS = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() };
const USER_PASSWORD = 'Tisza-Labor-2017';
const VALIDATION_PASSWORD = 'Validate-2017';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

function expect422(response: RestResponse, param: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({ status: 422, body: { error: { param } } });
}

describe('REST bodies are read with JSON types only', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let lab = '';
  let admin = '';
  let invoicePath = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: SETTINGS });
    f = await createApiFixture(t.db);
    lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    await insertInvoice(t.db, { orgId: f.org.id, labId: f.labs.plain.id, year: YEAR, annualNumber: 1, paymentDeadline: `${YEAR}-07-01` });
    const invoice = await t.db.selectFrom('invoices').select('id').where('labId', '=', f.labs.plain.id).executeTakeFirstOrThrow();
    invoicePath = `/labs/${f.labs.plain.id}/orders/orgs/${f.org.id}/years/${YEAR}/invoices/${invoice.id}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const contractPath = () => `/labs/${f.labs.plain.id}/contracts/orgs/${f.org.id}/current`;

  it('PATCH …/contracts/orgs/{orgId}/current: "termsAccepted": "false" is no acceptance', async () => {
    const response = await rest<ErrorBody>(app, 'PATCH', contractPath(), { token: lab, body: { ...validContract(YEAR), termsAccepted: 'false' } });
    expect422(response, 'termsAccepted');
    expect(await t.db.selectFrom('contracts').select('id').where('labId', '=', f.labs.plain.id).execute()).toEqual([]);
    expect422(await rest(app, 'PATCH', contractPath(), { token: lab, body: { ...validContract(YEAR), year: String(YEAR) } }), 'year');
  });

  it('POST /orgs/{orgId}/register: the contract keeps its JSON types', async () => {
    const body = {
      contract: { ...validContract(YEAR), termsAccepted: 'false' },
      user: { username: 'typedlab', email: 'head@typed.example.org' },
      userPassword: USER_PASSWORD,
      userPasswordConfirmation: USER_PASSWORD,
      validationPassword: VALIDATION_PASSWORD,
      validationPasswordConfirmation: VALIDATION_PASSWORD,
      reCaptchaResponse: await solveBotCheck(app),
    };
    expect422(await rest(app, 'POST', `/orgs/${f.org.id}/register`, { body }), 'contract.termsAccepted');
    expect422(await rest(app, 'POST', `/orgs/${f.org.id}/register`, { body: { ...body, contract: { ...validContract(YEAR), year: String(YEAR) } } }), 'contract.year');
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'typedlab').execute()).toEqual([]);
  });

  it('PATCH …/invoices/{invoiceId}: "paid": "false" is not paid; "", null and [5] are no total', async () => {
    const edit = { paymentDeadline: `${YEAR}-07-01`, total: 10, paid: false };
    expect422(await rest(app, 'PATCH', invoicePath, { token: admin, body: { ...edit, paid: 'false' } }), 'paid');
    for (const total of ['', null, [5], '5', true]) {
      expect422(await rest(app, 'PATCH', invoicePath, { token: admin, body: { ...edit, total } }), 'total');
    }
    expect422(await rest(app, 'PATCH', invoicePath, { token: admin, body: { ...edit, documents: [{ id: '1', name: null }] } }), 'documents.0.id');
    const row = await t.db.selectFrom('invoices').select(['paid', 'total']).where('labId', '=', f.labs.plain.id).executeTakeFirstOrThrow();
    expect({ paid: row.paid, total: Number(row.total) }).toEqual({ paid: false, total: 1000 });
  });

  it('tRPC keeps JSON types too, also after the REST calls above', async () => {
    const client = trpcClient(app, { token: admin, demoDate: TEST_NOW.toISOString() });
    const invoiceId = Number(invoicePath.split('/').pop());
    const attempt = client.invoices.update.mutate({
      labId: f.labs.plain.id,
      orgId: f.org.id,
      year: YEAR,
      invoiceId,
      paymentDeadline: `${YEAR}-07-01`,
      total: 10,
      paid: 'false' as unknown as boolean,
    });
    await expect(attempt).rejects.toBeInstanceOf(TRPCClientError);
    await expect(attempt).rejects.toMatchObject({ data: { httpStatus: 422, appError: { param: 'paid' } } });
  });

  it('path and query values still convert from text', async () => {
    const listed = await rest<{ total: number }>(app, 'GET', `/labs/${f.labs.plain.id}/orders/orgs/${f.org.id}/years/${YEAR}/invoices?offset=0&limit=5&only_with_documents=false`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
  });
});
