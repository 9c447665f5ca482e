import { z } from 'zod';
import { ZValidationPassword } from '@eqa/core';
import { ZId } from '../shared.types';

export const ZChangeOrgValidationPasswordInput = z.object({
  orgId: ZId,
  currentPassword: z.string().max(1000),
  newPassword: ZValidationPassword,
});
export type TChangeOrgValidationPasswordInput = z.infer<typeof ZChangeOrgValidationPasswordInput>;
