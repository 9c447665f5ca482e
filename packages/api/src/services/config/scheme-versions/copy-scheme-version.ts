import { assertNoViolation, cleanLocalized, requiredLocalizedViolation, type Localized } from '@eqa/core';
import type { TCopySchemeVersionInput } from './save-scheme-version.types';
import type { TSchemeVersion } from './scheme-version.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadSchemeVersion } from './load-scheme-versions';

const COPY_SUFFIX: Record<string, string> = { en: ' (copy)', hu: ' (másolat)' };

/** The default name of a copy: each locale's name with the locale's copy suffix. */
export function copyName(name: Localized): Localized {
  return Object.fromEntries(Object.entries(name).map(([locale, text]) => [locale, `${text}${COPY_SUFFIX[locale] ?? COPY_SUFFIX.en}`]));
}

/** POST /orgs/{orgId}/scheme_versions/{id}/copy: a new version of the same scheme with the settings and parameters. */
export async function copySchemeVersion(ctx: Pick<AdminContext, 'db' | 'session'>, input: TCopySchemeVersionInput): Promise<TSchemeVersion> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadSchemeVersion(ctx.db, input.orgId, input.id);
  if (input.name !== undefined) assertNoViolation(requiredLocalizedViolation('name', input.name));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const source = await trx.selectFrom('schemeVersions').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow();
    const { id: _id, createdAt: _createdAt, ...fields } = source;
    const copy = await trx
      .insertInto('schemeVersions')
      .values({ ...fields, name: input.name ? cleanLocalized(input.name) : copyName(source.name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parameters = await trx.selectFrom('schemeVersionParameters').selectAll().where('schemeVersionId', '=', input.id).execute();
    if (parameters.length > 0) {
      await trx
        .insertInto('schemeVersionParameters')
        .values(parameters.map((p) => ({ ...p, schemeVersionId: copy.id })))
        .execute();
    }
    return copy.id;
  });
  return loadSchemeVersion(ctx.db, input.orgId, id);
}
