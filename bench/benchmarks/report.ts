/**
 * The evaluation report endpoint at 2,000 labs (issue 4: p95 under 50 ms): REST
 * `GET /api/v1/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation` as the
 * fixture's `lab` user (a lab user: contract and late-payment checks included), on the survey of
 * lib/report-server-process.ts (evaluated by the real job), beside the bare tRPC echo.
 *
 * Latency is measured per request by a closed loop of `connections` concurrent clients (fetch,
 * keep-alive) in this process, so p95 is exact (autocannon reports p90 and p97.5, not p95). Each
 * client sends its next request when the previous answer is read in full. The first answer is
 * checked (200, data for every sample and group, the lab's own results marked).
 */
import { loadavg } from 'node:os';
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
  bytes: number;
  errors: number;
  load: number;
}

async function closedLoop(name: string, url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LatencyFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const response = await fetch(url, { headers });
        const body = await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        bytes = body.byteLength;
        if (!response.ok) errors += 1;
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
    bytes,
    errors,
    load: loadavg()[0]!,
  };
}

interface ReportShape {
  noData: boolean;
  statistics: Array<{ own: unknown[] }>;
  charts: Array<{ values: number[]; own: unknown[] }>;
  youden: unknown[];
  samples: unknown[];
}

export async function reportBenchmark(options: { labs: number; connections: number[]; duration: number }): Promise<void> {
  const server = await startBenchServer('report-server-process.ts', [String(options.labs)]);
  try {
    const scenario = server.scenario as ReportScenario;
    const token = await signIn(server.url, server.fixture.users.lab.username, server.password);
    const headers = { authorization: `Bearer ${token}` };
    const reportUrl = `${server.url}/api/v1/labs/${scenario.labId}/surveys/${scenario.surveyId}/parameters/${scenario.parameterId}/reports/evaluation`;
    const echoUrl = server.url + trpcQueryPath('platform.echo', { message: 'ping' });

    const first = await fetch(reportUrl, { headers });
    if (!first.ok) throw new Error(`report: ${first.status} ${await first.text()}`);
    const report = (await first.json()) as ReportShape;
    const drawn = report.charts.reduce((sum, c) => sum + c.values.length, 0);
    // The lab's result is drawn once per sample in all labs and once in its method group.
    const ownMarks = report.charts.reduce((sum, c) => sum + c.own.length, 0);
    if (report.noData || report.charts.length === 0 || ownMarks !== 2 * report.samples.length || report.youden.length === 0) {
      throw new Error(`report: unexpected content (noData ${report.noData}, ${report.charts.length} charts)`);
    }
    console.log(`survey of ${scenario.labs} labs (${scenario.labResults} lab results); report: ${report.charts.length} chart series, ${drawn} points, ${report.youden.length} Youden plots`);

    await closedLoop('warm-up', reportUrl, headers, 2, 2);
    const rows: LatencyFigures[] = [];
    for (const connections of options.connections) {
      rows.push(await closedLoop('tRPC platform.echo (no database)', echoUrl, {}, connections, options.duration));
      rows.push(await closedLoop('REST GET …/reports/evaluation', reportUrl, headers, connections, options.duration));
    }
    console.log(`\n## evaluation report at ${scenario.labs} labs, ${options.duration} s each\n`);
    console.log('| what | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | bytes | requests | errors | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.bytes} | ${r.requests} | ${r.errors} | ${r.load.toFixed(2)} |`,
      );
    }
  } finally {
    await server.stop();
  }
}
