import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { AppError, SAMPLE_LINK_TTL_MS, type Clock } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { ApiSettings } from '../../settings';
import type { TSampleLink, TSampleLinkInput, TVerifiedSampleLink, TVerifySampleLinkInput } from './sample-link.types';

/**
 * Sample links (spec 1 §7: "sample links open with a query of authentication token, language and
 * user id"). The token is NOT the session's: the session token would land in the sample site's
 * logs and work for 12 hours against the whole API. It is a short-lived signature scoped to one
 * sample and one user: `<sampleId>.<userId>.<expiry in unix seconds>.<HMAC-SHA256, base64url>` with
 * the server's secret (SAMPLE_LINK_SECRET), valid SAMPLE_LINK_TTL_MS (5 minutes). The sample site
 * checks it with POST /sample_links/verify (or with the shared secret itself).
 * docs/decisions/sessions-and-links.md.
 */

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`eqa-sample-link\n${payload}`).digest('base64url');
}

export function signSampleLinkToken(secret: string, claim: { sampleId: number; userId: number; expiresAt: Date }): string {
  const payload = `${claim.sampleId}.${claim.userId}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

function invalidLink(): AppError {
  return AppError.constraint('token', 'The sample link is invalid or has expired', 'invalid_sample_link');
}

/** The token's expiry when it is ours, for this sample and user, and not expired at `now`; else 422 param token. */
export function verifySampleLinkToken(secret: string, token: string, expected: { sampleId: number; userId: number }, now: Date): Date {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) throw invalidLink();
  const [, sampleId, userId, expires, given] = match as unknown as [string, string, string, string, string];
  const expected64 = Buffer.from(signature(secret, `${sampleId}.${userId}.${expires}`));
  const given64 = Buffer.from(given);
  if (expected64.length !== given64.length || !timingSafeEqual(expected64, given64)) throw invalidLink();
  if (Number(sampleId) !== expected.sampleId || Number(userId) !== expected.userId) throw invalidLink();
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) throw invalidLink();
  return expiresAt;
}

/** The sample's address with our query (existing parameters kept, ours replacing same-named ones). */
function withQuery(url: string, query: Array<[string, string]>): string {
  const parsed = new URL(url);
  for (const [key, value] of query) parsed.searchParams.set(key, value);
  return parsed.toString();
}

export interface SampleLinkContext {
  db: Kysely<DB>;
  wallClock: Clock;
  session: Session;
  settings: Pick<ApiSettings, 'sampleLinkSecret'>;
}

/**
 * GET /samples/{sampleId}/link: the sample's external address with a fresh token for the user. The
 * user must see the sample's survey: an org user its organisation's surveys, a lab user the
 * surveys their lab (or, for a core lab, a satellite) takes part in; else 404, as for a sample
 * that does not exist or has no address.
 */
export async function getSampleLink(ctx: SampleLinkContext, input: TSampleLinkInput): Promise<TSampleLink> {
  const { session } = ctx;
  const sample = await ctx.db
    .selectFrom('samples as s')
    .innerJoin('surveys as v', 'v.id', 's.surveyId')
    .select(['s.id', 's.url'])
    .where('s.id', '=', input.sampleId)
    .where('s.url', 'is not', null)
    .where((eb) =>
      session.roleId === 'org_admin'
        ? eb('v.orgId', '=', session.orgId ?? -1)
        : eb.exists(
            eb
              .selectFrom('surveyLabs as sl')
              .innerJoin('labs as l', 'l.id', 'sl.labId')
              .select(sql<number>`1`.as('one'))
              .whereRef('sl.surveyId', '=', 'v.id')
              .where((w) => w.or([w('l.id', '=', session.labId ?? -1), ...(session.coreLab ? [w('l.parentLabId', '=', session.labId ?? -1)] : [])])),
          ),
    )
    .executeTakeFirst();
  if (!sample?.url) throw AppError.notFound('Sample link');
  const expiresAt = new Date(ctx.wallClock.now().getTime() + SAMPLE_LINK_TTL_MS);
  const token = signSampleLinkToken(ctx.settings.sampleLinkSecret, { sampleId: sample.id, userId: session.user.id, expiresAt });
  let url: string;
  try {
    url = withQuery(sample.url, [
      ['token', token],
      ['language', input.language],
      ['user_id', String(session.user.id)],
    ]);
  } catch {
    throw AppError.notFound('Sample link');
  }
  return { sampleId: sample.id, url, expiresAt: expiresAt.toISOString() };
}

/** POST /sample_links/verify (public, for the sample site): the token's claim, or 422 param token. */
export function verifySampleLink(ctx: { wallClock: Clock; settings: Pick<ApiSettings, 'sampleLinkSecret'> }, input: TVerifySampleLinkInput): TVerifiedSampleLink {
  const expiresAt = verifySampleLinkToken(ctx.settings.sampleLinkSecret, input.token, input, ctx.wallClock.now());
  return { sampleId: input.sampleId, userId: input.userId, expiresAt: expiresAt.toISOString() };
}
