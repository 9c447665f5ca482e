import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReport, ZOwnReport, ZSharedReport, type TEvaluationReport, type TOwnReport, type TSharedReport } from '@eqa/core';
import type { TestDatabase } from '@eqa/db/testing/test-database';
import { evaluateSurvey } from '@eqa/jobs';
import { rawGet } from '../../testing/raw-get';
import { rest, trpcClient, type TestApp } from '../../testing/test-app';
import { startReportTestApp, type EvaluationScenario, type ScenarioTokens } from '../../services/reports/testing/evaluation-scenario';

/**
 * The report in two parts (docs/decisions/report-shared-part.md): GET …/reports/{kind}/shared (the
 * part every lab shares, pre-encoded, ETag, 304) and reports.evaluationOwn / GET …/{kind}/own (the
 * lab's part), merged by core labReport into the full report, through the real HTTP stack.
 */

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

let t: TestDatabase;
let app: TestApp;
let s: EvaluationScenario;
let tokens: ScenarioTokens;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, app, s, tokens, close } = await startReportTestApp());
});

afterAll(async () => {
  await close?.();
});

type Kind = 'evaluation' | 'pre_evaluation';
const reportPath = (labId: number, surveyId: number, paramId: number, kind: Kind = 'evaluation') => `/labs/${labId}/surveys/${surveyId}/parameters/${paramId}/reports/${kind}`;
const sharedUrl = (labId: number, surveyId: number, paramId: number, kind: Kind = 'evaluation') => `${app.url}/api/v1${reportPath(labId, surveyId, paramId, kind)}/shared`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The shared part as the web loads it (fetch decodes the coding). */
async function sharedPart(labId: number, surveyId: number, paramId: number, token: string, kind: Kind = 'evaluation'): Promise<TSharedReport> {
  const response = await fetch(sharedUrl(labId, surveyId, paramId, kind), { headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' } });
  expect(response.status).toBe(200);
  return ZSharedReport.parse(await response.json());
}

describe('GET …/reports/evaluation/shared', () => {
  it('answers the same JSON in brotli, gzip or none, as Accept-Encoding allows, with Vary, an ETag per coding and private, no-cache', async () => {
    const { plain } = s.f.labs;
    const url = sharedUrl(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId);
    const br = await rawGet(url, { ...bearer(tokens.lab), 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url, { ...bearer(tokens.lab), 'accept-encoding': 'gzip' });
    const identity = await rawGet(url, bearer(tokens.lab));
    const refused = await rawGet(url, { ...bearer(tokens.lab), 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect([br.status, gzip.status, identity.status, refused.status]).toEqual([200, 200, 200, 200]);
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding'], refused.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ]);
    const json = identity.bytes.toString('utf8');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(json);
    expect(refused.bytes.toString('utf8')).toBe(json);
    expect(br.bytes.length).toBeLessThan(gzip.bytes.length);
    expect(gzip.bytes.length).toBeLessThan(identity.bytes.length / 2);
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    }
    const shared = ZSharedReport.parse(JSON.parse(json));
    const etags = [br, gzip, identity].map((a) => a.headers.etag);
    expect(etags).toEqual([`"${shared.version}-br"`, `"${shared.version}-gzip"`, `"${shared.version}"`]);
    // other labs are anonymous: no lab, no result group in the shared part
    expect(json).not.toContain('resultGroupId');
    expect(json).not.toContain('labId');
    expect(json).not.toContain('participants');
    expect(shared.charts.length).toBeGreaterThan(0);
  });

  it('answers 304 without a body when If-None-Match names the current ETag of the coding, and the body otherwise', async () => {
    const { plain } = s.f.labs;
    const url = sharedUrl(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId);
    const headers = { ...bearer(tokens.lab), 'accept-encoding': 'gzip, br' };
    const first = await rawGet(url, headers);
    const etag = String(first.headers.etag);
    const again = await rawGet(url, { ...headers, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect((await rawGet(url, { ...headers, 'if-none-match': `"other", ${etag}` })).status).toBe(304);
    expect((await rawGet(url, { ...headers, 'if-none-match': '"other"' })).status).toBe(200);
    // the brotli copy's ETag does not stand for the gzip answer
    expect((await rawGet(url, { ...bearer(tokens.lab), 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('checks access on every request, a revalidation too: the same refusals as the report', async () => {
    const { plain, core, satellite } = s.f.labs;
    const { surveyId } = s.evaluated;
    const paramId = s.catalog.numericParameterId;
    const current = await rawGet(sharedUrl(plain.id, surveyId, paramId), { ...bearer(tokens.lab), 'accept-encoding': 'br' });
    const cases = [
      { name: "another lab's user", labId: core.id, token: tokens.lab },
      { name: 'a satellite reading its core lab', labId: core.id, token: tokens.satellite },
      { name: "another org's staff", labId: plain.id, token: tokens.otherAdmin },
      { name: 'nobody signed in', labId: plain.id, token: '' },
      { name: 'a survey the lab is not in', labId: plain.id, token: tokens.lab, surveyId: s.running.surveyId + 1000 },
      { name: 'a parameter the survey has not', labId: plain.id, token: tokens.lab, paramId: 999_999 },
    ];
    for (const c of cases) {
      const at = [c.labId, c.surveyId ?? surveyId, c.paramId ?? paramId] as const;
      const headers = { ...(c.token ? bearer(c.token) : {}), 'accept-encoding': 'br', 'if-none-match': String(current.headers.etag) };
      const full = await rest<ErrorBody>(app, 'GET', reportPath(...at), c.token ? { token: c.token } : {});
      const shared = await rawGet(sharedUrl(...at), headers);
      expect(full.status, c.name).toBeGreaterThanOrEqual(401);
      expect(shared.status, c.name).toBe(full.status);
      expect((JSON.parse(shared.bytes.toString('utf8')) as ErrorBody).error.type, c.name).toBe(full.body.error.type);
    }
    expect((await rawGet(sharedUrl(satellite.id, surveyId, paramId), bearer(tokens.coreLab))).status).toBe(200);
    expect((await rawGet(sharedUrl(plain.id, surveyId, paramId), bearer(tokens.admin))).status).toBe(200);
  });

  it('answers 403 late_payment_error to a lab with an overdue invoice (own part too); org users still get it', async () => {
    const { small } = s.f.labs;
    const at = [small.id, s.evaluated.surveyId, s.catalog.numericParameterId] as const;
    const shared = await rawGet(sharedUrl(...at), bearer(tokens.small));
    expect(shared.status).toBe(403);
    expect((JSON.parse(shared.bytes.toString('utf8')) as ErrorBody).error.type).toBe('late_payment_error');
    const own = await rest<ErrorBody>(app, 'GET', `${reportPath(...at)}/own`, { token: tokens.small });
    expect(own.status).toBe(403);
    expect(own.body.error.type).toBe('late_payment_error');
    const viaTrpc = await trpcClient(app, { token: tokens.small })
      .reports.evaluationOwn.query({ labId: small.id, surveyId: s.evaluated.surveyId, paramId: s.catalog.numericParameterId })
      .catch((e: unknown) => e);
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({ httpStatus: 403, appError: { type: 'late_payment_error' } });
    expect((await rawGet(sharedUrl(...at), bearer(tokens.admin))).status).toBe(200);
  });

  it('refuses a blocked lab, and a survey phase the report refuses (422 survey_not_evaluated)', async () => {
    const { plain } = s.f.labs;
    const notYet = await rawGet(sharedUrl(plain.id, s.preEvaluated.surveyId, s.catalog.numericParameterId), bearer(tokens.lab));
    expect(notYet.status).toBe(422);
    expect(JSON.parse(notYet.bytes.toString('utf8'))).toMatchObject({ error: { param: 'surveyId', type: 'survey_not_evaluated' } });
    await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', plain.id).execute();
    try {
      const blocked = await rawGet(sharedUrl(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId), bearer(tokens.lab));
      expect(blocked.status).toBe(403);
      expect(JSON.parse(blocked.bytes.toString('utf8'))).toMatchObject({ error: { type: 'access_blocked_error' } });
    } finally {
      await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', plain.id).execute();
    }
  });
});

describe('the own part merged with the shared part (as the web does) is the full report', () => {
  /** The full report (REST), and core labReport of the two parts over REST and over tRPC. */
  async function bothWays(labId: number, surveyId: number, paramId: number, token: string, kind: Kind = 'evaluation') {
    const full = await rest<TEvaluationReport>(app, 'GET', reportPath(labId, surveyId, paramId, kind), { token });
    expect(full.status).toBe(200);
    const shared = await sharedPart(labId, surveyId, paramId, token, kind);
    const ownRest = await rest<TOwnReport>(app, 'GET', `${reportPath(labId, surveyId, paramId, kind)}/own`, { token });
    expect(ownRest.status).toBe(200);
    const client = trpcClient(app, { token });
    const input = { labId, surveyId, paramId };
    const ownTrpc = kind === 'evaluation' ? await client.reports.evaluationOwn.query(input) : await client.reports.preEvaluationOwn.query(input);
    expect(ownRest.body).toEqual(ownTrpc);
    expect(ZOwnReport.parse(ownRest.body).sharedVersion).toBe(shared.version);
    return { full: full.body, merged: labReport(shared, ownRest.body), mergedTrpc: labReport(shared, ownTrpc), shared, own: ownRest.body };
  }

  it.each([
    { name: 'a numeric parameter', param: () => s.catalog.numericParameterId, kind: 'evaluation' as const },
    { name: 'a nominal parameter', param: () => s.catalog.nominalParameterId, kind: 'evaluation' as const },
    { name: 'a parameter nobody reported (noData)', param: () => s.catalog.emptyParameterId, kind: 'evaluation' as const },
  ])('$name', async ({ param, kind }) => {
    const { plain } = s.f.labs;
    const { full, merged, mergedTrpc, own } = await bothWays(plain.id, s.evaluated.surveyId, param(), tokens.lab, kind);
    expect(merged).toEqual(full);
    expect(mergedTrpc).toEqual(full);
    // the own part is small: the lab's rows, not every lab's
    expect(own.rows.every((r) => r.labId === plain.id)).toBe(true);
  });

  it('for the pre-evaluation, for a core lab reading its satellite, and for staff', async () => {
    const { plain, satellite } = s.f.labs;
    const pre = await bothWays(plain.id, s.preEvaluated.surveyId, s.catalog.numericParameterId, tokens.lab, 'pre_evaluation');
    expect(pre.merged).toEqual(pre.full);
    expect(pre.full.noData).toBe(false);
    const core = await bothWays(satellite.id, s.evaluated.surveyId, s.catalog.numericParameterId, tokens.coreLab);
    expect(core.merged).toEqual(core.full);
    const staff = await bothWays(plain.id, s.evaluated.surveyId, s.catalog.numericParameterId, tokens.admin);
    expect(staff.merged).toEqual(staff.full);
  });

  it('without a run (staff before publication): noData, run null, the empty shared part', async () => {
    const { plain } = s.f.labs;
    const { full, merged, shared } = await bothWays(plain.id, s.preEvaluated.surveyId, s.catalog.numericParameterId, tokens.admin);
    expect(full).toMatchObject({ noData: true, run: null });
    expect(shared).toMatchObject({ noData: true, statistics: [], charts: [], youden: [], histograms: [], nominal: [] });
    expect(merged).toEqual(full);
  });

  it('a new run is a new version: the old ETag gets the new body, and the parts agree again', async () => {
    const { plain } = s.f.labs;
    const at = [plain.id, s.evaluated.surveyId, s.catalog.numericParameterId] as const;
    const before = await rawGet(sharedUrl(...at), { ...bearer(tokens.lab), 'accept-encoding': 'gzip' });
    await evaluateSurvey(t.db, { surveyId: s.evaluated.surveyId, kind: 'evaluation' });
    const after = await rawGet(sharedUrl(...at), { ...bearer(tokens.lab), 'accept-encoding': 'gzip', 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const { full, merged, own } = await bothWays(...at, tokens.lab);
    expect(own.run?.id).toBe(full.run?.id);
    expect(merged).toEqual(full);
  });
});
