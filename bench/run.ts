/**
 * Benchmarks (not tests): `pnpm bench [name…]`. Needs PostgreSQL (DATABASE_URL, default the local
 * server). Figures are copied by hand into docs/performance.md with the date and the machine.
 */
import { profileVsEcho } from './benchmarks/profile-vs-echo';
import { resultSaves } from './benchmarks/result-saves';
import { evaluationBenchmark } from './benchmarks/evaluation';
import { reportBenchmark } from './benchmarks/report';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);

const benchmarks: Record<string, () => Promise<void>> = {
  'profile-vs-echo': () => profileVsEcho({ connections: 50, duration }),
  'result-saves': () => resultSaves({ connections: Number(process.env.BENCH_CONNECTIONS ?? 50), duration }),
  evaluation: () => evaluationBenchmark({ labs: 2000, parameters: 20, runs: 2 }),
  report: () => reportBenchmark({ labs: 2000, connections: [1, 4], duration }),
};

const selected = process.argv.slice(2).filter((a) => a !== '--');
const names = selected.length > 0 ? selected : Object.keys(benchmarks);
for (const name of names) {
  const run = benchmarks[name];
  if (!run) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`);
  console.log(`\n# ${name}`);
  await run();
}
