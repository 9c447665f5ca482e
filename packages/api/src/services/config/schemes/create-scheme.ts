import { cleanLocalized } from '@eqa/core';
import type { TCreateSchemeInput } from './save-scheme.types';
import type { TScheme } from './scheme.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadScheme } from './load-schemes';
import { checkedShortName } from './scheme-short-name';

/** POST /orgs/{orgId}/schemes (the new scheme dialog: a short name). */
export async function createScheme(ctx: Pick<AdminContext, 'db' | 'session'>, input: TCreateSchemeInput): Promise<TScheme> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const shortName = await checkedShortName(ctx.db, input.orgId, input.shortName, null);
  const name = input.name ? cleanLocalized(input.name) : null;
  const { id } = await withDbErrors(
    () =>
      ctx.db
        .insertInto('schemes')
        .values({ orgId: input.orgId, shortName, name: name && Object.keys(name).length > 0 ? name : null })
        .returning('id')
        .executeTakeFirstOrThrow(),
    { unique: { param: 'shortName', message: 'config.schemes.shortNameTaken' } },
  );
  return loadScheme(ctx.db, input.orgId, id);
}
