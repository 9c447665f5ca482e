/**
 * Results from a laboratory information system (issue 36), on real PostgreSQL, each build's server in
 * its own process (lib/server-process.ts, scenario `lis-import`: one lab of the fixture's org with
 * its session, result group and accepted contract in an in-progress survey of 1,000 samples × two
 * numeric parameters), on this checkout and, with BENCH_PREVIOUS_ROOT, the previous build's:
 *
 * 1. A 2,000-row CSV import as an integrator sends it: the lab's own template
 *    (`GET …/results/template.csv`) with every value filled, `POST …/results/import?dryRun=true`
 *    three times, then the commit (`dryRun=false`, an Idempotency-Key) and a second commit of other
 *    values (2,000 values replaced). Target: each answers in under 2 s. Each answer is checked
 *    (2,000 accepted, nothing refused; the commits saved).
 * 2. One value saved over REST (`PUT …/parameters/{paramId}/result_groups/{groupId}/values`) and
 *    the same save over tRPC (`results.saveValues` through the batch path, as the web sends it),
 *    both unconditional (no expectedVersion) on the same cell, one at a time on a keep-alive
 *    connection, in alternating blocks so the machine's drift falls on both alike. Reported: the
 *    server process's CPU ms per save (and its PostgreSQL backends'), from /proc. Target: REST costs
 *    no more server CPU than tRPC.
 */
import { loadavg } from 'node:os';
import { startBenchServer, type BenchServer } from '../lib/harness';
import { startCpuSample, type CpuUse } from '../lib/process-cpu';
import type { ResultSavesScenario } from '../../packages/api/src/testing/result-saves-scenario';
import type { Build } from './first-screen';

const TARGET_MS = 2_000;

interface ImportRow {
  build: string;
  step: string;
  ms: number;
  cpu: CpuUse;
  ok: boolean;
}

interface SaveFigures {
  build: string;
  transport: 'REST' | 'tRPC';
  saves: number;
  errors: number;
  p50: number;
  serverMs: number;
  postgresMs: number;
  busy: number[];
}

interface Target {
  build: string;
  server: BenchServer;
  scenario: ResultSavesScenario;
}

/** The lab's template with every value column filled (a decimal point; the separator is a comma). */
async function filledTemplate(target: Target, rows: number, offset: number): Promise<string> {
  const lab = target.scenario.labs[0]!;
  const response = await fetch(`${target.server.url}/api/v1/labs/${lab.labId}/surveys/${target.scenario.surveyId}/results/template.csv`, { headers: { authorization: `Bearer ${lab.token}` } });
  if (!response.ok) throw new Error(`template: ${response.status} ${await response.text()}`);
  const [header = '', ...lines] = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  const columns = header.split(',');
  const value = columns.indexOf('value');
  if (lines.length < rows) throw new Error(`the template has ${lines.length} rows, not ${rows}`);
  const filled = lines.slice(0, rows).map((line, i) => {
    // the template's names carry no comma or quote here (BENCH-n samples, the fixture's names)
    const cells = line.split(',');
    cells[value] = (4 + ((i + offset) % 50) / 10).toFixed(1);
    return cells.join(',');
  });
  return [header, ...filled].join('\r\n');
}

async function timedImport(target: Target, step: string, csv: string, dryRun: boolean, rows: number, idempotencyKey?: string): Promise<ImportRow> {
  const lab = target.scenario.labs[0]!;
  const sample = startCpuSample(target.server.pid, target.scenario.database);
  const t0 = performance.now();
  const response = await fetch(`${target.server.url}/api/v1/labs/${lab.labId}/surveys/${target.scenario.surveyId}/results/import?dryRun=${dryRun}&fileName=bench.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lab.token}`, 'content-type': 'text/csv', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: csv,
  });
  const report = (await response.json()) as { accepted?: number; refused?: number; saved?: boolean; rows?: Array<{ status: string; type?: string }> };
  const ms = Math.round(performance.now() - t0);
  const cpu = sample.stop();
  const ok = response.status === 200 && report.accepted === rows && report.refused === 0 && report.saved === !dryRun;
  if (!ok) console.log(`problem: ${target.build} ${step}: ${response.status} ${JSON.stringify({ ...report, rows: report.rows?.filter((r) => r.status !== 'accepted').slice(0, 3) })}`);
  return { build: target.build, step, ms, cpu, ok };
}

/** `count` saves of the lab's first sample's glucose, one after another; wall ms of each. */
async function saves(target: Target, transport: 'REST' | 'tRPC', count: number, first: number): Promise<{ latencies: number[]; errors: number; cpu: CpuUse }> {
  const { scenario, server } = target;
  const lab = scenario.labs[0]!;
  const headers = { authorization: `Bearer ${lab.token}`, 'content-type': 'application/json' };
  const latencies: number[] = [];
  let errors = 0;
  const sample = startCpuSample(server.pid, scenario.database);
  for (let i = 0; i < count; i++) {
    const values = [{ dimensionId: scenario.dimensionId, type: 'numeric', value: (4 + ((first + i) % 97) / 10).toFixed(1), relation: null, unitId: scenario.unitId, valueId: null, fileId: null }];
    const t0 = performance.now();
    const response =
      transport === 'REST'
        ? await fetch(`${server.url}/api/v1/labs/${lab.labId}/surveys/${scenario.surveyId}/parameters/${scenario.parameterId}/result_groups/${lab.resultGroupId}/values`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ sampleId: scenario.samples[0], values }),
          })
        : await fetch(`${server.url}/trpc/results.saveValues?batch=1`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ 0: { json: { labId: lab.labId, surveyId: scenario.surveyId, paramId: scenario.parameterId, groupId: lab.resultGroupId, sampleId: scenario.samples[0], values } } }),
          });
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (response.status !== 200) errors += 1;
  }
  return { latencies, errors, cpu: sample.stop() };
}

