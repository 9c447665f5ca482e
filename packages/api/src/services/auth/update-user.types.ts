import { z } from 'zod';
import { ZEmail } from '@eqa/core';

/** Spec 1 §5 "User details: fullName and email required, e-mail valid". */
export const ZUpdateUserInput = z.object({
  fullName: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  email: z.string().trim().min(1, { message: 'requiredEmailField' }).pipe(ZEmail),
});
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;
