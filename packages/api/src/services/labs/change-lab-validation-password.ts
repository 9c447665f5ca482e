import { API_MESSAGES, AppError } from '@eqa/core';
import type { TChangeLabValidationPasswordInput } from './change-validation-password.types';
import type { TOk } from '../shared.types';
import { hashPassword } from '../auth/passwords';
import { checkValidationPassword, type AttemptContext } from '../auth/validation-password-attempts';
import { assertLabAccess, type LabAccessContext } from './assert-lab-access';

/**
 * POST /labs/{labId}/change_password: the lab's validation password (spec 1 §2 profile menu).
 * Needs write access to the lab (its own users, the org's users); a wrong current password (or a
 * lab without one: use the forgotten-password flow) is 422 currentPassword; too many wrong ones 429
 * (validation-password-attempts).
 */
export async function changeLabValidationPassword(ctx: LabAccessContext & AttemptContext, input: TChangeLabValidationPasswordInput): Promise<TOk> {
  await assertLabAccess(ctx, input.labId, 'write');
  if (!(await checkValidationPassword(ctx, { kind: 'lab', id: input.labId }, input.currentPassword))) {
    throw AppError.constraint('currentPassword', API_MESSAGES.wrongValidationPassword);
  }
  const validationPasswordHash = await hashPassword(input.newPassword);
  await ctx.db.updateTable('labs').set({ validationPasswordHash }).where('id', '=', input.labId).execute();
  return { ok: true };
}
