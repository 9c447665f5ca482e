/**
 * The evaluation report at 2,000 labs (issue 24: p95 under 50 ms at 8 concurrent clients), as the
 * fixture's `lab` user (a lab user: contract and late-payment checks included), on the survey of
 * lib/report-server-process.ts (evaluated by the real job), beside the bare tRPC echo:
 * - REST `GET /api/v1/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation`: the
 *   full report of integrators (asked with `Accept-Encoding: gzip`; the server compresses it per
 *   request);
 * - the report as the web loads it (docs/decisions/report-shared-part.md): one client request is
 *   the lab's own part (tRPC `reports.evaluationOwn`, through the batch link's GET as the web sends
 *   it) and, in parallel on a second connection, the shared part (`GET …/reports/evaluation/shared`),
 *   both with `Accept-Encoding: gzip, deflate, br` as a browser sends; its latency is until both
 *   are read. Two rows: cold (no copy kept: the shared part's brotli bytes every time) and
 *   revalidation (the browser's kept copy: `If-None-Match` with its ETag, answered 304).
 *
 * Latency is measured per request by a closed loop of `connections` concurrent clients in this
 * process, so p95 is exact (autocannon reports p90 and p97.5, not p95). Each client sends its next
 * request when the previous answer is read in full, on keep-alive connections of its own
 * (lib/raw-http-connection.ts: the load generator shares the machine's two cores with the server
 * and PostgreSQL, and fetch cost it 3–4 ms of CPU per report load, mostly decoding the brotli body,
 * which a browser does on its own machine). Each row reports the CPU time per client request of
 * the server process, its PostgreSQL backends and this load generator.
 *
 * With a previous build (BENCH_PREVIOUS_ROOT), both servers run at once and each row is measured
 * on both in turns; BENCH_REPEATS runs the rows again (the machine's speed drifts between runs).
 * Before the loops the two parts merged by core labReport are checked against the full report
 * (equal; this build only, as the parts are this build's), and the full report's content (data
 * for every sample and group, the lab's own results marked).
 */
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { labReport } from '../../packages/core/src/evaluations/report/lab-report';
import type { TOwnReport, TSharedReport } from '../../packages/core/src/evaluations/report/report-parts.types';
import type { TEvaluationReport } from '../../packages/core/src/evaluations/report/report.types';
import { signIn, startBenchServer, trpcQueryPath, type BenchServer } from '../lib/harness';
import { RawHttpConnection } from '../lib/raw-http-connection';
import type { Build } from './first-screen';
import { startCpuSample } from '../lib/process-cpu';

interface ReportScenario {
  /** The server's database (its PostgreSQL backends' CPU time). */
  database: string;
  labId: number;
  surveyId: number;
  parameterId: number;
  labs: number;
  labResults: number;
}

interface LatencyFigures {
  name: string;
  build: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Body bytes of one client request as sent (compressed bodies as they are). */
  bytes: number;
  errors: number;
  load: number;
  /** CPU ms per client request: the server process, its PostgreSQL backends, this load generator. */
  cpu: { server: number; postgres: number; client: number };
}

/** One client request: whether every answer had its expected status, and the bytes of their bodies. */
interface Sent {
  ok: boolean;
  bytes: number;
}

/** A build's server, ready to be measured. */
interface Target {
  build: string;
  server: BenchServer;
  scenario: ReportScenario;
  url: URL;
  /** The client requests of each row, on a client's two connections. */
  sends: Map<string, (connections: RawHttpConnection[]) => Promise<Sent>>;
}

/** A GET on a connection, read in full; `expected`: the status that counts as success. */
async function get(connection: RawHttpConnection, path: string, headers: Record<string, string>, expected = 200): Promise<Sent> {
  const answer = await connection.send({ method: 'GET', path, headers });
  return { ok: answer.status === expected, bytes: answer.bytes };
}

/** Requests sent in parallel, as one client request (done when all are). */
async function together(...requests: Array<Promise<Sent>>): Promise<Sent> {
  const sent = await Promise.all(requests);
  return { ok: sent.every((s) => s.ok), bytes: sent.reduce((sum, s) => sum + s.bytes, 0) };
}

/** Keep-alive connections are opened anew after this idle time (node's keep-alive timeout is 5 s). */
const MAX_IDLE_MS = 4_000;

async function closedLoop(name: string, target: Target, connections: number, seconds: number): Promise<LatencyFigures> {
  const send = target.sends.get(name)!;
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const sample = startCpuSample(target.server.pid, target.scenario.database);
  const client0 = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const open: RawHttpConnection[] = [];
      const usable = () => {
        for (let i = 0; i < 2; i++) {
          if (!open[i]?.usable(MAX_IDLE_MS)) {
            open[i]?.close();
            open[i] = new RawHttpConnection(target.url);
          }
        }
        return open;
      };
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          const sent = await send(usable());
          latencies.push(performance.now() - t0);
          bytes = sent.bytes;
          if (!sent.ok) errors += 1;
        } catch {
          latencies.push(performance.now() - t0);
          errors += 1;
        }
      }
      for (const connection of open) connection.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = sample.stop();
  const client = process.cpuUsage(client0);
  const perRequest = (ms: number) => Math.round((ms / Math.max(1, latencies.length)) * 100) / 100;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  return {
    name,
    build: target.build,
    connections,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    bytes,
    errors,
    load: loadavg()[0]!,
    cpu: { server: perRequest(used.serverMs), postgres: perRequest(used.postgresMs), client: perRequest((client.user + client.system) / 1000) },
  };
}

