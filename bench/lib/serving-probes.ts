/**
 * Probes of a bench server's serving, from READY until it stops (both bench server processes):
 * - BENCH_CPU_PROFILE=<file>: a CPU profile of the serving only, for Chrome's devtools;
 * - BENCH_EVENT_LOOP=1: the event loop's delay (p50, p99, max) over the serving, printed to stderr.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Starts the probes the environment asks for; the answer stops them and writes what they measured. */
export async function startServingProbes(): Promise<() => Promise<void>> {
  const profile = process.env.BENCH_CPU_PROFILE;
  const profiler = profile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const loopDelay = process.env.BENCH_EVENT_LOOP ? monitorEventLoopDelay({ resolution: 5 }) : null;
  loopDelay?.enable();
  return async () => {
    if (loopDelay) {
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      process.stderr.write(`event loop delay: p50 ${ms(loopDelay.percentile(50))} ms, p99 ${ms(loopDelay.percentile(99))} ms, max ${ms(loopDelay.max)} ms\n`);
    }
    if (profiler && profile) writeFileSync(profile, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  };
}
