import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { ACCEPT_INVITATION_LIMITS, INVITATION_TTL_MS } from '@eqa/core';
import { hashToken } from '../../services/auth/tokens';
import type { TManagedUser, TManagedUserList } from '../../services/users/users.types';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import { movableClock } from '../registration/testing/registration-helpers';

interface ErrorAnswer {
  error?: { param?: string; type: string; message: string };
}

const PUBLIC_URL = 'https://eqa.example.org';
const NEW_PASSWORD = 'Welcome123';

function appErrorOf(error: unknown) {
  if (!(error instanceof TRPCClientError)) throw error;
  return (error.data as { httpStatus: number; appError: { type: string; param: string | null } }).appError && {
    status: (error.data as { httpStatus: number }).httpStatus,
    ...(error.data as { appError: { type: string; param: string | null } }).appError,
  };
}

describe('user management and invitations (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  const clock = movableClock();
  let adminToken = '';
  let labToken = '';
  let serial = 0;

  const invitationMails = () => t.db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'user_invitation').orderBy('id').execute();
  const lastInvitationToken = async () => {
    const text = (await invitationMails()).at(-1)?.textBody ?? '';
    const match = /https:\/\/eqa\.example\.org\/invitation\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no link in: ${text}`);
    return match[1];
  };
  const accept = (body: Record<string, unknown>) => rest<ErrorAnswer & { ok?: boolean; username?: string }>(app, 'POST', '/auth/invitations/accept', { body });
  const inviteOrg = (token: string, body: Record<string, unknown>, orgId = f.org.id) => rest<TManagedUser & ErrorAnswer>(app, 'POST', `/orgs/${orgId}/users`, { token, body });
  const uniqueName = (prefix: string) => {
    serial += 1;
    return `${prefix}${serial}-${process.pid}`;
  };
  /** Invites an org admin and accepts the invitation: its id, username and session token. */
  const secondAdmin = async () => {
    const username = uniqueName('second');
    const invited = await inviteOrg(adminToken, { fullName: 'Second Admin', email: `${username}@provider.example.org` });
    expect(invited.status).toBe(200);
    expect((await accept({ token: await lastInvitationToken(), username, password: NEW_PASSWORD })).status).toBe(200);
    return { id: invited.body.id, username, token: await signIn(app, username, NEW_PASSWORD) };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { publicUrl: `${PUBLIC_URL}/` }, wallClock: clock });
    f = await createApiFixture(t.db);
    await t.db.updateTable('users').set({ localeId: 'hu' }).where('id', '=', f.users.lab.id).execute();
  });
  afterAll(async () => {
    await app.close();
    await t.drop();
  });
  beforeEach(async () => {
    clock.reset();
    await t.db.deleteFrom('rateLimitCounters').execute();
    adminToken = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    labToken = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  });

  it('an org admin invites a second administrator: one mail with a 7-day single-use link from PUBLIC_URL, the invitee signs up and signs in', async () => {
    const username = uniqueName('anna');
    const email = `${username}@provider.example.org`;
    const invited = await inviteOrg(adminToken, { fullName: 'Anna Admin', email });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ username: '', fullName: 'Anna Admin', email, disabled: false, role: { id: 'org_admin' }, invitation: { state: 'pending' } });
    const mails = await invitationMails();
    expect(mails.at(-1)?.toAddresses).toEqual([email]);
    expect(mails.at(-1)?.subject).toContain('Invitation');
    const token = await lastInvitationToken();
    const stored = await t.db.selectFrom('userInvitations').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirstOrThrow();
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(INVITATION_TTL_MS);

    const list = await rest<TManagedUserList>(app, 'GET', `/orgs/${f.org.id}/users`, { token: adminToken });
    expect(list.body.items.find((u) => u.id === invited.body.id)?.invitation.state).toBe('pending');

    const accepted = await accept({ token, username, password: NEW_PASSWORD });
    expect(accepted).toMatchObject({ status: 200, body: { ok: true, username } });
    const again = await accept({ token, username: `${username}x`, password: NEW_PASSWORD });
    expect(again).toMatchObject({ status: 422, body: { error: { param: 'token', type: 'invalid_invitation' } } });

    const session = await signIn(app, username, NEW_PASSWORD);
    const profile = await rest<{ role: { id: string } }>(app, 'GET', '/auth/profile', { token: session });
    expect(profile.status).toBe(200);
    const after = await trpcClient(app, { token: adminToken }).users.listOrg.query({ orgId: f.org.id });
    expect(after.items.find((u) => u.id === invited.body.id)).toMatchObject({ username, invitation: { state: 'accepted' } });
  });

  it("a lab admin's invitation goes out in the inviter's language; over tRPC too", async () => {
    const email = `${uniqueName('kolléga')}@lab.example.org`;
    const invited = await trpcClient(app, { token: labToken }).users.inviteLab.mutate({ labId: f.labs.plain.id, fullName: 'Kovács Kolléga', email });
    expect(invited).toMatchObject({ role: { id: 'lab_admin' }, invitation: { state: 'pending' } });
    const mail = (await invitationMails()).at(-1);
    expect(mail?.toAddresses).toEqual([email]);
    expect(mail?.subject).toContain('Meghívó');
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/invitation/`);
  });

  it('an invitation expires after 7 days; inviting the address again sends a new link and retires the old one', async () => {
    const username = uniqueName('late');
    const email = `${username}@provider.example.org`;
    await inviteOrg(adminToken, { fullName: 'Late Comer', email });
    const first = await lastInvitationToken();
    clock.advance(INVITATION_TTL_MS + 1000);
    expect(await accept({ token: first, username, password: NEW_PASSWORD })).toMatchObject({ status: 422, body: { error: { param: 'token', type: 'invalid_invitation' } } });
    const list = await rest<TManagedUserList>(app, 'GET', `/orgs/${f.org.id}/users`, { token: await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD) });
    const listed = list.body.items.find((u) => u.email === email);
    expect(listed?.invitation.state).toBe('expired');

    clock.reset();
    const renewed = await inviteOrg(adminToken, { fullName: 'Late Comer', email });
    expect(renewed.body.id).toBe(listed?.id);
    const second = await lastInvitationToken();
    expect(second).not.toBe(first);
    expect(await accept({ token: first, username, password: NEW_PASSWORD })).toMatchObject({ status: 422 });
    expect(await accept({ token: second, username, password: NEW_PASSWORD })).toMatchObject({ status: 200 });
    expect((await inviteOrg(adminToken, { fullName: 'Late Comer', email })).body).toMatchObject({ error: { type: 'email_in_use' } });
  });

  it('wrong tokens are limited by client address, before the token is looked at; a valid token gives its slot back', async () => {
    const max = ACCEPT_INVITATION_LIMITS.ip.max;
    const wrong = (i: number) => accept({ token: `wrong-${i}-${'x'.repeat(40)}`, username: 'whoever', password: NEW_PASSWORD });
    const username = uniqueName('guessed');
    await inviteOrg(adminToken, { fullName: 'Guessed', email: `${username}@provider.example.org` });
    const token = await lastInvitationToken();
    for (let i = 0; i < max - 1; i += 1) expect((await wrong(i)).status).toBe(422);
    // the valid token takes the last slot and gives it back: one more wrong token is still looked at
    expect((await accept({ token, username, password: NEW_PASSWORD })).status).toBe(200);
    expect((await wrong(max)).status).toBe(422);
    const limited = await wrong(max + 1);
    expect(limited).toMatchObject({ status: 429, body: { error: { type: 'rate_limit_error' } } });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    const late = uniqueName('late');
    await inviteOrg(adminToken, { fullName: 'Late', email: `${late}@provider.example.org` });
    const lateToken = await lastInvitationToken();
    expect((await accept({ token: lateToken, username: late, password: NEW_PASSWORD })).status).toBe(429);
    clock.advance(ACCEPT_INVITATION_LIMITS.ip.windowMs + 1000);
    expect((await accept({ token: lateToken, username: late, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a taken username and a weak password are 422 and leave the invitation usable', async () => {
    const username = uniqueName('picky');
    await inviteOrg(adminToken, { fullName: 'Picky', email: `${username}@provider.example.org` });
    const token = await lastInvitationToken();
    expect(await accept({ token, username: f.users.lab.username.toUpperCase(), password: NEW_PASSWORD })).toMatchObject({ status: 422, body: { error: { param: 'username', type: 'username_taken' } } });
    expect(await accept({ token, username, password: 'short' })).toMatchObject({ status: 422, body: { error: { param: 'password' } } });
    expect(await accept({ token, username: 'has space', password: NEW_PASSWORD })).toMatchObject({ status: 422, body: { error: { param: 'username' } } });
    expect((await accept({ token, username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("disabling a user ends its sessions at once and refuses its sign-in like a wrong password; re-enabling gives sign-in back", async () => {
    const second = await secondAdmin();
    expect((await rest(app, 'GET', '/auth/profile', { token: second.token })).status).toBe(200);
    const disabled = await rest<TManagedUser>(app, 'PATCH', `/orgs/${f.org.id}/users/${second.id}`, { token: adminToken, body: { disabled: true } });
    expect(disabled).toMatchObject({ status: 200, body: { disabled: true } });
    expect((await rest(app, 'GET', '/auth/profile', { token: second.token })).status).toBe(401);
    await expect(trpcClient(app, { token: second.token }).auth.profile.query()).rejects.toThrow();

    const refused = await rest<ErrorAnswer>(app, 'POST', '/auth/tokens', { body: { subject: second.username, password: NEW_PASSWORD } });
    const unknown = await rest<ErrorAnswer>(app, 'POST', '/auth/tokens', { body: { subject: `${second.username}-nobody`, password: NEW_PASSWORD } });
    expect(refused.status).toBe(unknown.status);
    expect(refused.body).toEqual(unknown.body);

    const enabled = await trpcClient(app, { token: adminToken }).users.updateOrg.mutate({ orgId: f.org.id, userId: second.id, disabled: false });
    expect(enabled.disabled).toBe(false);
    expect((await rest(app, 'GET', '/auth/profile', { token: second.token })).status).toBe(401);
    await signIn(app, second.username, NEW_PASSWORD);
  });

  it('the last active admin cannot be disabled, of an org or of a lab; a pending invitation does not count', async () => {
    const others = await t.db.selectFrom('users').select('id').where('orgId', '=', f.org.id).where('roleId', '=', 'org_admin').where('id', '<>', f.users.orgAdmin.id).execute();
    await t.db.updateTable('users').set({ disabled: true }).where('id', 'in', [0, ...others.map((o) => o.id)]).execute();
    await inviteOrg(adminToken, { fullName: 'Pending', email: `${uniqueName('pending')}@provider.example.org` });

    const self = await rest<ErrorAnswer>(app, 'PATCH', `/orgs/${f.org.id}/users/${f.users.orgAdmin.id}`, { token: adminToken, body: { disabled: true } });
    expect(self).toMatchObject({ status: 409, body: { error: { type: 'last_active_admin' } } });
    const error = await trpcClient(app, { token: adminToken })
      .users.updateOrg.mutate({ orgId: f.org.id, userId: f.users.orgAdmin.id, disabled: true })
      .catch((e: unknown) => appErrorOf(e));
    expect(error).toMatchObject({ status: 409, type: 'last_active_admin' });

    // the satellite lab has one user: its org admin cannot disable it
    const lastOfLab = await rest<ErrorAnswer>(app, 'PATCH', `/labs/${f.labs.satellite.id}/users/${f.users.satellite.id}`, { token: adminToken, body: { disabled: true } });
    expect(lastOfLab).toMatchObject({ status: 409, body: { error: { type: 'last_active_admin' } } });
    expect((await rest(app, 'GET', '/auth/profile', { token: adminToken })).status).toBe(200);
  });

  it('lab admins manage only their own lab (403 otherwise), never the org, and cannot invite an org admin', async () => {
    const coreToken = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    expect((await rest<TManagedUserList>(app, 'GET', `/labs/${f.labs.plain.id}/users`, { token: labToken })).status).toBe(200);
    expect((await rest(app, 'GET', `/labs/${f.labs.core.id}/users`, { token: labToken })).status).toBe(403);
    expect((await rest(app, 'GET', `/labs/${f.labs.satellite.id}/users`, { token: coreToken })).status).toBe(403);
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/users`, { token: labToken })).status).toBe(403);
    expect((await rest(app, 'POST', `/labs/${f.labs.core.id}/users`, { token: labToken, body: { fullName: 'X', email: 'x@lab.example.org' } })).status).toBe(403);
    expect((await rest(app, 'PATCH', `/labs/${f.labs.core.id}/users/${f.users.coreLab.id}`, { token: labToken, body: { disabled: true } })).status).toBe(403);
    expect((await inviteOrg(labToken, { fullName: 'X', email: 'x@lab.example.org' })).status).toBe(403);
    // role escalation
    const mailsBefore = (await invitationMails()).length;
    const escalation = await rest<ErrorAnswer>(app, 'POST', `/labs/${f.labs.plain.id}/users`, { token: labToken, body: { fullName: 'Boss', email: 'boss@lab.example.org', roleId: 'org_admin' } });
    expect(escalation.status).toBe(403);
    const trpcEscalation = await trpcClient(app, { token: labToken })
      .users.inviteLab.mutate({ labId: f.labs.plain.id, fullName: 'Boss', email: 'boss@lab.example.org', roleId: 'org_admin' })
      .catch((e: unknown) => appErrorOf(e));
    expect(trpcEscalation).toMatchObject({ status: 403 });
    expect((await inviteOrg(adminToken, { fullName: 'Lab', email: 'lab@lab.example.org', roleId: 'lab_admin' })).body).toMatchObject({ error: { param: 'roleId' } });
    expect((await invitationMails()).length).toBe(mailsBefore);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'boss@lab.example.org').execute()).toEqual([]);
    // a user of another lab is not found through this lab
    expect((await rest(app, 'PATCH', `/labs/${f.labs.plain.id}/users/${f.users.coreLab.id}`, { token: labToken, body: { disabled: true } })).status).toBe(404);
    // org admins of another org
    const otherToken = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/users`, { token: otherToken })).status).toBe(403);
    expect((await rest(app, 'GET', `/labs/${f.labs.plain.id}/users`, { token: otherToken })).status).toBe(403);
    // the org's admin manages the lab's users
    expect((await rest(app, 'GET', `/labs/${f.labs.plain.id}/users`, { token: adminToken })).status).toBe(200);
  });

  it('malformed input is 4xx, never 500', async () => {
    for (const [method, path, body] of [
      ['POST', `/orgs/${f.org.id}/users`, { fullName: '', email: 'nope' }],
      ['POST', `/orgs/${f.org.id}/users`, { fullName: 'A', email: 'a@b.example.org', roleId: 'root' }],
      ['PATCH', `/orgs/${f.org.id}/users/abc`, { disabled: true }],
      ['PATCH', `/orgs/${f.org.id}/users/${f.users.orgAdmin.id}`, {}],
      ['GET', '/orgs/99999999999/users', undefined],
    ] as const) {
      const answer = await rest(app, method, path, { token: adminToken, ...(body ? { body } : {}) });
      expect([400, 404, 422], `${method} ${path} ${JSON.stringify(body)}: ${answer.status}`).toContain(answer.status);
    }
    expect((await accept({ username: 'abc', password: NEW_PASSWORD })).status).toBe(422);
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/users`)).status).toBe(401);
  });
});
