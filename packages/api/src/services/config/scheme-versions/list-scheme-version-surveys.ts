import { AppError } from '@eqa/core';
import type { TListSchemeVersionSurveysOutput } from './list-scheme-version-surveys.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSurveysWhere } from '../surveys/load-surveys';
import { loadSchemeVersionSummaries } from './load-scheme-versions';

/** GET /orgs/{orgId}/scheme_versions/{id}/surveys?current=: newest round first; current keeps the editable years. */
export async function listSchemeVersionSurveys(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  orgId: number,
  id: number,
  currentOnly: boolean,
): Promise<TListSchemeVersionSurveysOutput> {
  assertOrgAdminOf(ctx.session, orgId);
  const [version] = await loadSchemeVersionSummaries(ctx.db, orgId, [id]);
  if (!version) throw AppError.notFound('Scheme version');
  const surveys = await loadSurveysWhere(ctx.db, ctx.clock, orgId, { schemeVersionId: id });
  const items = currentOnly ? surveys.filter((s) => s.editable) : surveys;
  return { items, total: items.length };
}
