/**
 * Benchmarks (not tests): `pnpm bench [name…]`. Needs PostgreSQL (DATABASE_URL, default the local
 * server). Figures are copied by hand into docs/performance.md with the date and the machine.
 */
import { profileVsEcho } from './benchmarks/profile-vs-echo';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);

const benchmarks: Record<string, () => Promise<void>> = {
  'profile-vs-echo': () => profileVsEcho({ connections: 50, duration }),
};

const selected = process.argv.slice(2).filter((a) => a !== '--');
const names = selected.length > 0 ? selected : Object.keys(benchmarks);
for (const name of names) {
  const run = benchmarks[name];
  if (!run) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`);
  console.log(`\n# ${name}`);
  await run();
}
