import { API_MESSAGES, AppError, accreditationViolation, assertNoViolation } from '@eqa/core';
import type { TCreateAccreditationInput, TUpdateAccreditationInput } from './accreditations.types';
import type { TAccreditation } from './scheme.types';
import { assertOrgAdminOf, type AdminContext } from '../admin-context';
import { loadAccreditation } from './load-accreditations';
import { loadScheme } from './load-schemes';

/**
 * POST …/accreditations (id null) and PATCH …/accreditations/{id} (spec 3 §5): a parameter and at
 * least one of start or end date on save, at least one date left after an edit; start ≤ end.
 */
export async function saveAccreditation(
  ctx: Pick<AdminContext, 'db' | 'session'>,
  input: TCreateAccreditationInput | TUpdateAccreditationInput,
  id: number | null,
): Promise<TAccreditation> {
  assertOrgAdminOf(ctx.session, input.orgId);
  await loadScheme(ctx.db, input.orgId, input.schemeId);
  const current =
    id === null ? null : await ctx.db.selectFrom('accreditations').selectAll().where('id', '=', id).where('schemeId', '=', input.schemeId).executeTakeFirst();
  if (id !== null && !current) throw AppError.notFound('Accreditation');
  const draft = {
    paramId: input.paramId ?? current?.parameterId ?? null,
    accreditedStartsAt: input.accreditedStartsAt !== undefined ? input.accreditedStartsAt : (current?.accreditedStartsAt ?? null),
    accreditedEndsAt: input.accreditedEndsAt !== undefined ? input.accreditedEndsAt : (current?.accreditedEndsAt ?? null),
  };
  assertNoViolation(accreditationViolation(draft, id === null ? 'create' : 'edit'));
  const parameterId = draft.paramId ?? 0;
  const parameter = await ctx.db.selectFrom('parameters').select('id').where('id', '=', parameterId).executeTakeFirst();
  if (!parameter) throw AppError.constraint('paramId', API_MESSAGES.unknownParameter);
  const values = { parameterId, accreditedStartsAt: draft.accreditedStartsAt, accreditedEndsAt: draft.accreditedEndsAt };
  let savedId = id;
  if (savedId === null) {
    const row = await ctx.db.insertInto('accreditations').values({ schemeId: input.schemeId, ...values }).returning('id').executeTakeFirstOrThrow();
    savedId = row.id;
  } else {
    await ctx.db.updateTable('accreditations').set(values).where('id', '=', savedId).execute();
  }
  return loadAccreditation(ctx.db, input.schemeId, savedId);
}
