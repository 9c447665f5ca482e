import { z } from 'zod';
import { ZValidationPassword } from '@eqa/core';
import { ZId } from '../shared.types';

/** Public: the token of the e-mailed link proves the right to set a new validation password. */
export const ZSetNewValidationPasswordInput = z.object({
  labId: ZId,
  token: z.string().min(1).max(200),
  newPassword: ZValidationPassword,
});
export type TSetNewValidationPasswordInput = z.infer<typeof ZSetNewValidationPasswordInput>;
