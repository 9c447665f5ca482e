import { AppError } from '@eqa/core';
import type { TListParameterSchemeVersionsOutput } from './list-parameter-scheme-versions.types';
import type { AdminContext } from '../admin-context';
import { schemeVersionRefs } from '../scheme-versions/scheme-version-refs';
import { loadParameter } from './load-parameters';

/** GET /params/{id}/scheme_versions: the admin's org scheme versions using the parameter (current only with current=true). */
export async function listParameterSchemeVersions(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  parameterId: number,
  currentOnly: boolean,
): Promise<TListParameterSchemeVersionsOutput> {
  await loadParameter(ctx.db, parameterId);
  if (ctx.session.orgId === null) throw AppError.forbidden('Only organisation users may do this');
  const items = await schemeVersionRefs(ctx.db, ctx.session.orgId, { parameterId }, currentOnly);
  return { items, total: items.length };
}
