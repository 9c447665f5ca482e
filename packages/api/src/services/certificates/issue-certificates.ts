import type { Kysely } from 'kysely';
import { issueCertificates as issue, type DB } from '@eqa/db';
import type { Clock } from '@eqa/core';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { requireSession } from '../surveys/open-lab-survey';
import type { TIssueCertificatesInput, TIssueCertificatesOutput } from './certificate.types';
import { CERTIFICATE_COLUMNS, certificateOf } from './certificate-wire';

/**
 * POST /orgs/{orgId}/certificates {year, labIds?} (the org's staff, on demand): issues the year's
 * certificates now from the evaluations published so far (db issueCertificates, the job's code
 * path): new ones, and new versions of those whose content changed (the old version replaced).
 */
export async function issueCertificatesNow(ctx: { db: Kysely<DB>; session: Session | null; clock: Clock }, input: TIssueCertificatesInput): Promise<TIssueCertificatesOutput> {
  const session = requireSession(ctx.session);
  assertOrgAdminOf(session, input.orgId);
  const result = await issue(ctx.db, {
    orgId: input.orgId,
    year: input.year,
    labIds: input.labIds ?? null,
    now: ctx.clock.now(),
    createdBy: session.user.id,
    requireYearEvaluated: false,
  });
  const rows = result.issued.length === 0 ? [] : await ctx.db.selectFrom('certificates').select(CERTIFICATE_COLUMNS).where('id', 'in', result.issued).orderBy('labId').execute();
  return { issued: rows.map(certificateOf), unchanged: result.unchanged.length };
}
