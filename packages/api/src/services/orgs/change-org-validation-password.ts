import { API_MESSAGES, AppError } from '@eqa/core';
import type { Session } from '../../context';
import type { TChangeOrgValidationPasswordInput } from './change-validation-password.types';
import type { TOk } from '../shared.types';
import { hashPassword } from '../auth/passwords';
import { checkValidationPassword, type AttemptContext } from '../auth/validation-password-attempts';

/**
 * POST /orgs/{orgId}/change_password: the organisation's validation password (org users check out
 * with it). Only the org's own users (403 otherwise); wrong current → 422 currentPassword; too many
 * wrong ones 429 (validation-password-attempts).
 */
export async function changeOrgValidationPassword(ctx: AttemptContext & { session: Session }, input: TChangeOrgValidationPasswordInput): Promise<TOk> {
  const { db, session } = ctx;
  if (session.roleId !== 'org_admin' || session.orgId !== input.orgId) {
    throw AppError.forbidden('You may not change the validation password of this organisation');
  }
  const org = await db.selectFrom('orgs').select('id').where('id', '=', input.orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  if (!(await checkValidationPassword(ctx, { kind: 'org', id: input.orgId }, input.currentPassword))) {
    throw AppError.constraint('currentPassword', API_MESSAGES.wrongValidationPassword);
  }
  const validationPasswordHash = await hashPassword(input.newPassword);
  await db.updateTable('orgs').set({ validationPasswordHash }).where('id', '=', input.orgId).execute();
  return { ok: true };
}
