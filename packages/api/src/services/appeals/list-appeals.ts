import type { Kysely } from 'kysely';
import { appealWindowClosesAt, type Clock } from '@eqa/core';
import { loadQualityRules, type DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import { openLabSurvey, requireSession } from '../surveys/open-lab-survey';
import type { TAppealList, TLabAppealsInput, TLabAppealsOutput, TOrgAppealsInput } from './appeal.types';
import { loadAppeals } from './load-appeals';

/**
 * GET /labs/{labId}/surveys/{surveyId}/appeals: the lab's appeals of the survey with their answers
 * and history, and until when it may appeal. Whoever may read the lab's survey (its users, its core
 * lab, the survey org's staff); 403 for another lab.
 */
export async function listLabAppeals(ctx: { db: Kysely<DB>; clock: Clock; session: Session | null }, input: TLabAppealsInput): Promise<TLabAppealsOutput> {
  const { survey, now } = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const rules = await loadQualityRules(ctx.db, survey.orgId);
  const list = await loadAppeals(ctx.db, (q) => q.where('appeals.labId', '=', input.labId).where('appeals.surveyId', '=', input.surveyId));
  const published = survey.evaluatedAt !== null && survey.evaluatedAt.getTime() <= now.getTime() ? survey.evaluatedAt : null;
  const closesAt = published ? appealWindowClosesAt(published, rules.appealWindowDays) : null;
  return { ...list, windowClosesAt: closesAt ? closesAt.toISOString() : null, windowOpen: closesAt !== null && now.getTime() < closesAt.getTime() };
}

/** GET /orgs/{orgId}/appeals[?state=]: the org's appeal queue (its staff), newest first. */
export async function listOrgAppeals(ctx: { db: Kysely<DB>; session: Session | null }, input: TOrgAppealsInput): Promise<TAppealList> {
  assertOrgAdminOf(requireSession(ctx.session), input.orgId);
  return loadAppeals(
    ctx.db,
    (q) => {
      const org = q.where('appeals.orgId', '=', input.orgId);
      return input.state ? org.where('appeals.state', '=', input.state) : org;
    },
    { offset: input.offset, limit: input.limit },
  );
}
