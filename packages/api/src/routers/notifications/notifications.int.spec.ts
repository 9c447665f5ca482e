import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, insertLabSurveyStatus, insertSurvey, type ApiFixture } from '../../testing/fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TListNotificationsOutput, TNotificationPreferencesOutput, TSweepOutput } from '../../services/notifications/notifications.types';

/**
 * Issue 34 "What it must show", on the business clock (demo mode at TEST_NOW): a survey 2 days before
 * its deadline gives the lab users of labs that have not validated one in-app notification and one
 * e-mail each, none to a lab that validated; the sweep again, and on a second instance at the same
 * time, adds nothing; the e-mail turned off keeps the in-app entry. Plus reading, the bell's count,
 * the preferences and who may run the sweep.
 */
let t: TestDatabase;
let app: TestApp;
let second: TestApp;
let f: ApiFixture;
const tokens = { admin: '', lab: '', coreLab: '', noEmail: '' };

beforeAll(async () => {
  t = await createTestDatabase();
  const settings = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() };
  app = await startTestApp(t.db, { settings });
  second = await startTestApp(t.db, { settings });
  f = await createApiFixture(t.db);
  tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
  tokens.noEmail = await signIn(app, f.users.noEmail.username, FIXTURE_PASSWORD);
});

afterAll(async () => {
  await second?.close();
  await app?.close();
  await t?.drop();
});

const sweep = (on: TestApp = app, token = tokens.admin) => rest<TSweepOutput>(on, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token });

/** A survey of the plain, core and small labs whose deadline is `days` from TEST_NOW; the core lab validated. */
async function surveyDueIn(days: number): Promise<number> {
  const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id, f.labs.core.id, f.labs.small.id], startsAt: daysFromNow(-20), endsAt: daysFromNow(days) });
  await insertLabSurveyStatus(t.db, { labId: f.labs.core.id, surveyId, hasResults: true, validatedAt: daysFromNow(-1), at: daysFromNow(-1) });
  return surveyId;
}

const reminders = (surveyId: number) =>
  t.db.selectFrom('notifications').select(['userId', 'occasion', 'inApp', 'emailState']).where('type', '=', 'deadline_approaching').where('subjectId', '=', surveyId).orderBy('userId').execute();

const mailsTo = async (userId: number) => {
  const user = await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return t.db
    .selectFrom('emailOutbox')
    .select(['subject', 'textBody'])
    .where('kind', '=', 'notification_deadline_approaching')
    .where((eb) => eb(eb.val(user.email ?? ''), '=', eb.fn.any('toAddresses')))
    .orderBy('id')
    .execute();
};

