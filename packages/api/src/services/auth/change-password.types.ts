import { z } from 'zod';
import { ZLoginPassword } from '@eqa/core';

/** A wrong current password answers 422 param currentPassword; a weak new one 422 param newPassword (loginPasswordFormatHelpText). */
export const ZChangePasswordInput = z.object({
  currentPassword: z.string().max(1000),
  newPassword: ZLoginPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
