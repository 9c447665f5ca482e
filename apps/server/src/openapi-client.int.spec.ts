import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * Issue 36 "The API document", tried as an integrator tries it: the document the server serves at
 * /api/v1/openapi.json passes Redocly's recommended rules (the engine `@redocly/cli lint` runs) with
 * 0 errors and 0 warnings (with the repository's redocly.yaml and its ignore file), and openapi-typescript generates a client from it against which a small
 * integrator's script type-checks (and a wrong one does not). One server, one generation, one
 * compiler program per script, all in this process.
 */
const PUBLIC_URL = 'https://eqa.example.org';
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What an integrator writes: polls what changed, pulls the invoices across labs, starts a copy with POST, reads an import report. */
const INTEGRATOR_SCRIPT = `
import type { components, paths } from './eqa-api';

const BASE = 'https://eqa.example.org/api/v1';
const headers = { authorization: 'Bearer eqa_key' };

type OrgInvoices = paths['/orgs/{orgId}/invoices']['get'];
type InvoicePage = OrgInvoices['responses'][200]['content']['application/json'];
type ErrorBody = components['schemas']['ErrorBody'];

export async function paidInvoicesSince(orgId: number, updatedSince: string): Promise<Array<{ id: number; lab: string; total: number }>> {
  const query: NonNullable<OrgInvoices['parameters']['query']> = { updatedSince, state: 'paid', year: 2026, limit: 100, offset: 0 };
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await fetch(\`\${BASE}/orgs/\${orgId}/invoices?\${search.toString()}\`, { headers });
  if (response.status === 403) {
    const refused = (await response.json()) as OrgInvoices['responses'][403]['content']['application/json'];
    const body: ErrorBody = refused;
    throw new Error(body.error.type);
  }
  const page = (await response.json()) as InvoicePage;
  return page.items.map((invoice) => ({ id: invoice.id, lab: invoice.labCode, total: invoice.total }));
}

type LabSurveys = paths['/labs/{labId}/surveys']['get'];
export async function openSurveysChangedSince(labId: number, updatedSince: string): Promise<Array<{ id: number; updatedAt: string }>> {
  const query: NonNullable<LabSurveys['parameters']['query']> = { status: 'in_progress', updatedSince };
  const response = await fetch(\`\${BASE}/labs/\${labId}/surveys?status=\${query.status}&updatedSince=\${encodeURIComponent(updatedSince)}\`, { headers });
  const page = (await response.json()) as LabSurveys['responses'][200]['content']['application/json'];
  return page.items.filter((survey) => !survey.validated).map((survey) => ({ id: survey.id, updatedAt: survey.updatedAt }));
}

type CopyProducts = paths['/orgs/{orgId}/products/copy']['post'];
export async function copyProducts(orgId: number, year: number): Promise<string> {
  const body: CopyProducts['requestBody']['content']['application/json'] = { year };
  const response = await fetch(\`\${BASE}/orgs/\${orgId}/products/copy\`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const status = (await response.json()) as CopyProducts['responses'][200]['content']['application/json'];
  return status.state;
}

/** The documented headers: the total of a paged list, the key that makes a retried import safe. */
export function totalOf(response: Response): OrgInvoices['responses'][200]['headers']['X-Total-Count'] {
  return Number(response.headers.get('x-total-count'));
}
export const importHeaders: NonNullable<paths['/labs/{labId}/surveys/{surveyId}/results/import']['post']['parameters']['header']> = { 'Idempotency-Key': 'import-2026-1' };

type Import = paths['/labs/{labId}/surveys/{surveyId}/results/import']['post'];
export function refusedRows(report: Import['responses'][200]['content']['application/json']): number[] {
  return report.rows.filter((row) => row.status === 'refused').map((row) => row.row);
}
`;

/** The same script with a state the API does not have and a field it does not answer. */
const WRONG_SCRIPT = `
import type { paths } from './eqa-api';
type OrgInvoices = paths['/orgs/{orgId}/invoices']['get'];
export const query: NonNullable<OrgInvoices['parameters']['query']> = { state: 'overdue' };
export const lab = (page: OrgInvoices['responses'][200]['content']['application/json']) => page.items[0]?.laboratory;
`;

/**
 * The pairs of the specs' own paths that Redocly's no-ambiguous-paths reads as overlapping, each
 * ignored by one pointer of the repository's .redocly.lint-ignore.yaml (docs/decisions/api.md
 * "OpenAPI document": none overlaps on the wire; renaming them would break the spec's API).
 * Listed one by one so a new overlap fails.
 */
const SPEC_OVERLAPS = [
  '/labs/{labId}/surveys/documents/{year}/{round} ~ /labs/{labId}/surveys/{surveyId}/parameters/{paramId}',
  '/labs/{labId}/surveys/documents/{year}/{round} ~ /labs/{labId}/surveys/{surveyId}/result_groups/{groupId}',
  '/labs/{labId}/surveys/documents/{year}/{round} ~ /labs/{labId}/surveys/{surveyId}/files/{fileId}',
  '/labs/{labId}/surveys/documents/{year}/{round} ~ /labs/{labId}/surveys/{surveyId}/documents/{path}',
  '/labs/{labId}/surveys/{surveyId}/form ~ /labs/{labId}/surveys/documents/{path}',
  '/params/param_groups/{id} ~ /params/{id}/values',
  '/params/param_groups/{id} ~ /params/{id}/scheme_versions',
];

let server: TestServer;
let document: Record<string, unknown>;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ settings: { publicUrl: PUBLIC_URL } });
  const response = await fetch(`${server.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Record<string, unknown>;
  dir = await mkdtemp(join(tmpdir(), 'eqa-openapi-client-'));
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Type-checks one script beside the generated client; the diagnostics as text. */
function typeCheck(scriptName: string): string[] {
  const program = ts.createProgram([join(dir, scriptName)], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName.split('/').pop() ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('the served /api/v1 OpenAPI document, as an integrator uses it', () => {
  it('passes Redocly lint with the recommended rules and the repository configuration: 0 errors, 0 warnings', async () => {
    // as `redocly lint openapi.json` reads redocly.yaml and .redocly.lint-ignore.yaml at the repository root
    const config = await loadConfig({ configPath: join(REPO_ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: join(REPO_ROOT, 'openapi.json'), config });
    expect(problems.filter((p) => !p.ignored).map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
    const ignored = problems.filter((p) => p.ignored);
    expect(ignored.every((p) => p.ruleId === 'no-ambiguous-paths')).toBe(true);
    expect(ignored.map((p) => /`([^`]+)` and `([^`]+)`/.exec(p.message)?.slice(1).join(' ~ ')).sort()).toEqual([...SPEC_OVERLAPS].sort());
  }, 120_000);

  it('generates a typed client with openapi-typescript that a small integrator script type-checks against', async () => {
    const client = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    expect(client).toContain('"/orgs/{orgId}/invoices"');
    await writeFile(join(dir, 'eqa-api.ts'), client);
    await writeFile(join(dir, 'integrator.ts'), INTEGRATOR_SCRIPT);
    await writeFile(join(dir, 'wrong.ts'), WRONG_SCRIPT);
    expect(typeCheck('integrator.ts')).toEqual([]);
    // the check has teeth: a state the API does not have and a field it does not answer are refused
    const wrong = typeCheck('wrong.ts');
    expect(wrong.some((message) => message.includes('"overdue"'))).toBe(true);
    expect(wrong.some((message) => message.includes("'laboratory'"))).toBe(true);
  }, 120_000);
});
