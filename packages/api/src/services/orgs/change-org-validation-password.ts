import type { Kysely } from 'kysely';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import type { TChangeOrgValidationPasswordInput } from '../../routers/orgs/change-validation-password.types';
import type { TOk } from '../../routers/shared.types';
import { hashPassword, verifyPassword } from '../auth/passwords';

/**
 * POST /orgs/{orgId}/change_password: the organisation's validation password (org users check out
 * with it). Only the org's own users (403 otherwise); wrong current → 422 currentPassword.
 */
export async function changeOrgValidationPassword(db: Kysely<DB>, session: Session, input: TChangeOrgValidationPasswordInput): Promise<TOk> {
  if (session.roleId !== 'org_admin' || session.orgId !== input.orgId) {
    throw AppError.forbidden('You may not change the validation password of this organisation');
  }
  const org = await db.selectFrom('orgs').select('validationPasswordHash').where('id', '=', input.orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  if (!(await verifyPassword(org.validationPasswordHash, input.currentPassword))) {
    throw AppError.constraint('currentPassword', 'Invalid current password');
  }
  const validationPasswordHash = await hashPassword(input.newPassword);
  await db.updateTable('orgs').set({ validationPasswordHash }).where('id', '=', input.orgId).execute();
  return { ok: true };
}