async function compareSaves(target: Target, blocks: number, perBlock: number): Promise<SaveFigures[]> {
  const figures = new Map<'REST' | 'tRPC', { latencies: number[]; errors: number; serverMs: number; postgresMs: number; busy: number[] }>([
    ['REST', { latencies: [], errors: 0, serverMs: 0, postgresMs: 0, busy: [] }],
    ['tRPC', { latencies: [], errors: 0, serverMs: 0, postgresMs: 0, busy: [] }],
  ]);
  // warm-up: both paths once (schemas, prepared statements, the stream's first load)
  await saves(target, 'REST', 20, 0);
  await saves(target, 'tRPC', 20, 0);
  for (let block = 0; block < blocks; block++) {
    const order: Array<'REST' | 'tRPC'> = block % 2 === 0 ? ['REST', 'tRPC'] : ['tRPC', 'REST'];
    for (const transport of order) {
      const run = await saves(target, transport, perBlock, block * perBlock);
      const into = figures.get(transport)!;
      into.latencies.push(...run.latencies);
      into.errors += run.errors;
      into.serverMs += run.cpu.serverMs;
      into.postgresMs += run.cpu.postgresMs;
      into.busy.push(run.cpu.machineBusyPercent);
    }
  }
  return [...figures].map(([transport, f]) => {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    return {
      build: target.build,
      transport,
      saves: f.latencies.length,
      errors: f.errors,
      p50: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10,
      serverMs: f.serverMs / Math.max(1, f.latencies.length),
      postgresMs: f.postgresMs / Math.max(1, f.latencies.length),
      busy: f.busy,
    };
  });
}

export async function lisImportBenchmark(options: { builds: Build[]; rows: number; blocks: number; perBlock: number }): Promise<void> {
  const targets: Target[] = [];
  const imports: ImportRow[] = [];
  const saveFigures: SaveFigures[] = [];
  const load = loadavg()[0] ?? 0;
  try {
    for (const build of options.builds) {
      const server = await startBenchServer('server-process.ts', ['lis-import', String(options.rows / 2)], build.root);
      targets.push({ build: build.name, server, scenario: server.scenario as ResultSavesScenario });
    }
    for (const target of targets) {
      const csv = await filledTemplate(target, options.rows, 0);
      for (let i = 1; i <= 3; i++) imports.push(await timedImport(target, `dry run ${i}`, csv, true, options.rows));
      imports.push(await timedImport(target, `commit (${options.rows} new values)`, csv, false, options.rows, `bench-${Date.now()}-1`));
      imports.push(await timedImport(target, `commit (${options.rows} values replaced)`, await filledTemplate(target, options.rows, 7), false, options.rows, `bench-${Date.now()}-2`));
    }
    for (const target of targets) saveFigures.push(...(await compareSaves(target, options.blocks, options.perBlock)));

    console.log(`\n## LIS import: ${options.rows}-row CSV (target: each answer under ${TARGET_MS} ms)\n`);
    console.log('| build | request | ms | server CPU ms | PostgreSQL CPU ms | machine busy % | checked |');
    console.log('|---|---|---|---|---|---|---|');
    for (const r of imports) console.log(`| ${r.build} | ${r.step} | ${r.ms} | ${Math.round(r.cpu.serverMs)} | ${Math.round(r.cpu.postgresMs)} | ${r.cpu.machineBusyPercent} | ${r.ok ? 'ok' : 'FAILED'} |`);
    console.log(`\n## One value saved: REST vs tRPC, ${options.blocks} alternating blocks of ${options.perBlock} saves each, one at a time\n`);
    console.log('| build | transport | saves | errors | p50 ms | server CPU ms/save | PostgreSQL CPU ms/save | machine busy % per block |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const f of saveFigures) console.log(`| ${f.build} | ${f.transport} | ${f.saves} | ${f.errors} | ${f.p50} | ${f.serverMs.toFixed(2)} | ${f.postgresMs.toFixed(2)} | ${f.busy.join(', ')} |`);
    console.log('');
    for (const target of targets) {
      const own = imports.filter((r) => r.build === target.build);
      const slowest = Math.max(...own.map((r) => r.ms));
      const rest = saveFigures.find((f) => f.build === target.build && f.transport === 'REST');
      const trpc = saveFigures.find((f) => f.build === target.build && f.transport === 'tRPC');
      console.log(
        `${target.build}: slowest import answer ${slowest} ms (${slowest < TARGET_MS && own.every((r) => r.ok) ? 'holds' : 'BREAKS'} < ${TARGET_MS} ms); ` +
          `server CPU per save REST ${rest?.serverMs.toFixed(2)} ms vs tRPC ${trpc?.serverMs.toFixed(2)} ms; load average at the start ${load.toFixed(1)}`,
      );
    }
  } finally {
    await Promise.all(targets.map((t) => t.server.stop()));
  }
}
