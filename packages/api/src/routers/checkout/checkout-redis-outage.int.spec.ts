import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jobs } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createJobs, createWorkers, silentLogger, type Workers } from '@eqa/jobs';
import { tempMailDir, uniquePrefix } from '@eqa/jobs/testing/fixtures';
import { startOwnRedis, type OwnRedis } from '@eqa/jobs/testing/own-redis';
import { FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TCheckoutResult } from '../../services/checkout/checkout.types';
import type { TGenerateDocumentOutput, TInvoice, TListInvoicesOutput } from '../../services/invoices/invoices.types';
import { BILLING_NOW, createBillingFixture, placeOrder, YEAR, type BillingFixture } from './billing-fixture';

/**
 * Issue 30 point 8: Redis killed during 20 concurrent checkouts lost every proforma's PDF for good.
 * Now each PDF job is recorded in its checkout's transaction (the job outbox): the checkouts answer
 * 200, the invoice list shows the PDFs as being made, and once Redis is back the workers' job sweep
 * sends them and every proforma has its PDF within a minute. The API runs on BullMQ against a
 * redis-server of this test's own (never the shared one), with workers in the same process.
 */

let t: TestDatabase;
let redis: OwnRedis;
let producer: Jobs;
let workers: Workers;
let app: TestApp;
let b: BillingFixture;
let mail: Awaited<ReturnType<typeof tempMailDir>>;
let admin = '';

beforeAll(async () => {
  t = await createTestDatabase();
  mail = await tempMailDir();
  redis = await startOwnRedis();
  const prefix = uniquePrefix();
  const mailConfig = { from: 'EQA Test <noreply@test.example.org>', mailDir: mail.dir };
  producer = await createJobs({ db: t.db, redisUrl: redis.url, processInline: false, prefix, mail: mailConfig, logger: silentLogger });
  workers = createWorkers({ db: t.db, redisUrl: redis.url, prefix, mail: mailConfig, logger: silentLogger });
  app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: BILLING_NOW.toISOString() }, jobs: producer });
  b = await createBillingFixture(t.db);
  admin = await signIn(app, b.f.users.orgAdmin.username, FIXTURE_PASSWORD);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await workers?.close();
  await redis?.kill();
  await t?.drop();
  await mail?.remove();
}, 60_000);

const base = (labId: number) => `/labs/${labId}/orders/orgs/${b.f.org.id}/years/${YEAR}`;
const checkOut = (labId: number) => rest<TCheckoutResult>(app, 'POST', `${base(labId)}/checkout`, { token: admin, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
const invoicesOf = async (labId: number): Promise<TInvoice[]> => {
  const list = await rest<TListInvoicesOutput>(app, 'GET', `${base(labId)}/invoices`, { token: admin });
  expect(list.status).toBe(200);
  return list.body.items;
};
const hasPdf = (invoice: TInvoice) => invoice.documents.some((d) => d.generated && d.type === 'proforma');

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function newLab(i: number): Promise<number> {
  const lab = await t.db
    .insertInto('labs')
    .values({ shortName: `R${process.pid % 10000}-${i}`, name: `Outage lab ${i}`, city: 'Pécs', address: `${i} Road`, zipCode: '7600', countryId: 'HU' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('orgLabs').values({ orgId: b.f.org.id, labId: lab.id }).execute();
  await placeOrder(t.db, { labId: lab.id, orgId: b.f.org.id, productId: b.certificate.productId, rounds: [{ roundId: b.certificate.roundId, sampleSets: 1 }], amount: 1000 + i });
  return lab.id;
}

describe('Redis killed during 20 concurrent checkouts', () => {
  it('every checkout succeeds, the list shows the PDFs being made, and every proforma has its PDF within a minute of Redis returning', async () => {
    const labs: number[] = [];
    for (let i = 0; i < 20; i++) labs.push(await newLab(i));

    // the first ten start while Redis is up, Redis dies, the other ten start while it is away
    const first = labs.slice(0, 10).map(checkOut);
    await redis.kill();
    const second = labs.slice(10).map(checkOut);
    const responses = await Promise.all([...first, ...second]);
    expect(responses.map((r) => r.status)).toEqual(labs.map(() => 200));
    expect(responses.every((r) => r.body.proformas.length === 1)).toBe(true);

    // while Redis is away the PDFs are being made: REST and tRPC say so
    const during = await Promise.all(labs.map(invoicesOf));
    for (const [index, items] of during.entries()) {
      const [proforma] = items;
      expect(proforma?.documentJob, `lab ${index}`).not.toBeNull();
      if (!hasPdf(proforma!)) expect(['queued', 'running']).toContain(proforma!.documentJob!.status);
    }
    // those checked out while Redis was away certainly wait
    for (const items of during.slice(10)) expect(items[0]).toMatchObject({ documents: [], documentJob: { status: 'queued', error: null } });
    const viaTrpc = await trpcClient(app, { token: admin }).invoices.list.query({ labId: labs[19]!, orgId: b.f.org.id, year: YEAR, offset: 0, limit: 10 });
    expect(viaTrpc.items[0]?.documentJob?.status).toBe('queued');
    // asking for the PDF again while its job waits: 409 job_running, not a second job
    const retry = await rest<TGenerateDocumentOutput & { error?: { type: string } }>(app, 'POST', `${base(labs[19]!)}/invoices/${viaTrpc.items[0]!.id}/generate_document`, { token: admin });
    expect(retry.status).toBe(409);
    expect(retry.body.error?.type).toBe('job_running');

    await redis.start();
    const back = Date.now();
    await until('every proforma with its PDF', async () => (await Promise.all(labs.map(invoicesOf))).every((items) => items.length === 1 && hasPdf(items[0]!)), 60_000);
    expect(Date.now() - back).toBeLessThan(60_000);
    const after = await Promise.all(labs.map(invoicesOf));
    expect(after.map((items) => items[0]?.documentJob?.status)).toEqual(labs.map(() => 'succeeded'));
    // one PDF each, not one per send
    const documents = await t.db
      .selectFrom('invoiceDocuments as d')
      .innerJoin('invoices as i', 'i.id', 'd.invoiceId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.labId', 'in', labs)
      .executeTakeFirstOrThrow();
    expect(Number(documents.n)).toBe(20);
  }, 150_000);
});
