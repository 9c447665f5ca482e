import type { Kysely } from 'kysely';
import { AppError, CERTIFICATE_VERIFY_LIMITS, normalizeVerificationCode, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import { takeRateLimitSlots } from '../auth/rate-limits';
import type { TCertificateVerification, TVerifyCertificateInput } from './certificate.types';

/**
 * GET /certificates/verify/{code} (public, no session): what a certificate certifies and whether it
 * is current or replaced. Rate-limited per client address (429 with retryAfterSeconds) before the
 * lookup; an unknown or malformed code is 404 (the same answer, so nothing tells them apart).
 */
export async function verifyCertificate(ctx: { db: Kysely<DB>; wallClock: Clock; ip: string }, input: TVerifyCertificateInput): Promise<TCertificateVerification> {
  await takeRateLimitSlots(ctx.db, [{ limit: CERTIFICATE_VERIFY_LIMITS.ip, subject: ctx.ip }], ctx.wallClock.now());
  const code = normalizeVerificationCode(input.code);
  const row =
    code === null
      ? undefined
      : await ctx.db.selectFrom('certificates').select(['year', 'version', 'state', 'content', 'issuedAt', 'replacedAt']).where('verificationCode', '=', code).executeTakeFirst();
  if (!row) throw AppError.notFound('Certificate');
  return {
    labName: row.content.lab.name,
    labCode: row.content.lab.shortName,
    orgName: row.content.org.name,
    year: row.year,
    version: row.version,
    schemes: row.content.schemes.map((s) => ({ shortName: s.shortName, name: s.name, rounds: s.rounds, satisfactoryShare: s.satisfactoryShare, participation: s.participation })),
    issuedAt: row.issuedAt.toISOString(),
    state: row.state,
    replacedAt: row.replacedAt ? row.replacedAt.toISOString() : null,
  };
}
