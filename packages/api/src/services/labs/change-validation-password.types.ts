import { z } from 'zod';
import { ZValidationPassword } from '@eqa/core';
import { ZId } from '../shared.types';

/** Wrong current → 422 currentPassword; a new one under 4 characters → 422 newPassword. */
export const ZChangeLabValidationPasswordInput = z.object({
  labId: ZId,
  currentPassword: z.string().max(1000),
  newPassword: ZValidationPassword,
});
export type TChangeLabValidationPasswordInput = z.infer<typeof ZChangeLabValidationPasswordInput>;
