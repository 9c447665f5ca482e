import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

let server: TestServer;
let fx: ApiFixture;
let adminToken: string;
let labToken: string;
let coreToken: string;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createApiFixture(server.db);
  adminToken = await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD);
  labToken = await signIn(server, fx.users.lab.username, FIXTURE_PASSWORD);
  coreToken = await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('organisations', () => {
  it('GET /orgs is public and lists every org with locales (in the org order) and countries with currency', async () => {
    const response = await rest<{ items: { id: number; locales: { id: string }[]; countries: { id: string; currency: { id: string } }[] }[]; total: number }>(
      server,
      'GET',
      '/orgs',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.body.items.map((o) => o.id)).toEqual([fx.org.id, fx.otherOrg.id]);
    const [first] = response.body.items;
    expect(first?.locales.map((l) => l.id)).toEqual(['hu', 'en']);
    expect(first?.countries.map((c) => [c.id, c.currency.id])).toEqual([
      ['AT', 'EUR'],
      ['HU', 'HUF'],
    ]);
  });

  it('GET /orgs/{orgId} answers the org or 404', async () => {
    const org = await trpcClient(server).orgs.get.query({ orgId: fx.org.id });
    expect(org).toMatchObject({ id: fx.org.id, name: fx.org.name, shortName: fx.org.shortName, orderingDisabled: false });
    expect(org.locales[0]).toEqual({ id: 'hu', ordinal: 2, languageTag: 'hu-HU', name: 'Magyar', flag: 'hu' });
    const missing = await rest(server, 'GET', '/orgs/987654');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { message: 'Organisation not found', type: 'not_found_error' } });
  });

  it('the org validation password is changed by the org users only', async () => {
    const path = `/orgs/${fx.org.id}/change_password`;
    const wrong = await rest(server, 'POST', path, { token: adminToken, body: { currentPassword: '0000', newPassword: '5678' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ error: { param: 'currentPassword', type: 'validationPasswordChange.invalidCurrentPassword' } });
    const short = await rest(server, 'POST', path, { token: adminToken, body: { currentPassword: FIXTURE_VALIDATION_PASSWORD, newPassword: '12' } });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ error: { param: 'newPassword' } });
    const body = { currentPassword: FIXTURE_VALIDATION_PASSWORD, newPassword: '5678' };
    expect((await rest(server, 'POST', path, { token: labToken, body })).status).toBe(403);
    expect((await rest(server, 'POST', `/orgs/${fx.otherOrg.id}/change_password`, { token: adminToken, body })).status).toBe(403);
    expect((await rest(server, 'POST', path, { token: adminToken, body })).status).toBe(200);
    const back = await rest(server, 'POST', path, { token: adminToken, body: { currentPassword: '5678', newPassword: FIXTURE_VALIDATION_PASSWORD } });
    expect(back.status).toBe(200);
  });
});

describe('support messages', () => {
  const payload = {
    subject: 'Cannot save a result',
    message: 'The glucose value of sample 2 is not saved.',
    replyTo: ['head@lab.example.org'],
    context: { url: 'https://eqa.example.org/labs/1/surveys/4', pageTitle: 'Surveys - 1107' },
  };

  it('stores the message and its outbox e-mail, and the e-mail job delivers it', async () => {
    const response = await rest<{ id: number }>(server, 'POST', `/labs/${fx.labs.plain.id}/orgs/${fx.org.id}/support`, { token: labToken, body: payload });
    expect(response.status).toBe(200);
    const message = await server.db.selectFrom('supportMessages').selectAll().where('id', '=', response.body.id).executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      labId: fx.labs.plain.id,
      orgId: fx.org.id,
      userId: fx.users.lab.id,
      subject: payload.subject,
      replyTo: ['head@lab.example.org'],
      context: payload.context,
    });
    expect(message.outboxId).not.toBeNull();

    await server.jobs.idle();
    const mail = await server.db.selectFrom('emailOutbox').selectAll().where('id', '=', message.outboxId ?? 0).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'support_message', status: 'sent', attempts: 1 });
    expect(mail.toAddresses).toEqual([expect.stringMatching(/^support-.*@org\.example\.org$/)]);
    expect(mail.replyTo).toEqual([`${fx.users.lab.username}@lab.example.org`, 'head@lab.example.org']);
    expect(mail.subject).toContain('1107');
    expect(mail.textBody).toContain(payload.message);
    expect(mail.textBody).toContain(payload.context.url);
    const files = (await readdir(server.mailDir)).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    const contents = await Promise.all(files.map((f) => readFile(join(server.mailDir, f), 'utf8')));
    const delivered = contents.find((c) => c.includes(`X-Eqa-Outbox-ID: ${mail.id}`));
    expect(delivered).toContain('The glucose value of sample 2 is not saved.');
    expect(delivered).toContain('Reply-To: ' + mail.replyTo.join(', '));
  });

  it('works through tRPC for a core lab of its own; a core lab cannot send as its satellite (support is a write)', async () => {
    const { id } = await trpcClient(server, { token: coreToken }).support.send.mutate({ labId: fx.labs.core.id, orgId: fx.org.id, ...payload });
    expect(id).toBeGreaterThan(0);
    await server.jobs.idle();
    const asSatellite = await rest(server, 'POST', `/labs/${fx.labs.satellite.id}/orgs/${fx.org.id}/support`, { token: coreToken, body: payload });
    expect(asSatellite.status).toBe(403);
    expect(asSatellite.body).toMatchObject({ error: { type: 'authorization_error' } });
    await expect(trpcClient(server, { token: coreToken }).support.send.mutate({ labId: fx.labs.satellite.id, orgId: fx.org.id, ...payload })).rejects.toMatchObject({
      data: { httpStatus: 403 },
    });
  });

  it('is forbidden to org users, for other labs and for an org the lab is not in', async () => {
    const forbidden = await rest(server, 'POST', `/labs/${fx.labs.plain.id}/orgs/${fx.org.id}/support`, { token: adminToken, body: payload });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { type: 'authorization_error' } });
    expect((await rest(server, 'POST', `/labs/${fx.labs.core.id}/orgs/${fx.org.id}/support`, { token: labToken, body: payload })).status).toBe(403);
    expect((await rest(server, 'POST', `/labs/${fx.labs.plain.id}/orgs/${fx.otherOrg.id}/support`, { token: labToken, body: payload })).status).toBe(403);
  });

  it('validates the fields: subject required, reply-to addresses valid', async () => {
    const path = `/labs/${fx.labs.plain.id}/orgs/${fx.org.id}/support`;
    const noSubject = await rest(server, 'POST', path, { token: labToken, body: { ...payload, subject: ' ' } });
    expect(noSubject.status).toBe(422);
    expect(noSubject.body).toEqual({ error: { message: 'This field is required', param: 'subject', type: 'requiredField' } });
    const badReplyTo = await rest(server, 'POST', path, { token: labToken, body: { ...payload, replyTo: ['ok@lab.example.org', 'nope'] } });
    expect(badReplyTo.status).toBe(422);
    expect(badReplyTo.body).toMatchObject({ error: { param: 'replyTo.1', type: 'emailFormatHelpText' } });
    const before = await server.db.selectFrom('supportMessages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(2);
  });
});
