import { hash, randomBytes } from 'node:crypto';

/** A new secret token: 32 random bytes, base64url. Only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 hex of a token, the form kept in sessions.token_hash and password_reset_tokens.token_hash. */
export function hashToken(token: string): string {
  // one-shot hash: no Hash object per request
  return hash('sha256', token, 'hex');
}

/** last_seen_at / expires_at are written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** Validation-password reset links stay valid this long. */
export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
