/**
 * A deadline day on real PostgreSQL (issue 22): 2,000 labs, each signed in with its own session,
 * autosave the result cells of their forms the way the web's result form does
 * (apps/web/src/features/results: a result value is sent 3 s after its last keystroke, one request
 * at a time per form, tRPC `results.saveValues` through httpBatchLink, the `expectedVersion` of the
 * previous answer), as an open loop (lib/open-loop.ts): the saves of all labs evenly spaced at a
 * given rate, each lab on its own keep-alive connection, latency counted from when a save was due.
 *
 * The server runs in its own process on a fresh database (lib/server-process.ts, scenario
 * `result-saves`: an in-progress survey, each lab with its user, session, result group, accepted
 * contract and 20 earlier result events), on this checkout's app and, with BENCH_PREVIOUS_ROOT,
 * also on another checkout's (the previous build), measured in turns at every rate.
 *
 * First every lab saves once (warm-up: the first save of a session loads its stream). Then the rate
 * steps up from 100 saves/s until a rate breaks p99 < 100 ms or has errors, but at least to the
 * target's 300/s; a lab's next save is due every 2,000 / rate seconds, so the web's debounce (3 s
 * between two saves of one form) caps the rate at 666/s. Each answer is checked: 200
 * and a stream version above the previous one; anything else is an error. Reported per step:
 * saves/s, p50, p99, errors, server and PostgreSQL CPU per save, and the machine's load average.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Figures } from '../lib/harness';
import { startBenchServer, type BenchServer } from '../lib/harness';
import { openLoop, type OpenLoopRequest } from '../lib/open-loop';
import { startCpuSample, type CpuUse } from '../lib/process-cpu';
import type { ResultSavesScenario } from '../../packages/api/src/testing/result-saves-scenario';

/** The web's debounce of a result value (core EXTENDED_DEBOUNCE_MS), the shortest time between two saves of one lab. */
const DEBOUNCE_S = 3;
const TARGET_RATE = 300;
const TARGET_P99_MS = 100;

interface Lab {
  labId: number;
  token: string;
  resultGroupId: number;
  version: number;
  saves: number;
}

interface Step {
  rate: number;
  figures: Figures;
  problems: number;
  cpu: CpuUse;
  load: number;
  /** The load generator's own event loop delay, p99 ms (a late generator adds to the latencies it measures). */
  generatorDelayP99: number;
}

interface Target {
  name: string;
  server: BenchServer;
  scenario: ResultSavesScenario;
  labs: Lab[];
  steps: Step[];
  /** The first rate that broke p99 < 100 ms with 0 errors (higher rates are measured only up to the target rate). */
  broke: number | null;
}

