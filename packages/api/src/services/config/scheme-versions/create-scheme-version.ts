import { assertNoViolation, cleanLocalized, requiredLocalizedViolation } from '@eqa/core';
import type { TCreateSchemeVersionInput } from './save-scheme-version.types';
import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersion } from './load-scheme-versions';
import { assertSchemeOfOrg, settingsPatch } from './scheme-version-settings';

/** POST /orgs/{orgId}/scheme_versions: name (at least one locale) and scheme; settings normalised. */
export async function createSchemeVersion(ctx: Pick<AdminContext, 'db' | 'session'>, input: TCreateSchemeVersionInput): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, input.orgId);
  assertNoViolation(requiredLocalizedViolation('name', input.name));
  await assertSchemeOfOrg(ctx.db, input.orgId, input.schemeId);
  const settings = await settingsPatch(ctx.db, { significantDiffWarningDays: null, ...input });
  const description = input.description ? cleanLocalized(input.description) : null;
  const { id } = await ctx.db
    .insertInto('schemeVersions')
    .values({
      schemeId: input.schemeId,
      name: cleanLocalized(input.name),
      description: description && Object.keys(description).length > 0 ? description : null,
      ...settings,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return loadSchemeVersion(ctx.db, input.orgId, id);
}
