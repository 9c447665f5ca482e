/** One rate-limit counter (docs/decisions/brute-force.md): hits within the window that started at window_started_at. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  windowStartedAt: Date;
  windowMs: number;
}