/** The labs' autosaves: lab i on connection i; each save writes the next result cell of its form with a new value. */
function autosaves(target: Target) {
  const { scenario, labs } = target;
  const cells = [scenario.samples[0], scenario.samples[1]];
  let problems = 0;
  const next = (index: number): OpenLoopRequest => {
    const lab = labs[index]!;
    lab.saves += 1;
    const input = {
      labId: lab.labId,
      surveyId: scenario.surveyId,
      paramId: scenario.parameterId,
      groupId: lab.resultGroupId,
      expectedVersion: lab.version,
      sampleId: cells[lab.saves % cells.length]!,
      values: [{ dimensionId: scenario.dimensionId, type: 'numeric', value: (4 + (lab.saves % 97) / 10).toFixed(1), relation: null, unitId: scenario.unitId, valueId: null, fileId: null }],
    };
    return {
      method: 'POST',
      path: '/trpc/results.saveValues?batch=1',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lab.token}` },
      body: JSON.stringify({ 0: { json: input } }),
    };
  };
  const answered = (index: number, status: number, body: string) => {
    const lab = labs[index]!;
    const version = status === 200 ? (JSON.parse(body) as Array<{ result?: { data?: { json?: { streamVersion?: number } } } }>)[0]?.result?.data?.json?.streamVersion : undefined;
    if (version === undefined || version <= lab.version) {
      problems += 1;
      if (problems <= 3) console.log(`problem: lab ${lab.labId}: ${status} ${body.slice(0, 200)}`);
      return;
    }
    lab.version = version;
  };
  return { next, answered, problems: () => problems };
}

async function run(target: Target, rate: number, duration: number): Promise<Step> {
  const load = loadavg()[0] ?? 0;
  const saves = autosaves(target);
  const sample = startCpuSample(target.server.pid, target.scenario.database);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const figures = await openLoop({ url: target.server.url, connections: target.labs.length, rate, duration, next: saves.next, answered: saves.answered });
  delay.disable();
  return { rate, figures, problems: saves.problems(), cpu: sample.stop(), load, generatorDelayP99: Math.round(delay.percentile(99) / 1e5) / 10 };
}

const holds = (s: Step) => s.figures.p99 < TARGET_P99_MS && s.figures.errors + s.figures.non2xx + s.problems === 0;

export async function deadlineDay(options: { builds: Array<{ name: string; root: string }>; labs: number; duration: number; rates: number[] }): Promise<void> {
  const targets: Target[] = [];
  try {
    for (const build of options.builds) {
      const server = await startBenchServer('server-process.ts', ['result-saves', String(options.labs), '20'], build.root);
      const scenario = server.scenario as ResultSavesScenario;
      const labs = scenario.labs.map((l) => ({ labId: l.labId, token: l.token, resultGroupId: l.resultGroupId, version: l.streamVersion, saves: 0 }));
      targets.push({ name: build.name, server, scenario, labs, steps: [], broke: null });
    }
    const cap = Math.floor(options.labs / DEBOUNCE_S);
    for (const target of targets) {
      // every lab saves once, in 2,000 / 200 = 10 s
      const warm = await run(target, 200, options.labs / 200);
      console.log(`${target.name}: warm-up ${warm.figures.total} saves, p99 ${warm.figures.p99} ms, errors ${warm.figures.errors + warm.figures.non2xx + warm.problems}`);
    }
    for (const rate of options.rates.filter((r) => r <= cap)) {
      for (const target of targets) {
        // past the first rate that broke, only up to the target rate (its p50 and p99 are reported)
        if (target.broke !== null && rate > TARGET_RATE) continue;
        const step = await run(target, rate, options.duration);
        target.steps.push(step);
        if (!holds(step)) target.broke ??= rate;
      }
    }

    console.log(`\n## deadline day: ${options.labs} labs autosaving, open loop, ${options.duration} s per rate\n`);
    console.log('| build | rate /s | saves/s | p50 ms | p99 ms | saves | errors | server CPU ms/save | PostgreSQL CPU ms/save | machine busy % | generator loop delay p99 ms | load avg |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const t of targets) {
      for (const s of t.steps) {
        const f = s.figures;
        const per = (ms: number) => (f.total > 0 ? (ms / f.total).toFixed(2) : '-');
        console.log(
          `| ${t.name} | ${s.rate} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.total} | ${f.errors + f.non2xx + s.problems} | ${per(s.cpu.serverMs)} | ${per(s.cpu.postgresMs)} | ${s.cpu.machineBusyPercent} | ${s.generatorDelayP99} | ${s.load.toFixed(1)} |`,
        );
      }
    }
    console.log('');
    for (const t of targets) {
      const atTarget = t.steps.find((s) => s.rate === TARGET_RATE);
      const best = t.steps.filter((s) => holds(s) && s.rate < (t.broke ?? Infinity)).at(-1);
      const limit = t.broke === null ? ` (every rate up to the debounce's cap of ${cap}/s held)` : ` (${t.broke}/s broke it)`;
      console.log(
        `${t.name}: at ${TARGET_RATE} saves/s p50 ${atTarget?.figures.p50 ?? '-'} ms, p99 ${atTarget?.figures.p99 ?? '-'} ms; ` +
          `highest rate with p99 < ${TARGET_P99_MS} ms and 0 errors: ${best?.rate ?? 'none'}/s${limit}`,
      );
    }
  } finally {
    await Promise.all(targets.map((t) => t.server.stop()));
  }
}