/** The own part's GET as the web's tRPC batch link sends a single query. */
function trpcBatchQueryPath(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
}

const ROWS = {
  echo: 'tRPC platform.echo (no database)',
  full: 'REST GET …/reports/evaluation (full report)',
  cold: 'web: reports.evaluationOwn + GET …/evaluation/shared (cold: br body)',
  revalidation: 'web: reports.evaluationOwn + GET …/evaluation/shared (revalidation: 304)',
};

/** Starts a build's server and checks its report; `checkParts`: the two parts merged are the full report. */
async function prepare(build: Build, labs: number, checkParts: boolean): Promise<Target> {
  const server = await startBenchServer('report-server-process.ts', [String(labs)], build.root);
  const scenario = server.scenario as ReportScenario;
  const token = await signIn(server.url, server.fixture.users.lab.username, server.password);
  const auth = { authorization: `Bearer ${token}` };
  const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  const reportPath = `/api/v1/labs/${scenario.labId}/surveys/${scenario.surveyId}/parameters/${scenario.parameterId}/reports/evaluation`;
  const sharedPath = `${reportPath}/shared`;
  const ownPath = trpcBatchQueryPath('reports.evaluationOwn', { labId: scenario.labId, surveyId: scenario.surveyId, paramId: scenario.parameterId });
  const echoPath = trpcQueryPath('platform.echo', { message: 'ping' });

  const first = await fetch(server.url + reportPath, { headers: auth });
  if (!first.ok) throw new Error(`report: ${first.status} ${await first.text()}`);
  const report = (await first.json()) as TEvaluationReport;
  const drawn = report.charts.reduce((sum, c) => sum + c.values.length, 0);
  // The lab's result is drawn once per sample in all labs and once in its method group.
  const ownMarks = report.charts.reduce((sum, c) => sum + c.own.length, 0);
  if (report.noData || report.charts.length === 0 || ownMarks !== 2 * report.samples.length || report.youden.length === 0) {
    throw new Error(`report: unexpected content (noData ${report.noData}, ${report.charts.length} charts)`);
  }
  const sharedAnswer = await fetch(server.url + sharedPath, { headers: browser });
  const etag = sharedAnswer.headers.get('etag');
  const ownAnswer = await fetch(server.url + ownPath, { headers: auth });
  if (!sharedAnswer.ok || !ownAnswer.ok || etag === null) throw new Error(`report parts: ${sharedAnswer.status} / ${ownAnswer.status}, ETag ${etag}`);
  const shared = (await sharedAnswer.json()) as TSharedReport;
  const own = ((await ownAnswer.json()) as Array<{ result: { data: { json: TOwnReport } } }>)[0]!.result.data.json;
  if (checkParts && !isDeepStrictEqual(JSON.parse(JSON.stringify(labReport(shared, own))), report)) throw new Error('report parts: merged, they are not the full report');
  const revalidation = { ...browser, 'if-none-match': etag };
  if ((await fetch(server.url + sharedPath, { headers: revalidation })).status !== 304) throw new Error('report parts: the revalidation is not answered 304');
  console.log(
    `${build.name}: survey of ${scenario.labs} labs (${scenario.labResults} lab results); report: ${report.charts.length} chart series, ${drawn} points, ${report.youden.length} Youden plots; shared part ${sharedAnswer.headers.get('content-encoding')} ${sharedAnswer.headers.get('content-length')} bytes`,
  );
  const sends = new Map<string, (connections: RawHttpConnection[]) => Promise<Sent>>([
    [ROWS.echo, ([c]) => get(c!, echoPath, {})],
    [ROWS.full, ([c]) => get(c!, reportPath, { ...auth, 'accept-encoding': 'gzip' })],
    [ROWS.cold, ([a, b]) => together(get(a!, ownPath, browser), get(b!, sharedPath, browser))],
    [ROWS.revalidation, ([a, b]) => together(get(a!, ownPath, browser), get(b!, sharedPath, revalidation, 304))],
  ]);
  return { build: build.name, server, scenario, url: new URL(server.url), sends };
}

export async function reportBenchmark(options: { builds: Build[]; labs: number; connections: number[]; duration: number; repeats: number }): Promise<void> {
  const targets: Target[] = [];
  try {
    for (const build of options.builds) targets.push(await prepare(build, options.labs, build === options.builds.at(-1)));
    for (const target of targets) {
      await closedLoop(ROWS.full, target, 2, 2); // warm-up
      await closedLoop(ROWS.cold, target, 2, 2);
    }
    // BENCH_ONLY=<text>: only the rows whose name holds it (e.g. with BENCH_CPU_PROFILE, to profile one)
    const only = process.env.BENCH_ONLY;
    const rows: LatencyFigures[] = [];
    for (let repeat = 0; repeat < options.repeats; repeat++) {
      for (const connections of options.connections) {
        for (const name of Object.values(ROWS)) {
          if (only && !name.includes(only)) continue;
          for (const target of targets) rows.push(await closedLoop(name, target, connections, options.duration));
        }
      }
    }
    const { labs } = targets[0]!.scenario;
    console.log(`\n## evaluation report at ${labs} labs, ${options.duration} s each\n`);
    // CPU ms per client request: the server process / its PostgreSQL backends / this load generator
    console.log('| what | build | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | CPU ms server / PostgreSQL / client | bytes sent | requests | errors | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.build} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.cpu.server} / ${r.cpu.postgres} / ${r.cpu.client} | ${r.bytes} | ${r.requests} | ${r.errors} | ${r.load.toFixed(2)} |`,
      );
    }
  } finally {
    for (const target of targets) await target.server.stop();
  }
}
