/**
 * The evaluation report at 2,000 labs (issue 24: p95 under 50 ms at 8 concurrent clients), as the
 * fixture's `lab` user (a lab user: contract and late-payment checks included), on the survey of
 * lib/report-server-process.ts (evaluated by the real job), beside the bare tRPC echo:
 * - REST `GET /api/v1/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation`: the
 *   full report of integrators (Node's fetch asks for gzip; the server compresses it per request);
 * - the report as the web loads it (docs/decisions/report-shared-part.md): one client request is
 *   the lab's own part (tRPC `reports.evaluationOwn`, through the batch link's GET as the web sends
 *   it) and, in parallel, the shared part (`GET …/reports/evaluation/shared` with
 *   `Accept-Encoding: gzip, deflate, br` as a browser sends); its latency is until both are read.
 *   Two rows: cold (no copy kept: the shared part's brotli bytes every time) and revalidation (the
 *   browser's kept copy: `If-None-Match` with its ETag, answered 304).
 *
 * Latency is measured per request by a closed loop of `connections` concurrent clients (fetch,
 * keep-alive) in this process, so p95 is exact (autocannon reports p90 and p97.5, not p95). Each
 * client sends its next request when the previous answer is read in full. Before the loops the
 * two parts merged by core labReport are checked against the full report (equal), and the full
 * report's content (data for every sample and group, the lab's own results marked).
 */
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { labReport } from '../../packages/core/src/evaluations/report/lab-report';
import type { TOwnReport, TSharedReport } from '../../packages/core/src/evaluations/report/report-parts.types';
import type { TEvaluationReport } from '../../packages/core/src/evaluations/report/report.types';
import { signIn, startBenchServer, trpcQueryPath } from '../lib/harness';

interface ReportScenario {
  labId: number;
  surveyId: number;
  parameterId: number;
  labs: number;
  labResults: number;
}

interface LatencyFigures {
  name: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Body bytes of one client request as read (decoded), and each answer's Content-Length (null: compressed on the fly). */
  bytes: number;
  sent: Array<number | null>;
  errors: number;
  load: number;
}

/** One client request: what it read (decoded), each answer's Content-Length, or that it failed. */
interface Sent {
  ok: boolean;
  bytes: number;
  sent: Array<number | null>;
}

/** A GET, read in full; `expected`: the statuses that count as success. */
async function get(url: string, headers: Record<string, string>, expected: readonly number[] = [200]): Promise<Sent> {
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const length = response.headers.get('content-length');
  return { ok: expected.includes(response.status), bytes: body.byteLength, sent: [response.status === 304 ? 0 : length === null ? null : Number(length)] };
}

/** Requests sent in parallel, as one client request (done when all are). */
async function together(...requests: Array<Promise<Sent>>): Promise<Sent> {
  const sent = await Promise.all(requests);
  return { ok: sent.every((s) => s.ok), bytes: sent.reduce((sum, s) => sum + s.bytes, 0), sent: sent.flatMap((s) => s.sent) };
}

async function closedLoop(name: string, connections: number, seconds: number, send: () => Promise<Sent>): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let last: Sent = { ok: true, bytes: 0, sent: [] };
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        last = await send();
        latencies.push(performance.now() - t0);
        if (!last.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return {
    name,
    connections,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    bytes: last.bytes,
    sent: last.sent,
    errors,
    load: loadavg()[0]!,
  };
}

/** The own part's GET as the web's tRPC batch link sends a single query. */
function trpcBatchQueryPath(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
}

export async function reportBenchmark(options: { labs: number; connections: number[]; duration: number }): Promise<void> {
  const server = await startBenchServer('report-server-process.ts', [String(options.labs)]);
  try {
    const scenario = server.scenario as ReportScenario;
    const token = await signIn(server.url, server.fixture.users.lab.username, server.password);
    const auth = { authorization: `Bearer ${token}` };
    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
    const reportUrl = `${server.url}/api/v1/labs/${scenario.labId}/surveys/${scenario.surveyId}/parameters/${scenario.parameterId}/reports/evaluation`;
    const sharedUrl = `${reportUrl}/shared`;
    const ownUrl = server.url + trpcBatchQueryPath('reports.evaluationOwn', { labId: scenario.labId, surveyId: scenario.surveyId, paramId: scenario.parameterId });
    const echoUrl = server.url + trpcQueryPath('platform.echo', { message: 'ping' });

    const first = await fetch(reportUrl, { headers: auth });
    if (!first.ok) throw new Error(`report: ${first.status} ${await first.text()}`);
    const report = (await first.json()) as TEvaluationReport;
    const drawn = report.charts.reduce((sum, c) => sum + c.values.length, 0);
    // The lab's result is drawn once per sample in all labs and once in its method group.
    const ownMarks = report.charts.reduce((sum, c) => sum + c.own.length, 0);
    if (report.noData || report.charts.length === 0 || ownMarks !== 2 * report.samples.length || report.youden.length === 0) {
      throw new Error(`report: unexpected content (noData ${report.noData}, ${report.charts.length} charts)`);
    }
    const sharedAnswer = await fetch(sharedUrl, { headers: browser });
    const etag = sharedAnswer.headers.get('etag');
    const ownAnswer = await fetch(ownUrl, { headers: auth });
    if (!sharedAnswer.ok || !ownAnswer.ok || etag === null) throw new Error(`report parts: ${sharedAnswer.status} / ${ownAnswer.status}, ETag ${etag}`);
    const shared = (await sharedAnswer.json()) as TSharedReport;
    const own = ((await ownAnswer.json()) as Array<{ result: { data: { json: TOwnReport } } }>)[0]!.result.data.json;
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(labReport(shared, own))), report)) throw new Error('report parts: merged, they are not the full report');
    const revalidation = { ...browser, 'if-none-match': etag };
    if ((await fetch(sharedUrl, { headers: revalidation })).status !== 304) throw new Error('report parts: the revalidation is not answered 304');
    console.log(
      `survey of ${scenario.labs} labs (${scenario.labResults} lab results); report: ${report.charts.length} chart series, ${drawn} points, ${report.youden.length} Youden plots; shared part ${sharedAnswer.headers.get('content-encoding')} ${sharedAnswer.headers.get('content-length')} bytes`,
    );

    const web = () => together(get(ownUrl, auth), get(sharedUrl, browser));
    const webRevalidating = () => together(get(ownUrl, auth), get(sharedUrl, revalidation, [304]));
    await closedLoop('warm-up', 2, 2, () => get(reportUrl, auth));
    await closedLoop('warm-up', 2, 2, web);
    const rows: LatencyFigures[] = [];
    for (const connections of options.connections) {
      rows.push(await closedLoop('tRPC platform.echo (no database)', connections, options.duration, () => get(echoUrl, {})));
      rows.push(await closedLoop('REST GET …/reports/evaluation (full report)', connections, options.duration, () => get(reportUrl, auth)));
      rows.push(await closedLoop('web: reports.evaluationOwn + GET …/evaluation/shared (cold: br body)', connections, options.duration, web));
      rows.push(await closedLoop('web: reports.evaluationOwn + GET …/evaluation/shared (revalidation: 304)', connections, options.duration, webRevalidating));
    }
    console.log(`\n## evaluation report at ${scenario.labs} labs, ${options.duration} s each\n`);
    // bytes sent: each answer's Content-Length ('–': compressed by the server as it went, no length)
    console.log('| what | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | bytes read | bytes sent | requests | errors | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.bytes} | ${r.sent.map((n) => n ?? '–').join(' + ')} | ${r.requests} | ${r.errors} | ${r.load.toFixed(2)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}
