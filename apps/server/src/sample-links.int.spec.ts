import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, insertSurvey, type ApiFixture } from '@eqa/api/testing/fixtures';
import { SAMPLE_LINK_TTL_MS } from '@eqa/core';
import { mutableClock, rest, signIn, startTestServer, trpcClient, type TestServer } from './testing/test-server';

/**
 * Sample links (spec 1 §7; issue 23; docs/decisions/sessions-and-links.md): the sample page opens with
 * a token signed for that sample and user, valid a few minutes, never the session token.
 */
const clock = mutableClock('2026-11-26T10:00:00.000Z');
let server: TestServer;
let fx: ApiFixture;
let sampleId: number;
let otherSampleId: number;

interface Link {
  sampleId: number;
  url: string;
  expiresAt: string;
}

beforeAll(async () => {
  server = await startTestServer({ wallClock: clock });
  fx = await createApiFixture(server.db);
  const { surveyId } = await insertSurvey(server.db, { orgId: fx.org.id, labIds: [fx.labs.satellite.id], startsAt: new Date('2026-11-01'), endsAt: new Date('2026-12-01') });
  const insert = (name: string) =>
    server.db
      .insertInto('samples')
      .values({ surveyId, name, description: null, url: `https://samples.example.org/${name}?edition=2026`, imageFileId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
  sampleId = (await insert('kk-1')).id;
  otherSampleId = (await insert('kk-2')).id;
});
afterAll(async () => {
  await server?.close();
});

const verify = (body: { token: string; sampleId: number; userId: number }) => rest<{ error?: { param: string; type: string } }>(server, 'POST', '/sample_links/verify', { body });

describe('sample links', () => {
  it('carry a short-lived token for the sample and the user, never the session token; the sample site can check it', async () => {
    const session = await signIn(server, fx.users.satellite.username, FIXTURE_PASSWORD);
    const answer = await rest<Link>(server, 'GET', `/samples/${sampleId}/link?language=hu`, { token: session });
    expect(answer.status).toBe(200);
    expect(answer.body.url).not.toContain(session);
    expect(answer.body.url).not.toContain(encodeURIComponent(session));
    const url = new URL(answer.body.url);
    expect(url.origin + url.pathname).toBe('https://samples.example.org/kk-1');
    expect(url.searchParams.get('edition')).toBe('2026');
    expect(url.searchParams.get('language')).toBe('hu');
    expect(url.searchParams.get('user_id')).toBe(String(fx.users.satellite.id));
    expect(new Date(answer.body.expiresAt).getTime()).toBe(clock.now().getTime() + SAMPLE_LINK_TTL_MS);
    const token = url.searchParams.get('token') ?? '';
    expect(token).not.toBe(session);
    // the token is no session: the API refuses it
    expect((await rest(server, 'GET', '/auth/profile', { token })).status).toBe(401);

    const checked = await verify({ token, sampleId, userId: fx.users.satellite.id });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ sampleId, userId: fx.users.satellite.id, expiresAt: answer.body.expiresAt });

    // refused: another sample, another user, a forged signature, then the same token once expired
    for (const wrong of [
      { token, sampleId: otherSampleId, userId: fx.users.satellite.id },
      { token, sampleId, userId: fx.users.coreLab.id },
      { token: `${token.slice(0, -2)}AA`, sampleId, userId: fx.users.satellite.id },
      { token: token.replace(`${sampleId}.`, `${otherSampleId}.`), sampleId: otherSampleId, userId: fx.users.satellite.id },
    ]) {
      const refused = await verify(wrong);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ param: 'token', type: 'invalid_sample_link' });
    }
    clock.advance(SAMPLE_LINK_TTL_MS + 1000);
    try {
      expect((await verify({ token, sampleId, userId: fx.users.satellite.id })).status).toBe(422);
    } finally {
      clock.advance(-(SAMPLE_LINK_TTL_MS + 1000));
    }
  });

  it('over tRPC the same; only users who see the survey get a link (the core lab of a taking-part satellite, its organisation)', async () => {
    const core = await signIn(server, fx.users.coreLab.username, FIXTURE_PASSWORD);
    const link = await trpcClient(server, { token: core }).surveys.sampleLink.query({ sampleId, language: 'en' });
    expect(link.url).not.toContain(core);
    expect(new URL(link.url).searchParams.get('user_id')).toBe(String(fx.users.coreLab.id));
    const admin = await signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD);
    expect((await rest(server, 'GET', `/samples/${sampleId}/link?language=en`, { token: admin })).status).toBe(200);

    for (const outsider of [fx.users.lab, fx.users.otherOrgAdmin]) {
      const token = await signIn(server, outsider.username, FIXTURE_PASSWORD);
      expect((await rest(server, 'GET', `/samples/${sampleId}/link?language=en`, { token })).status).toBe(404);
    }
    expect((await rest(server, 'GET', `/samples/${sampleId}/link?language=en`)).status).toBe(401);
  });
});
