import { assertNoViolation, cleanLocalized, isEditableRoundYear, requiredLocalizedViolation, schemeChangeViolation } from '@eqa/core';
import type { TSchemeVersion } from './scheme-version.types';
import type { TUpdateSchemeVersionInput } from './save-scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersion } from './load-scheme-versions';
import { assertSchemeOfOrg, settingsPatch } from './scheme-version-settings';

/**
 * PATCH /orgs/{orgId}/scheme_versions/{id}: name, description, settings (normalised), the scheme
 * only while deletable (spec 3 §5, 422 schemeId). With sync, the description and the
 * evaluationDisabled flag go to the version's surveys in rounds of the previous/current/next year.
 */
export async function updateSchemeVersion(
  ctx: Pick<AdminContext, 'db' | 'session' | 'clock'>,
  input: TUpdateSchemeVersionInput & { sync: boolean },
): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const current = await loadSchemeVersion(ctx.db, input.orgId, input.id);
  if (input.name !== undefined) assertNoViolation(requiredLocalizedViolation('name', input.name));
  if (input.schemeId !== undefined) {
    await assertSchemeOfOrg(ctx.db, input.orgId, input.schemeId);
    assertNoViolation(schemeChangeViolation({ currentSchemeId: current.scheme.id, schemeId: input.schemeId, deletable: current.deletable }));
  }
  const settings = await settingsPatch(ctx.db, input);
  const description = input.description === undefined ? undefined : input.description === null ? null : cleanLocalized(input.description);
  const patch = {
    ...settings,
    ...(input.schemeId !== undefined ? { schemeId: input.schemeId } : {}),
    ...(input.name !== undefined ? { name: cleanLocalized(input.name) } : {}),
    ...(description !== undefined ? { description: description && Object.keys(description).length > 0 ? description : null } : {}),
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (Object.keys(patch).length > 0) await trx.updateTable('schemeVersions').set(patch).where('id', '=', input.id).execute();
    if (input.sync) {
      const version = await trx.selectFrom('schemeVersions').select(['description', 'evaluationDisabled']).where('id', '=', input.id).executeTakeFirstOrThrow();
      const surveys = await trx
        .selectFrom('surveys as s')
        .innerJoin('rounds as r', 'r.id', 's.roundId')
        .select(['s.id', 'r.year'])
        .where('s.schemeVersionId', '=', input.id)
        .execute();
      const now = ctx.clock.now();
      const editable = surveys.filter((s) => isEditableRoundYear(s.year, now)).map((s) => s.id);
      if (editable.length > 0) {
        await trx
          .updateTable('surveys')
          .set({ description: version.description, evaluationDisabled: version.evaluationDisabled })
          .where('id', 'in', editable)
          .execute();
      }
    }
  });
  return loadSchemeVersion(ctx.db, input.orgId, input.id);
}
