import type { Kysely } from 'kysely';
import { AppError, ZQualityRules, type QualityRules } from '@eqa/core';
import { loadQualityRules, type DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { requireSession } from '../surveys/open-lab-survey';
import type { TSetQualityRulesInput } from './certificate.types';

/** GET /orgs/{orgId}/quality_rules: the org's certificate and appeal rules (its staff). */
export async function getQualityRules(ctx: { db: Kysely<DB>; session: Session | null }, orgId: number): Promise<QualityRules> {
  assertOrgAdminOf(requireSession(ctx.session), orgId);
  return loadQualityRules(ctx.db, orgId);
}

/**
 * PUT /orgs/{orgId}/quality_rules: sets the org's rules (core ZQualityRules: the action limit above
 * the satisfactory one, 422 actionLimit). Applies to certificates issued from now on and to appeals
 * filed from now on; issued certificates keep the rules they state.
 */
export async function setQualityRules(ctx: { db: Kysely<DB>; session: Session | null }, input: TSetQualityRulesInput): Promise<QualityRules> {
  const session = requireSession(ctx.session);
  assertOrgAdminOf(session, input.orgId);
  const { orgId, ...fields } = input;
  const parsed = ZQualityRules.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.constraint(String(issue?.path[0] ?? 'actionLimit'), issue?.message ?? 'Invalid rules');
  }
  const values = { ...parsed.data, updatedBy: session.user.id, updatedAt: new Date() };
  await ctx.db
    .insertInto('orgQualityRules')
    .values({ orgId, ...values })
    .onConflict((oc) => oc.column('orgId').doUpdateSet(values))
    .execute();
  return loadQualityRules(ctx.db, orgId);
}
