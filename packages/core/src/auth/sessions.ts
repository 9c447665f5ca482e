/**
 * Session lifetimes (docs/decisions/sessions-and-links.md). A session ends 12 hours after its last
 * request (sliding), and in any case 7 days after sign-in (absolute): a token that leaked stays
 * usable a bounded time even when it is used all along.
 */
export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** When a session used at `now` expires: 12 h on, but never after its absolute end. */
export function sessionExpiresAt(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_TTL_MS, createdAt.getTime() + SESSION_ABSOLUTE_TTL_MS));
}

/** A sample link's token is valid this long after it was issued (docs/decisions/sessions-and-links.md). */
export const SAMPLE_LINK_TTL_MS = 5 * 60 * 1000;
