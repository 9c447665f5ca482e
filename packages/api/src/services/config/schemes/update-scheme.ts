import { cleanLocalized } from '@eqa/core';
import type { TUpdateSchemeInput } from './save-scheme.types';
import type { TScheme } from './scheme.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { withDbErrors } from '../db-errors';
import { loadScheme } from './load-schemes';
import { checkedShortName } from './scheme-short-name';

/** PATCH /orgs/{orgId}/schemes/{id}: the editable short name (required, unique) and name. */
export async function updateScheme(ctx: Pick<AdminContext, 'db' | 'session'>, input: TUpdateSchemeInput): Promise<TScheme> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadScheme(ctx.db, input.orgId, input.id);
  const shortName = input.shortName !== undefined ? await checkedShortName(ctx.db, input.orgId, input.shortName, input.id) : undefined;
  const name = input.name === undefined ? undefined : input.name === null ? null : cleanLocalized(input.name);
  const patch = {
    ...(shortName !== undefined ? { shortName } : {}),
    ...(name !== undefined ? { name: name && Object.keys(name).length > 0 ? name : null } : {}),
  };
  if (Object.keys(patch).length > 0) {
    await withDbErrors(() => ctx.db.updateTable('schemes').set(patch).where('id', '=', input.id).execute(), {
      unique: { param: 'shortName', message: 'config.schemes.shortNameTaken' },
    });
  }
  return loadScheme(ctx.db, input.orgId, input.id);
}
