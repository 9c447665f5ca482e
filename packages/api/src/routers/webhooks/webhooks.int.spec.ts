import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { handleLabSurveyCommand, verifyWebhook, type Executor } from '@eqa/db';
import { createJobs, silentLogger, sweepWebhookDeliveries } from '@eqa/jobs';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, insertSurvey, type ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TCreatedWebhook, TListDeliveriesOutput, TListWebhooksOutput } from '../../services/webhooks/webhooks.types';

/**
 * Issue 34 "Webhooks", with a local receiver (WEBHOOK_ALLOW_PRIVATE on: http on the loopback): a
 * delivery arrives within seconds with a Standard Webhooks signature the secret verifies; a receiver
 * answering 500 gets the same message again (same webhook-id) until it takes it; without the setting
 * a private URL is refused, and link-local ones always.
 */
interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let t: TestDatabase;
let app: TestApp;
let strict: TestApp;
let f: ApiFixture;
let receiver: Server;
let base = '';
let mailDir = '';
const received: Received[] = [];
const flakyAnswers = [500];
const tokens = { admin: '', lab: '' };

beforeAll(async () => {
  t = await createTestDatabase();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
      received.push({ path: req.url ?? '', headers, body });
      const status = req.url === '/flaky' ? (flakyAnswers.shift() ?? 204) : 204;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  mailDir = await mkdtemp(join(tmpdir(), 'eqa-webhooks-mail-'));
  const settings = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() };
  const jobs = await createJobs({
    db: t.db,
    processInline: true,
    mail: { from: 'EQA Test <noreply@test.example.org>', mailDir },
    logger: silentLogger,
    sweepIntervalMs: 0,
    notifications: { origin: 'http://localhost:3000', now: () => TEST_NOW, webhookAllowPrivate: true },
  });
  app = await startTestApp(t.db, { settings: { ...settings, webhookAllowPrivate: true }, jobs });
  strict = await startTestApp(t.db, { settings });
  f = await createApiFixture(t.db);
  tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
});

afterAll(async () => {
  await strict?.close();
  await app?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await t?.drop();
  if (mailDir) await rm(mailDir, { recursive: true, force: true });
});

/** Waits for a condition (polling), failing after `ms`. */
async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms: number, step = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, step));
  }
}

/**
 * The newest delivery of a webhook's log once its sender has recorded the answer: the receiver has the
 * request before the sender has the response, so the log says 'sending' for a moment (5 s at most).
 */
async function answeredDelivery(path: string, token: string): Promise<TListDeliveriesOutput['items'][number]> {
  return until(async () => {
    const log = await rest<TListDeliveriesOutput>(app, 'GET', path, { token });
    return log.body.items[0]?.status === 'sending' ? undefined : log.body.items[0];
  }, 5_000);
}