describe('deadline reminders on the business clock (issue 34)', () => {
  let first = 0;

  it('gives the lab users of labs that have not validated one in-app notification and one e-mail each, none to a lab that validated', async () => {
    first = await surveyDueIn(2);
    const swept = await sweep();
    expect(swept.status).toBe(200);
    expect(swept.body.created).toBeGreaterThanOrEqual(2);

    // the plain lab's user and the small lab's user (no e-mail address); not the disabled user, not the validated core lab's
    expect(await reminders(first)).toEqual([
      { userId: f.users.lab.id, occasion: 'd7', inApp: true, emailState: 'queued' },
      { userId: f.users.noEmail.id, occasion: 'd7', inApp: true, emailState: 'none' },
    ]);
    expect(await mailsTo(f.users.lab.id)).toHaveLength(1);
    expect(await mailsTo(f.users.coreLab.id)).toHaveLength(0);
    const [mail] = await mailsTo(f.users.lab.id);
    expect(mail?.textBody).toContain(`/labs/${f.labs.plain.id}/surveys/${first}`);
    expect(mail?.textBody).toContain('/notifications/preferences?unsubscribe=deadline_approaching');

    const listed = await rest<TListNotificationsOutput>(app, 'GET', '/notifications', { token: tokens.lab });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body).toMatchObject({ total: 1, unread: 1 });
    expect(listed.body.items[0]).toMatchObject({ type: 'deadline_approaching', readAt: null, link: `/labs/${f.labs.plain.id}/surveys/${first}`, subject: { kind: 'survey', id: first } });
    expect(listed.body.items[0]?.title).toMatch(/^Deadline of /);
    const hu = await rest<TListNotificationsOutput>(app, 'GET', '/notifications?locale=hu', { token: tokens.lab });
    expect(hu.body.items[0]?.title).toMatch(/határideje/);
    const core = await rest<TListNotificationsOutput>(app, 'GET', '/notifications', { token: tokens.coreLab });
    expect(core.body).toMatchObject({ total: 0, unread: 0 });

    // the staff get the late-lab list (3 days before the deadline): the two labs that have not validated
    const staff = await rest<TListNotificationsOutput>(app, 'GET', '/notifications?unread=true', { token: tokens.admin });
    const late = staff.body.items.find((n) => n.type === 'late_labs' && n.subject.id === first);
    expect(late?.body).toContain(f.labs.plain.shortName);
    expect(late?.body).toContain(f.labs.small.shortName);
    expect(late?.body).not.toContain(f.labs.core.shortName);
  });

  it('adds nothing when swept again, nor on a second instance at the same time', async () => {
    const count = async () => Number((await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const mails = async () => Number((await t.db.selectFrom('emailOutbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = { notifications: await count(), mails: await mails() };
    const again = await sweep();
    expect(again.body).toEqual({ created: 0, emails: 0, deliveries: 0, digests: 0, certificates: 0 });

    // a new survey swept by both instances at once: still one notification and one e-mail per user
    const next = await surveyDueIn(2);
    const [a, b] = await Promise.all([sweep(app), sweep(second)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.created + b.body.created).toBe((await count()) - before.notifications);
    expect(await reminders(next)).toEqual([
      { userId: f.users.lab.id, occasion: 'd7', inApp: true, emailState: 'queued' },
      { userId: f.users.noEmail.id, occasion: 'd7', inApp: true, emailState: 'none' },
    ]);
    expect(await mailsTo(f.users.lab.id)).toHaveLength(2);
    expect(await sweep(second).then((r) => r.body.created)).toBe(0);
  });

  it('makes the 1-day reminder once the deadline is a day away', async () => {
    const dayBefore = new Date(TEST_NOW.getTime() + (2 - 0.5) * 86_400_000).toISOString();
    const swept = await rest<TSweepOutput>(app, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin, headers: { 'x-demo-date': dayBefore } });
    expect(swept.status).toBe(200);
    expect((await reminders(first)).map((r) => `${r.userId}:${r.occasion}`).sort()).toEqual([`${f.users.lab.id}:d1`, `${f.users.lab.id}:d7`, `${f.users.noEmail.id}:d1`, `${f.users.noEmail.id}:d7`].sort());
  });

  it('stops the e-mail but keeps the in-app entry when the user turns the e-mail off', async () => {
    const off = await rest<TNotificationPreferencesOutput>(app, 'PATCH', '/auth/profile/notifications', { token: tokens.lab, body: { preferences: [{ type: 'deadline_approaching', email: false }] } });
    expect(off.status).toBe(200);
    expect(off.body.items.find((p) => p.type === 'deadline_approaching')).toEqual({ type: 'deadline_approaching', inApp: true, email: false });
    const mailed = (await mailsTo(f.users.lab.id)).length;

    const third = await surveyDueIn(2);
    expect((await sweep()).status).toBe(200);
    expect((await reminders(third)).find((r) => r.userId === f.users.lab.id)).toEqual({ userId: f.users.lab.id, occasion: 'd7', inApp: true, emailState: 'none' });
    expect(await mailsTo(f.users.lab.id)).toHaveLength(mailed);
    const listed = await rest<TListNotificationsOutput>(app, 'GET', '/notifications', { token: tokens.lab });
    expect(listed.body.items.some((n) => n.subject.id === third && n.type === 'deadline_approaching')).toBe(true);
  });

  it('leaves a type turned off in the app out of the list and the count', async () => {
    await rest(app, 'PATCH', '/auth/profile/notifications', { token: tokens.noEmail, body: { preferences: [{ type: 'deadline_approaching', inApp: false }] } });
    const hidden = await surveyDueIn(2);
    await sweep();
    expect((await reminders(hidden)).find((r) => r.userId === f.users.noEmail.id)).toMatchObject({ inApp: false });
    const listed = await rest<TListNotificationsOutput>(app, 'GET', '/notifications', { token: tokens.noEmail });
    expect(listed.body.items.some((n) => n.subject.id === hidden)).toBe(false);
  });
});

describe('the daily digest', () => {
  it('puts a user’s 4th notification e-mail of a day into the next day’s digest', async () => {
    await rest(app, 'PATCH', '/auth/profile/notifications', { token: tokens.lab, body: { preferences: [{ type: 'deadline_approaching', email: true }] } });
    // a day of its own: three reminders mailed alone, the fourth waits for the digest
    const day = new Date(TEST_NOW.getTime() + 30 * 86_400_000);
    const surveys: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { surveyId } = await insertSurvey(t.db, { orgId: f.org.id, labIds: [f.labs.plain.id], startsAt: daysFromNow(10), endsAt: new Date(day.getTime() + 2 * 86_400_000) });
      surveys.push(surveyId);
    }
    const at = (d: Date) => ({ 'x-demo-date': d.toISOString().slice(0, 10) });
    expect((await rest(app, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin, headers: at(day) })).status).toBe(200);
    const states = await t.db
      .selectFrom('notifications')
      .select(['subjectId', 'emailState'])
      .where('type', '=', 'deadline_approaching')
      .where('userId', '=', f.users.lab.id)
      .where('subjectId', 'in', surveys)
      .orderBy('subjectId')
      .execute();
    expect(states.map((s) => s.emailState)).toEqual(['queued', 'queued', 'queued', 'digest']);

    const nextDay = await rest<TSweepOutput>(app, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin, headers: at(new Date(day.getTime() + 86_400_000)) });
    // the lab user's digest, and the staff's (their fourth late-lab list of the day waited too)
    expect(nextDay.body.digests).toBe(2);
    const labEmail = (await t.db.selectFrom('users').select('email').where('id', '=', f.users.lab.id).executeTakeFirstOrThrow()).email ?? '';
    const digest = await t.db
      .selectFrom('emailOutbox')
      .select(['subject', 'textBody'])
      .where('kind', '=', 'notification_digest')
      .where((eb) => eb(eb.val(labEmail), '=', eb.fn.any('toAddresses')))
      .execute();
    expect(digest).toHaveLength(1);
    expect(digest[0]?.subject).toBe('1 notification from the EQA portal');
    expect(digest[0]?.textBody).toContain(`/labs/${f.labs.plain.id}/surveys/${surveys[3]}`);
    const again = await rest<TSweepOutput>(app, 'POST', `/orgs/${f.org.id}/notifications/sweep`, { token: tokens.admin, headers: at(new Date(day.getTime() + 86_400_000)) });
    expect(again.body.digests).toBe(0);
  });
});

describe('reading notifications', () => {
  it('marks one read (own only), counts the unread, marks all read', async () => {
    const listed = await rest<TListNotificationsOutput>(app, 'GET', '/notifications?unread=true', { token: tokens.lab });
    const unread = listed.body.unread;
    expect(unread).toBeGreaterThanOrEqual(2);
    const id = listed.body.items[0]?.id ?? 0;
    const read = await rest<{ id: number; readAt: string }>(app, 'POST', `/notifications/${id}/read`, { token: tokens.lab });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(id);
    expect((await rest(app, 'POST', `/notifications/${id}/read`, { token: tokens.coreLab })).status).toBe(404);
    const count = await rest<{ unread: number }>(app, 'GET', '/notifications/unread_count', { token: tokens.lab });
    expect(count.body.unread).toBe(unread - 1);

    const all = await rest<{ marked: number }>(app, 'POST', '/notifications/read_all', { token: tokens.lab });
    expect(all.body.marked).toBe(unread - 1);
    expect((await rest<{ unread: number }>(app, 'GET', '/notifications/unread_count', { token: tokens.lab })).body.unread).toBe(0);
    expect((await rest(app, 'GET', '/notifications')).status).toBe(401);
  });
});

describe('who may do what', () => {
  it('lets only the organisation’s staff run the sweep and set the reminder days', async () => {
    expect((await sweep(app, tokens.lab)).status).toBe(403);
    const other = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    expect((await sweep(app, other)).status).toBe(403);
    const settings = await rest<{ deadlineOffsetDays: number[] }>(app, 'PUT', `/orgs/${f.org.id}/notifications/settings`, { token: tokens.admin, body: { deadlineOffsetDays: [1, 14, 3, 14] } });
    expect(settings.body).toEqual({ deadlineOffsetDays: [14, 3, 1] });
    const refused = await rest<{ error: { param: string; type: string } }>(app, 'PUT', `/orgs/${f.org.id}/notifications/settings`, { token: tokens.admin, body: { deadlineOffsetDays: [0] } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.param).toBe('deadlineOffsetDays.0');
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/notifications/settings`, { token: tokens.lab })).status).toBe(403);
  });

  it('offers each user the types meant for them and refuses the others (422)', async () => {
    const lab = await rest<TNotificationPreferencesOutput>(app, 'GET', '/auth/profile/notifications', { token: tokens.lab });
    expect(lab.body.items.map((p) => p.type)).toContain('deadline_approaching');
    expect(lab.body.items.map((p) => p.type)).not.toContain('late_labs');
    const staff = await rest<TNotificationPreferencesOutput>(app, 'GET', '/auth/profile/notifications', { token: tokens.admin });
    expect(staff.body.items.map((p) => p.type)).toEqual(['checkout_requested', 'lab_registered', 'late_labs']);
    const refused = await rest<{ error: { param: string; type: string } }>(app, 'PATCH', '/auth/profile/notifications', { token: tokens.lab, body: { preferences: [{ type: 'late_labs', email: false }] } });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ param: 'preferences.0.type', type: 'notificationCentre.errors.typeNotYours' });
    const unknown = await rest(app, 'PATCH', '/auth/profile/notifications', { token: tokens.lab, body: { preferences: [{ type: 'nonsense', email: false }] } });
    expect(unknown.status).toBe(422);
  });
});
