/**
 * Result saves through the real HTTP stack beside the bare tRPC echo, same server, same run, same
 * number of connections (issue 3: at least half the echo's throughput and p99 under 50 ms).
 *
 * The server seeds the `result-saves` scenario (packages/api/src/testing/result-saves-scenario.ts): an in-progress survey
 * with one lab per connection, each lab's stream already holding earlier autosaves. Each autocannon
 * connection is its own lab and user and autosaves like the web: a changing numeric value of one
 * result, sent with the stream version the previous save answered (tRPC `results.saveValues` as
 * httpBatchLink posts it; then the same over REST `PUT …/values`). Every answer is checked: 200,
 * `changed`, the value sent, and the version one above the last (a 409 or a lost write would show
 * as a problem).
 *
 * Per-connection state: autocannon's `context` is reset whenever a connection's request list
 * wraps around (after every request of a one-request list), so each connection gets its own
 * request list through `setupClient` → `client.setRequests`, whose closures hold its lab.
 *
 * Then the target throughput as a constant rate: the tRPC saves at half the echo's throughput from
 * the same 50 connections as an open loop (lib/open-loop.ts: evenly spaced, a save due while its
 * lab's previous one still runs waits and its wait counts), and the echo at that same rate from the
 * same client: the latency a client sees at the target throughput, saves beside the bare stack.
 * A last row runs the tRPC saves with 5 connections: the latency of a save when the server is not
 * saturated (with 50 closed-loop connections, latency is mostly queueing: 50 / throughput).
 * Then the echo and the tRPC saves take turns in short windows (ABBA): each saves window beside an
 * echo window, their ratio per pair and its median (the machine's speed drifts within minutes).
 *
 * CPU columns: ms of CPU per request of the server process and of the database's PostgreSQL
 * backends, and how busy the whole machine (2 cores, shared with the load generator and anything
 * else running) was during the measurement.
 */
import type { Client } from 'autocannon';
import { load, startBenchServer, trpcQueryPath, type Figures } from '../lib/harness';
import { openLoop, type OpenLoopRequest } from '../lib/open-loop';
import { startCpuSample, type CpuUse } from '../lib/process-cpu';
import type { ResultSavesLab, ResultSavesScenario } from '../../packages/api/src/testing/result-saves-scenario';

/** One lab's stream as its connection knows it. */
interface LabState {
  lab: ResultSavesLab;
  version: number;
  saves: number;
  /** The value of the save in flight. */
  sent: string;
}

interface SaveAnswer {
  streamVersion: number;
  changed: boolean;
  results: Array<{ values: Array<{ value: unknown }> }>;
}

interface Row {
  figures: Figures;
  cpu: CpuUse;
  problems: number | null;
}

/**
 * Autosaves of labs, checked: each save sends a new value with the version the lab's previous save
 * answered; an answer counts as a problem unless it is 200, `changed`, the value sent and the
 * version one above. Gives the labs to connections in turn: autocannon's (`setupClient`) and the
 * open loop's (`next`/`answered`, by connection index).
 */
