import { expect } from 'vitest';
import { FIXTURE_PASSWORD, createApiFixture, type ApiFixture } from '@eqa/api/testing/fixtures';
import { rest, signIn, startTestServer, type RestResponse, type TestServer } from '../testing/test-server';

/**
 * Shared set-up of the administration (spec 3) integration tests: the real app on an ephemeral port
 * with a fresh database, the API fixture (orgs, labs, users), and signed-in tokens of an org admin,
 * an org admin of the other org and a lab user.
 */
export interface ConfigKit {
  server: TestServer;
  fx: ApiFixture;
  admin: string;
  otherAdmin: string;
  labUser: string;
  /** REST call as the org admin. */
  call<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<RestResponse<T>>;
}

let ipCounter = 0;

export async function startConfigKit(options: { demoDate?: string } = {}): Promise<ConfigKit> {
  const server = await startTestServer(
    options.demoDate ? { settings: { demoMode: true, defaultDemoDate: options.demoDate } } : {},
  );
  const fx = await createApiFixture(server.db);
  ipCounter += 1;
  const ip = `10.9.${ipCounter}.1`;
  const [admin, otherAdmin, labUser] = await Promise.all([
    signIn(server, fx.users.orgAdmin.username, FIXTURE_PASSWORD, ip),
    signIn(server, fx.users.otherOrgAdmin.username, FIXTURE_PASSWORD, ip),
    signIn(server, fx.users.lab.username, FIXTURE_PASSWORD, ip),
  ]);
  return {
    server,
    fx,
    admin,
    otherAdmin,
    labUser,
    call: <T>(method: string, path: string, body?: unknown, token: string = admin) =>
      rest<T>(server, method, path, { token, ...(body !== undefined ? { body } : {}) }),
  };
}

/**
 * Asserts a 422 naming `param`; with `type`, its message code (an i18n key, API_MESSAGES or a rule
 * code), and with `params`, the values its text names.
 */
export function expect422(response: RestResponse, param: string, type?: string, params?: Record<string, string | number>): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status: 422,
    body: { error: { param, type: type ?? expect.any(String), ...(params !== undefined ? { params } : {}) } },
  });
}

/** Asserts a 409 in_use_error with a message. */
export function expect409InUse(response: RestResponse): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status: 409,
    body: { error: { type: 'in_use_error', message: expect.stringMatching(/./) } },
  });
}

/** Asserts success and answers the body. */
export function ok<T>(response: RestResponse<T>, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

/** The demo date the admin tests run at (editable round years 2016–2018). */
export const TEST_NOW = '2017-06-15T05:00:00.000Z';

/** A scheme, a scheme version with the given parameters, and a round of the fixture org, straight into the database. */
export async function insertCatalog(
  kit: ConfigKit,
  input: { shortName: string; year: number; ordinal: number; parameterIds?: number[]; orgId?: number },
): Promise<{ schemeId: number; schemeVersionId: number; roundId: number }> {
  const db = kit.server.db;
  const orgId = input.orgId ?? kit.fx.org.id;
  const scheme = await db.insertInto('schemes').values({ orgId, shortName: input.shortName, name: null }).returning('id').executeTakeFirstOrThrow();
  const version = await db
    .insertInto('schemeVersions')
    .values({ schemeId: scheme.id, name: { en: `${input.shortName} version`, hu: `${input.shortName} változat` }, description: { en: 'Version text' } })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, parameterId] of (input.parameterIds ?? []).entries()) {
    await db.insertInto('schemeVersionParameters').values({ schemeVersionId: version.id, parameterId, ordinal: index + 1 }).execute();
  }
  const existing = await db.selectFrom('rounds').select('id').where('orgId', '=', orgId).where('year', '=', input.year).where('ordinal', '=', input.ordinal).executeTakeFirst();
  const round =
    existing ??
    (await db
      .insertInto('rounds')
      .values({ orgId, name: `${input.year}/${input.ordinal}`, year: input.year, ordinal: input.ordinal })
      .returning('id')
      .executeTakeFirstOrThrow());
  return { schemeId: scheme.id, schemeVersionId: version.id, roundId: round.id };
}
