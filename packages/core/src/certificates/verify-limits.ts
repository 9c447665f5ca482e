import type { RateLimit } from '../auth/rate-limits';

/**
 * Public certificate checks (GET /certificates/verify/{code}, the /verify page): per client
 * address. A code has 100 random bits, so the limit is not what keeps codes secret; it keeps the
 * public endpoint from being used to hammer the database.
 */
export const CERTIFICATE_VERIFY_LIMITS = {
  ip: { name: 'certificate-verify:ip', max: 60, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;