function autosaving(scenario: ResultSavesScenario, labs: LabState[], transport: 'trpc' | 'rest') {
  const free = [...labs];
  const problems: string[] = [];
  let problemCount = 0;
  const problem = (text: string) => {
    problemCount += 1;
    if (problems.length < 5) problems.push(text);
  };
  const request = (state: LabState): OpenLoopRequest => {
    state.saves += 1;
    // a different value each time (a user typing and the form autosaving)
    state.sent = (1 + (state.saves % 997) / 100).toFixed(2);
    const input = {
      labId: state.lab.labId,
      surveyId: scenario.surveyId,
      paramId: scenario.parameterId,
      groupId: state.lab.resultGroupId,
      expectedVersion: state.version,
      sampleId: scenario.samples[0],
      values: [{ dimensionId: scenario.dimensionId, type: 'numeric', value: state.sent, unitId: scenario.unitId }],
    };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${state.lab.token}` };
    if (transport === 'trpc') {
      return { method: 'POST', path: '/trpc/results.saveValues?batch=1', headers, body: JSON.stringify({ 0: { json: input } }) };
    }
    const { labId, surveyId, paramId, groupId, ...body } = input;
    const path = `/api/v1/labs/${labId}/surveys/${surveyId}/parameters/${paramId}/result_groups/${groupId}/values`;
    return { method: 'PUT', path, headers, body: JSON.stringify(body) };
  };
  const answered = (state: LabState, status: number, body: string) => {
    if (status !== 200) return problem(`lab ${state.lab.labId}: ${status} ${body.slice(0, 300)}`);
    const parsed: unknown = JSON.parse(body);
    const answer = (transport === 'trpc' ? (parsed as Array<{ result: { data: { json: SaveAnswer } } }>)[0]?.result.data.json : parsed) as SaveAnswer | undefined;
    if (!answer) return problem(`lab ${state.lab.labId}: no answer`);
    if (!answer.changed || answer.streamVersion !== state.version + 1) {
      problem(`lab ${state.lab.labId}: changed ${answer.changed}, version ${answer.streamVersion} after ${state.version}`);
    } else if (Number(answer.results[0]?.values[0]?.value) !== Number(state.sent)) {
      problem(`lab ${state.lab.labId}: stored ${JSON.stringify(answer.results[0]?.values[0]?.value)}, sent ${state.sent}`);
    }
    state.version = answer.streamVersion;
  };
  const take = () => {
    const state = free.shift();
    if (!state) throw new Error('more connections than labs');
    return state;
  };
  const setupClient = (client: Client) => {
    const state = take();
    client.setRequests([{ setupRequest: (req) => ({ ...req, ...request(state) }), onResponse: (status, body) => answered(state, status, body) }]);
  };
  const byConnection: LabState[] = [];
  const connection = (index: number) => (byConnection[index] ??= take());
  return {
    setupClient,
    next: (index: number) => request(connection(index)),
    answered: (index: number, status: number, body: string) => answered(connection(index), status, body),
    problems,
    count: () => problemCount,
  };
}

/**
 * Reloads each lab's stream version (GET /labs/{labId}/surveys/{surveyId}, like the web after a
 * conflict) once the server has finished the saves in flight: autocannon drops the answers it is
 * waiting for when a run ends, so those saves are stored but their versions never seen.
 */
async function reloadVersions(url: string, scenario: ResultSavesScenario, labs: LabState[]): Promise<void> {
  const read = () =>
    Promise.all(
      labs.map(async (state) => {
        const response = await fetch(`${url}/api/v1/labs/${state.lab.labId}/surveys/${scenario.surveyId}`, { headers: { authorization: `Bearer ${state.lab.token}` } });
        if (!response.ok) throw new Error(`survey of lab ${state.lab.labId}: ${response.status}`);
        return ((await response.json()) as { streamVersion: number }).streamVersion;
      }),
    );
  let versions = await read();
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await read();
    const settled = again.every((v, i) => v === versions[i]);
    versions = again;
    if (settled) break;
  }
  labs.forEach((state, i) => {
    state.version = versions[i] ?? state.version;
  });
}

function printRows(title: string, rows: Row[]): void {
  const perRequest = (ms: number, total: number) => (total > 0 ? (ms / total).toFixed(2) : '-');
  console.log(`\n## ${title}\n`);
  console.log('| what | req/s | p50 ms | p97.5 ms | p99 ms | requests | errors | non-2xx | problems | server CPU ms/req | PostgreSQL CPU ms/req | machine busy % |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { figures: f, cpu, problems } of rows) {
    console.log(
      `| ${f.name} | ${f.requestsPerSecond} | ${f.p50} | ${f.p97_5} | ${f.p99} | ${f.total} | ${f.errors} | ${f.non2xx} | ${problems ?? '-'} | ${perRequest(cpu.serverMs, f.total)} | ${perRequest(cpu.postgresMs, f.total)} | ${cpu.machineBusyPercent} |`,
    );
  }
}

/** Windows of the echo and of the tRPC saves taking turns (see alternating). */
interface Alternating {
  seconds: number;
  echo: Figures[];
  saves: Figures[];
  problems: number;
}

/** How many windows of each, and how long each is (s). */
const ALTERNATING_PAIRS = 10;
const ALTERNATING_SECONDS = 2;

/**
 * The echo and the tRPC saves in windows of a few seconds taking turns, in ABBA order (echo, saves,
 * saves, echo, …), each saves window next to an echo window: the machine's speed drifts by a fifth
 * within minutes (other tenants of the host), which two echo runs 20 s apart do not see. Each
 * window's saves are checked as in the other rows; the versions are reloaded after each.
 */
async function alternating(
  echo: { url: string; connections: number },
  saves: (seconds: number) => { list: { count(): number }; run(): Promise<Figures> },
  reload: () => Promise<void>,
): Promise<Alternating> {
  const result: Alternating = { seconds: ALTERNATING_SECONDS, echo: [], saves: [], problems: 0 };
  for (let i = 0; i < ALTERNATING_PAIRS * 2; i++) {
    if (i % 4 === 0 || i % 4 === 3) {
      result.echo.push(await load('echo', { ...echo, duration: ALTERNATING_SECONDS }));
    } else {
      const window = saves(ALTERNATING_SECONDS);
      result.saves.push(await window.run());
      result.problems += window.list.count();
      await reload();
    }
  }
  return result;
}

function printAlternating({ seconds, echo, saves, problems }: Alternating): void {
  const ratios = saves.map((s, i) => s.requestsPerSecond / (echo[i]?.requestsPerSecond ?? Number.NaN)).sort((a, b) => a - b);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  const percent = (x: number) => `${(x * 100).toFixed(0)} %`;
  console.log(`\n## the echo and the tRPC saves taking turns: ${saves.length} pairs of ${seconds}-s windows (ABBA)\n`);
  console.log('| pair | echo req/s | echo p99 ms | saves/s | saves p99 ms | saves / echo |');
  console.log('|---|---|---|---|---|---|');
  saves.forEach((s, i) => {
    const e = echo[i];
    if (e) console.log(`| ${i + 1} | ${e.requestsPerSecond} | ${e.p99} | ${s.requestsPerSecond} | ${s.p99} | ${percent(s.requestsPerSecond / e.requestsPerSecond)} |`);
  });
  console.log(
    `\nsaves / echo: median ${percent(median(ratios))} (pairs from ${percent(ratios[0] ?? Number.NaN)} to ${percent(ratios.at(-1) ?? Number.NaN)}); ` +
      `saves p99 median ${median(saves.map((s) => s.p99))} ms; problems ${problems}`,
  );
}

export async function resultSaves(options: { connections: number; duration: number; historyPerLab?: number }): Promise<void> {
  // one lab per connection (the warm-up, tRPC and REST runs take them in turn from the first)
  const labCount = options.connections + 10;
  const server = await startBenchServer('server-process.ts', ['result-saves', String(labCount), String(options.historyPerLab ?? 100)]);
  try {
    const scenario = server.scenario as ResultSavesScenario;
    const labs: LabState[] = scenario.labs.map((lab) => ({ lab, version: lab.streamVersion, saves: 0, sent: '' }));
    const echo = { url: server.url + trpcQueryPath('platform.echo', { message: 'ping' }), connections: options.connections, duration: options.duration };
    const measure = async (name: string, run: () => Promise<Figures>, problems: (() => number) | null = null): Promise<Row> => {
      const sample = startCpuSample(server.pid, scenario.database);
      const figures = await run();
      return { figures: { ...figures, name }, cpu: sample.stop(), problems: problems?.() ?? null };
    };
    const saves = (transport: 'trpc' | 'rest', connections: number, duration: number) => {
      const list = autosaving(scenario, labs, transport);
      return { list, run: () => load('saves', { url: server.url, connections, duration, setupClient: list.setupClient }) };
    };
    /** The tRPC saves at a constant rate (open loop: latency from when each save was due). */
    const pacedSaves = (rate: number) => {
      const list = autosaving(scenario, labs, 'trpc');
      return { list, run: () => openLoop({ url: server.url, connections: options.connections, rate, duration: options.duration, next: list.next, answered: list.answered }) };
    };
    /** The echo at a constant rate, from the same open-loop client. */
    const pacedEcho = (rate: number) => () =>
      openLoop({
        url: server.url,
        connections: options.connections,
        rate,
        duration: options.duration,
        next: () => ({ method: 'GET', path: trpcQueryPath('platform.echo', { message: 'ping' }), headers: {} }),
        answered: () => undefined,
      });

    // warm-up: JIT, the pool's connections, caches (every lab saves: its first save folds its 100
    // earlier events, which a lab's autosaves in a real session pay once)
    await load('warm-up echo', { ...echo, connections: 10, duration: 2 });
    await saves('trpc', options.connections, 3).run();
    await reloadVersions(server.url, scenario, labs);

    const trpc = saves('trpc', options.connections, options.duration);
    const rest = saves('rest', options.connections, options.duration);
    const rows: Row[] = [];
    rows.push(await measure('tRPC `platform.echo` (no database)', () => load('echo', echo)));
    rows.push(await measure('tRPC `results.saveValues` (batch link, as the web)', trpc.run, trpc.list.count));
    await reloadVersions(server.url, scenario, labs);
    rows.push(await measure('REST `PUT …/result_groups/{groupId}/values`', rest.run, rest.list.count));
    await reloadVersions(server.url, scenario, labs);
    rows.push(await measure('tRPC `platform.echo` again', () => load('echo', echo)));
    // the target throughput as a constant rate: half the echo's, from the same 50 connections, as
    // an open loop (a save due while its lab's previous one runs waits, and its wait counts)
    const halfEcho = Math.round(((rows[0]?.figures.requestsPerSecond ?? 0) + (rows[3]?.figures.requestsPerSecond ?? 0)) / 4);
    const paced = pacedSaves(halfEcho);
    rows.push(await measure(`tRPC \`results.saveValues\` at half the echo's rate (${halfEcho}/s, open loop)`, paced.run, paced.list.count));
    await reloadVersions(server.url, scenario, labs);
    rows.push(await measure(`tRPC \`platform.echo\` at the same rate (open loop)`, pacedEcho(halfEcho)));
    // the latency of a save when the server is not saturated
    const few = saves('trpc', 5, options.duration);
    rows.push(await measure('tRPC `results.saveValues`, 5 connections', few.run, few.list.count));
    await reloadVersions(server.url, scenario, labs);

    const interleaved = await alternating(echo, (seconds) => saves('trpc', options.connections, seconds), () => reloadVersions(server.url, scenario, labs));

    printRows(`result saves vs echo, ${options.connections} connections (one lab each), ${options.duration} s each`, rows);
    printAlternating(interleaved);
    for (const text of [...trpc.list.problems, ...rest.list.problems, ...paced.list.problems, ...few.list.problems]) console.log(`problem: ${text}`);
    const [echo1, trpcSaves, restSaves, echo2] = rows.map((r) => r.figures);
    if (echo1 && echo2 && trpcSaves && restSaves) {
      const mean = (echo1.requestsPerSecond + echo2.requestsPerSecond) / 2;
      const share = (f: Figures) => `${((f.requestsPerSecond / mean) * 100).toFixed(0)} %`;
      console.log(`\nsaves throughput (of the mean of both echo runs, ${Math.round(mean)} req/s): tRPC ${share(trpcSaves)}, REST ${share(restSaves)}`);
      const pacedFigures = rows[4]?.figures;
      console.log(`target: >= 50 % of echo and p99 < 50 ms; saturated: tRPC p99 ${trpcSaves.p99} ms, REST p99 ${restSaves.p99} ms; at half the echo's rate: tRPC p99 ${pacedFigures?.p99 ?? '-'} ms (${pacedFigures?.requestsPerSecond ?? '-'} saves/s)`);
    }
    const used = labs.filter((l) => l.saves > 0);
    console.log(`\n${used.reduce((n, l) => n + l.saves, 0)} saves by ${used.length} labs; streams now at versions ${Math.min(...used.map((l) => l.version))}–${Math.max(...used.map((l) => l.version))}`);
  } finally {
    await server.stop();
  }
}
