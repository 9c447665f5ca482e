import type { Figures } from './harness';
import { RawHttpConnection, type RawRequest } from './raw-http-connection';

/** One request of a connection. */
export type OpenLoopRequest = RawRequest;

export interface OpenLoopOptions {
  url: string;
  /** Keep-alive connections; each sends its requests one after the other. */
  connections: number;
  /**
   * A connection idle this long is replaced by a new one before its next request (the server's
   * keep-alive timeout less a second; default 4 s for node's 5 s). Connections open at their first
   * request.
   */
  maxIdleMs?: number;
  /** Requests per second across all connections, evenly spaced. */
  rate: number;
  /** Seconds. */
  duration: number;
  /** The next request of connection `index` (called when it is sent, after the previous answer). */
  next(index: number): OpenLoopRequest;
  /** The answer to connection `index`'s last request. */
  answered(index: number, status: number, body: string): void;
}

/**
 * An open-loop load at a constant rate (what autocannon's `overallRate` is not: it lets every
 * connection send its share of a second back to back at the start of each second, then idle).
 * Connection i sends at t0 + (i / connections + k) × connections / rate, so the requests of all
 * connections arrive evenly spaced at `rate` per second. A connection whose previous request is
 * still running sends the next as soon as it is answered, and that request's latency still counts
 * from when it was due (no coordinated omission): the latency a client sees at this throughput.
 * Each connection is a raw keep-alive socket (RawHttpConnection), as light for the load generator
 * as autocannon's.
 */
export async function openLoop(options: OpenLoopOptions): Promise<Figures & { late: number }> {
  const { connections, rate, duration } = options;
  const interval = (connections / rate) * 1000;
  const base = new URL(options.url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let late = 0;
  const start = performance.now() + 20;
  const end = start + duration * 1000;

  const maxIdleMs = options.maxIdleMs ?? 4000;
  const connection = async (index: number) => {
    let http: RawHttpConnection | null = null;
    try {
      for (let k = 0; ; k++) {
        const due = start + (index / connections + k) * interval;
        if (due >= end) return;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        else if (k > 0) late += 1;
        try {
          if (!http?.usable(maxIdleMs)) {
            http?.close();
            http = new RawHttpConnection(base);
          }
          const { status, body } = await http.send(options.next(index));
          latencies.push(performance.now() - due);
          if (status < 200 || status >= 300) non2xx += 1;
          options.answered(index, status, body);
        } catch {
          errors += 1;
        }
      }
    } finally {
      http?.close();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));

  const sorted = Float64Array.from(latencies).sort();
  const quantile = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  const elapsed = (performance.now() - start) / 1000;
  return {
    name: 'open loop',
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: quantile(0.5),
    p97_5: quantile(0.975),
    p99: quantile(0.99),
    errors,
    non2xx,
    total: latencies.length,
    late,
  };
}