describe('webhooks (issue 34)', () => {
  let orgHook: TCreatedWebhook;
  let labHook: TCreatedWebhook;

  it('registers webhooks and answers the signing secret once', async () => {
    const created = await rest<TCreatedWebhook>(app, 'POST', `/orgs/${f.org.id}/webhooks`, { token: tokens.admin, body: { url: `${base}/ok`, events: ['survey.deadline_approaching'] } });
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_/);
    orgHook = created.body;
    const flaky = await rest<TCreatedWebhook>(app, 'POST', `/labs/${f.labs.plain.id}/webhooks`, { token: tokens.lab, body: { url: `${base}/flaky`, events: ['*'] } });
    expect(flaky.status).toBe(200);
    labHook = flaky.body;
    const listed = await rest<TListWebhooksOutput>(app, 'GET', `/orgs/${f.org.id}/webhooks`, { token: tokens.admin });
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).not.toHaveProperty('secret');
    expect(listed.body.items[0]).toMatchObject({ id: orgHook.id, url: `${base}/ok`, events: ['survey.deadline_approaching'] });
  });

  it('delivers an event within seconds, signed so the secret verifies it', async () => {
    const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-20), endsAt: daysFromNow(2) });
    const started = Date.now();
    expect((await rest(app, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin })).status).toBe(200);
    const delivery = await until(() => received.find((r) => r.path === '/ok'), 5_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    const body = JSON.parse(delivery.body) as { type: string; timestamp: string; data: { surveyId: number; labId: number } };
    expect(body).toMatchObject({ type: 'survey.deadline_approaching', data: { surveyId, labId: f.labs.plain.id } });
    expect(delivery.headers['webhook-id']).toMatch(/^msg_/);
    const headers = { id: delivery.headers['webhook-id'] ?? '', timestamp: delivery.headers['webhook-timestamp'] ?? '', signature: delivery.headers['webhook-signature'] ?? '' };
    expect(verifyWebhook(orgHook.secret, headers, delivery.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifyWebhook(labHook.secret, headers, delivery.body, Math.floor(Date.now() / 1000))).toBe(false);
    const logged = await answeredDelivery(`/orgs/${f.org.id}/webhooks/${orgHook.id}/deliveries`, tokens.admin);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204, type: 'survey.deadline_approaching' });
  });

  it('retries after the receiver answers 500, with the same message id', async () => {
    const first = await until(() => received.find((r) => r.path === '/flaky'), 5_000);
    const pending = await answeredDelivery(`/labs/${f.labs.plain.id}/webhooks/${labHook.id}/deliveries`, tokens.lab);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // the webhook sweep sends it again once its 5 s have passed
    const second = await until(
      async () => {
        await sweepWebhookDeliveries(t.db, app.jobs);
        await app.jobs.idle();
        return received.filter((r) => r.path === '/flaky')[1];
      },
      20_000,
      500,
    );
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const delivered = await rest<TListDeliveriesOutput>(app, 'GET', `/labs/${f.labs.plain.id}/webhooks/${labHook.id}/deliveries`, { token: tokens.lab });
    expect(delivered.body.items[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
  });

  it('refuses private URLs without the setting, link-local ones always, and staff events on a lab', async () => {
    const post = (on: TestApp, url: string, events: string[] = ['*']) =>
      rest<{ error: { param: string; type: string } }>(on, 'POST', `/orgs/${f.org.id}/webhooks`, { token: tokens.admin, body: { url, events } });
    const loopback = await post(strict, `https://127.0.0.1:${new URL(base).port}/ok`);
    expect(loopback.status).toBe(422);
    expect(loopback.body.error).toMatchObject({ param: 'url', type: 'notificationCentre.errors.webhookUrlPrivate' });
    expect((await post(strict, 'https://10.1.2.3/hook')).body.error.type).toBe('notificationCentre.errors.webhookUrlPrivate');
    expect((await post(strict, `${base}/ok`)).body.error.type).toBe('notificationCentre.errors.webhookUrlNotHttps');
    const metadata = await post(app, 'http://169.254.169.254/latest/meta-data');
    expect(metadata.status).toBe(422);
    expect(metadata.body.error.type).toBe('notificationCentre.errors.webhookUrlPrivate');
    expect((await post(app, 'http://[fe80::1]/hook')).status).toBe(422);
    const staffEvent = await rest<{ error: { param: string } }>(app, 'POST', `/labs/${f.labs.plain.id}/webhooks`, { token: tokens.lab, body: { url: `${base}/ok`, events: ['lab.registered'] } });
    expect(staffEvent.status).toBe(422);
    expect(staffEvent.body.error.param).toBe('events');
    expect((await rest(app, 'POST', `/orgs/${f.org.id}/webhooks`, { token: tokens.lab, body: { url: `${base}/ok`, events: ['*'] } })).status).toBe(403);
  });

  /** The lab webhook's deliveries of results.* events of a survey. */
  const resultDeliveries = async (db: Executor, surveyId: number) =>
    (await db.selectFrom('webhookDeliveries').select(['type', 'messageId', 'payload']).where('webhookId', '=', labHook.id).where('type', 'like', 'results.%').orderBy('id').execute())
      .filter((d) => d.payload.data.surveyId === surveyId)
      .map((d) => ({ type: d.type, messageId: d.messageId }));

  it('records the deliveries of a validation and of its revocation in their transaction, and sends them', async () => {
    const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(5) });
    await insertAcceptedContract(t.db, { labId: f.labs.plain.id, orgId: f.org.id, year: 2030, acceptedAt: daysFromNow(-100) });
    const events = () => received.filter((r) => r.path === '/flaky').map((r) => JSON.parse(r.body) as { type: string; data: { surveyId: number } }).filter((b) => b.data.surveyId === surveyId);
    const expected: Array<{ type: string; messageId: string }> = [];
    for (const [version, action] of [[1, 'validate'], [2, 'invalidate']] as const) {
      const done = await rest(app, 'POST', `/labs/${f.labs.plain.id}/surveys/${surveyId}/${action}`, { token: tokens.lab, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } });
      expect(done.status).toBe(200);
      // there as the answer comes: committed with the event, no after-commit step
      const type = action === 'validate' ? 'results.validated' : 'results.invalidated';
      expected.push({ type, messageId: `msg_${type}_${f.labs.plain.id}_${surveyId}_v${version}` });
      expect(await resultDeliveries(t.db, surveyId)).toEqual(expected);
    }
    // the webhook sweep sends them
    const types = await until(
      async () => {
        await sweepWebhookDeliveries(t.db, app.jobs);
        await app.jobs.idle();
        const seen = events().map((e) => e.type);
        return seen.includes('results.validated') && seen.includes('results.invalidated') ? seen : undefined;
      },
      10_000,
      300,
    );
    expect(types.filter((type) => type.startsWith('results.')).sort()).toEqual(['results.invalidated', 'results.validated']);
  });

  it('records no delivery when the validation’s transaction rolls back', async () => {
    const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(5) });
    const rollback = new Error('rolled back after the validation');
    const metadata = { userId: f.users.lab.id, userName: null, role: 'lab_admin', requestId: null };
    await expect(
      t.db.transaction().execute(async (trx) => {
        const result = await handleLabSurveyCommand(trx, { labId: f.labs.plain.id, surveyId }, { type: 'ValidateSurvey', data: {} }, metadata, { createdAt: TEST_NOW });
        expect(result.state.validated).toBe(true);
        // the delivery is written by the command, in its (the caller's) transaction
        expect(await resultDeliveries(trx, surveyId)).toEqual([{ type: 'results.validated', messageId: `msg_results.validated_${f.labs.plain.id}_${surveyId}_v1` }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await resultDeliveries(t.db, surveyId)).toEqual([]);
    expect(await t.db.selectFrom('events').select('globalPosition').where('streamId', '=', labSurveyStreamId(f.labs.plain.id, surveyId)).execute()).toEqual([]);
  });

  it('removes a webhook', async () => {
    expect((await rest(app, 'DELETE', `/orgs/${f.org.id}/webhooks/${orgHook.id}`, { token: tokens.admin })).status).toBe(200);
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/webhooks/${orgHook.id}/deliveries`, { token: tokens.admin })).status).toBe(404);
    expect((await rest<TListWebhooksOutput>(app, 'GET', `/orgs/${f.org.id}/webhooks`, { token: tokens.admin })).body.total).toBe(0);
  });
});
