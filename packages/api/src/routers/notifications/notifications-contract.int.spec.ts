import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, insertSurvey, type ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TNotificationPreferencesOutput, TSweepOutput } from '../../services/notifications/notifications.types';

/**
 * Issue 34 "a lab's notification e-mails of its contract also receive lab-level mails": the
 * addresses of the lab's current contract get each lab-level notification once (per type, subject,
 * lab, occasion and address), whatever the sweeps and instances; an address that is a lab user's
 * own gets only that user's mail; the addresses have no in-app entries.
 */
let t: TestDatabase;
let app: TestApp;
let second: TestApp;
let f: ApiFixture;
let labEmail = '';
const tokens = { admin: '', lab: '' };
const QUALITY = 'Quality@Lab-Contract.example.org';
const OLD = 'old-address@lab-contract.example.org';

beforeAll(async () => {
  t = await createTestDatabase();
  const settings = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() };
  app = await startTestApp(t.db, { settings });
  second = await startTestApp(t.db, { settings });
  f = await createApiFixture(t.db);
  tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  labEmail = (await t.db.selectFrom('users').select('email').where('id', '=', f.users.lab.id).executeTakeFirstOrThrow()).email ?? '';
  // the contract's details changed once: the newer row is the current contract
  await insertAcceptedContract(t.db, { labId: f.labs.plain.id, orgId: f.org.id, year: 2030, acceptedAt: daysFromNow(-200), createdAt: daysFromNow(-200), notificationEmails: [OLD] });
  await insertAcceptedContract(t.db, {
    labId: f.labs.plain.id,
    orgId: f.org.id,
    year: 2030,
    acceptedAt: daysFromNow(-100),
    createdAt: daysFromNow(-100),
    // the lab user's own address (in other case), the quality address twice, a malformed one
    notificationEmails: [QUALITY, labEmail.toUpperCase(), ' quality@lab-contract.example.org ', 'not-an-address'],
  });
});

afterAll(async () => {
  await second?.close();
  await app?.close();
  await t?.drop();
});

const sweep = (on: TestApp = app, headers: Record<string, string> = {}) => rest<TSweepOutput>(on, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin, headers });

/** The deadline reminder mails of a survey to an address, as spelled. */
const mailsTo = (address: string, surveyId: number) =>
  t.db
    .selectFrom('emailOutbox')
    .select(['toAddresses', 'subject', 'textBody'])
    .where('kind', '=', 'notification_deadline_approaching')
    .where((eb) => eb(eb.val(address), '=', eb.fn.any('toAddresses')))
    .where('textBody', 'like', `%/labs/${f.labs.plain.id}/surveys/${surveyId}%`)
    .orderBy('id')
    .execute();

/** A survey of the plain lab whose deadline is 2 days from TEST_NOW (the 7-day reminder is due). */
const surveyDueSoon = async () => (await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(-20), endsAt: daysFromNow(2) })).surveyId;

describe('the contract’s notification e-mail addresses (issue 34)', () => {
  let first = 0;

  it('mail a lab-level notification once to each contract address, and once to an address that is a lab user’s', async () => {
    first = await surveyDueSoon();
    const swept = await sweep();
    expect(swept.status).toBe(200);

    const contractMails = await mailsTo(QUALITY, first);
    expect(contractMails).toHaveLength(1);
    expect(await mailsTo('quality@lab-contract.example.org', first)).toHaveLength(0);
    // the user's own mail is that address's one mail; the old contract row's address gets none
    expect(await mailsTo(labEmail, first)).toHaveLength(1);
    expect(await mailsTo(labEmail.toUpperCase(), first)).toHaveLength(0);
    expect(await mailsTo(OLD, first)).toHaveLength(0);

    // in the organisation's first language (the contract was not filled by a user), greeting the lab,
    // pointing at its contract instead of an unsubscribe link it could not use
    const [mail] = contractMails;
    expect(mail?.subject).toMatch(/határideje/);
    expect(mail?.textBody).toContain(`Kedves ${f.labs.plain.shortName} ${f.labs.plain.name}!`);
    expect(mail?.textBody).toContain(`/labs/${f.labs.plain.id}/contracts/orgs/${f.org.id}`);
    expect(mail?.textBody).not.toContain('unsubscribe');
    expect((await mailsTo(labEmail, first))[0]?.textBody).toContain('unsubscribe=deadline_approaching');

    const ledger = await t.db.selectFrom('notificationContactMails').select(['type', 'labId', 'occasion', 'address']).where('subjectId', '=', first).execute();
    expect(ledger).toEqual([{ type: 'deadline_approaching', labId: f.labs.plain.id, occasion: 'd7', address: 'quality@lab-contract.example.org' }]);
    // no in-app entries for the addresses: the notifications are the lab's users' only
    const rows = await t.db.selectFrom('notifications').select('userId').where('type', '=', 'deadline_approaching').where('subjectId', '=', first).execute();
    expect(rows).toEqual([{ userId: f.users.lab.id }]);
  });

  it('adds nothing when swept again, nor on a second instance at the same time', async () => {
    const again = await sweep();
    expect(again.body).toEqual({ created: 0, emails: 0, deliveries: 0, digests: 0, certificates: 0 });
    expect(await mailsTo(QUALITY, first)).toHaveLength(1);

    const next = await surveyDueSoon();
    const [a, b] = await Promise.all([sweep(app), sweep(second)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await mailsTo(QUALITY, next)).toHaveLength(1);
    expect(await mailsTo(labEmail, next)).toHaveLength(1);
    expect((await sweep(second)).body.emails).toBe(0);
    expect(await mailsTo(QUALITY, next)).toHaveLength(1);
  });

  it('mails the next occasion (the 1-day reminder) once more', async () => {
    const dayBefore = new Date(TEST_NOW.getTime() + 1.5 * 86_400_000).toISOString();
    expect((await sweep(app, { 'x-demo-date': dayBefore })).status).toBe(200);
    expect((await sweep(second, { 'x-demo-date': dayBefore })).body.emails).toBe(0);
    const mails = await mailsTo(QUALITY, first);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/határideje/);
  });

  it('leave the user’s own address to the user’s choice: e-mail off stops it there, not at the other addresses', async () => {
    const off = await rest<TNotificationPreferencesOutput>(app, 'PATCH', '/auth/profile/notifications', { token: tokens.lab, body: { preferences: [{ type: 'deadline_approaching', email: false }] } });
    expect(off.status).toBe(200);
    const third = await surveyDueSoon();
    expect((await sweep()).status).toBe(200);
    expect(await mailsTo(labEmail, third)).toHaveLength(0);
    expect(await mailsTo(labEmail.toUpperCase(), third)).toHaveLength(0);
    expect(await mailsTo(QUALITY, third)).toHaveLength(1);
  });

  it('mails nothing to the addresses of a lab without them', async () => {
    const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.small.id], startsAt: daysFromNow(-20), endsAt: daysFromNow(2) });
    await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: 2030, acceptedAt: daysFromNow(-100) });
    expect((await sweep()).status).toBe(200);
    expect(await t.db.selectFrom('notificationContactMails').select('id').where('subjectId', '=', surveyId).execute()).toEqual([]);
  });
});
