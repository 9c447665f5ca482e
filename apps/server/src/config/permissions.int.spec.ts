import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../testing/test-server';
import { startConfigKit, type ConfigKit } from './config-test-kit';

/**
 * Spec 3 §6: only org administrators use the administration area. Every route of it (read from the
 * served OpenAPI document, tags config/*) answers 403 to a lab user and 401 without a session; the
 * /orgs/{orgId} and /labs/{labId}/profile/orgs/{orgId} routes answer 403 to an administrator of
 * another organisation.
 */
interface Route {
  method: string;
  path: string;
}

let kit: ConfigKit;
let routes: Route[];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Query values that make an input valid, so the org check (in the service) is reached. */
const REQUIRED_QUERY: Record<string, string> = {
  '/orgs/{orgId}/products/copy': '?year=2018',
  '/orgs/{orgId}/products/copy/check': '?year=2018',
  '/orgs/{orgId}/surveys/import/import_sample_result_merges': '?survey_id=1&from_survey_id=2',
};

function concrete(path: string, orgId: number, labId: number): string {
  return path
    .replace('{orgId}', String(orgId))
    .replace('{labId}', String(labId))
    .replace('{type}', 'nominal')
    .replace('{role}', 'result')
    .replace('{dimensionId}', 'result')
    .replace('{dimensionIds}', 'result')
    .replace('{name}', 'termsAndConditions')
    .replace(/\{[A-Za-z]+\}/g, '1');
}

beforeAll(async () => {
  kit = await startConfigKit();
  const document = await rest<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(kit.server, 'GET', '/openapi.json');
  routes = Object.entries(document.body.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags?.some((tag) => tag.startsWith('config/')))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await kit?.server.close();
});

describe('administration permissions (spec 3 §6)', () => {
  it('serves every §7 call of spec 3 as an org_admin route', () => {
    // the §7 calls, the survey job status (surveys_evaluation/{id}/job_runs/{runId}), the labs' result groups of a survey (surveys/{id}/result_groups)
    // a sample's reference values (list, set, clear), the organisation settings (settings: GET and PATCH) and the exchange rates (GET and PUT),
    // parameter groups (create, update, delete), the setup path, the legal document versions (list, template, draft, publish)
    // and the countries served (GET and PUT), and the POST twins of the five §7 writes behind GET (issue 36)
    expect(routes.length).toBe(119);
    const areas = ['/params', '/dimensions', '/units', '/schemes', '/scheme_versions', '/rounds', '/products', '/surveys', '/samples', '/profile/orgs', '/settings', '/exchange_rates', '/param_groups', '/setup_path', '/legal_documents', '/countries'];
    for (const area of areas) expect(routes.some((r) => r.path.includes(area)), area).toBe(true);
  });

  it('refuses a lab user with 403 on every admin call', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path, kit.fx.org.id, kit.fx.labs.plain.id) + (REQUIRED_QUERY[route.path] ?? '');
      const response = await rest<{ error: { type: string } }>(kit.server, route.method, path, {
        token: kit.labUser,
        ...(BODY_METHODS.has(route.method) ? { body: {} } : {}),
      });
      if (response.status !== 403 || response.body.error.type !== 'authorization_error') failures.push(`${route.method} ${path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = concrete(route.path, kit.fx.org.id, kit.fx.labs.plain.id) + (REQUIRED_QUERY[route.path] ?? '');
      const response = await rest(kit.server, route.method, path, BODY_METHODS.has(route.method) ? { body: {} } : {});
      if (response.status !== 401) failures.push(`${route.method} ${path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses an administrator of another organisation with 403 on the organisation's routes", async () => {
    const orgRoutes = routes.filter((r) => r.path.includes('{orgId}') && !BODY_METHODS.has(r.method));
    expect(orgRoutes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of orgRoutes) {
      const path = concrete(route.path, kit.fx.org.id, kit.fx.labs.plain.id) + (REQUIRED_QUERY[route.path] ?? '');
      const response = await rest(kit.server, route.method, path, { token: kit.otherAdmin });
      if (response.status !== 403) failures.push(`${route.method} ${path} → ${response.status}`);
    }
    expect(failures).toEqual([]);
    // and a write with a valid body
    const write = await kit.call('POST', `/orgs/${kit.fx.org.id}/schemes`, { shortName: 'X' }, kit.otherAdmin);
    expect(write.status).toBe(403);
  });
});
