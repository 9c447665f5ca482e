/**
 * Benchmarks (not tests): `pnpm bench [name…]`. Needs PostgreSQL (DATABASE_URL, default the local
 * server). Figures are copied by hand into docs/performance.md with the date and the machine.
 */
import { fileURLToPath } from 'node:url';
import { deadlineDay } from './benchmarks/deadline-day';
import { evaluationBenchmark } from './benchmarks/evaluation';
import { reportBenchmark } from './benchmarks/report';
import { firstScreen, type Build } from './benchmarks/first-screen';
import { lisImportBenchmark } from './benchmarks/lis-import';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);
/** Another checkout (e.g. `git worktree add ../wt-base main`, built) measured beside this one where a benchmark supports it. */
const previousRoot = process.env.BENCH_PREVIOUS_ROOT;
const thisRoot = fileURLToPath(new URL('..', import.meta.url));
const builds: Build[] = [
  ...(previousRoot ? [{ name: 'previous build', root: previousRoot, port: 3131 }] : []),
  { name: 'this build', root: thisRoot, port: 3130 },
];

const benchmarks: Record<string, () => Promise<void>> = {
  'deadline-day': () => deadlineDay({ builds, labs: 2000, duration, rates: (process.env.BENCH_RATES ?? '100,200,300,400,500,600,666').split(',').map(Number) }),
  evaluation: () => evaluationBenchmark({ labs: 2000, parameters: 20, runs: 2 }),
  report: () => reportBenchmark({ builds, labs: 2000, connections: [8], duration, repeats: Number(process.env.BENCH_REPEATS ?? 1) }),
  'first-screen': () => firstScreen({ builds, runs: Number(process.env.BENCH_RUNS ?? 5) }),
  'lis-import': () => lisImportBenchmark({ builds, rows: Number(process.env.BENCH_LIS_ROWS ?? 2000), blocks: Number(process.env.BENCH_BLOCKS ?? 6), perBlock: Number(process.env.BENCH_PER_BLOCK ?? 100) }),
};

const selected = process.argv.slice(2).filter((a) => a !== '--');
const names = selected.length > 0 ? selected : Object.keys(benchmarks);
for (const name of names) {
  const run = benchmarks[name];
  if (!run) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`);
  console.log(`\n# ${name}`);
  await run();
}
