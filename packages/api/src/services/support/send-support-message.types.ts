import { z } from 'zod';
import { ZEmail } from '@eqa/core';
import { ZId } from '../shared.types';

/** Spec 1 §3 "Support message: subject, message, replyTo (optional list of e-mail addresses), context (url, pageTitle)". */
export const ZSendSupportMessageInput = z.object({
  labId: ZId,
  orgId: ZId,
  subject: z.string().trim().min(1, { message: 'requiredField' }).max(200),
  message: z.string().trim().min(1, { message: 'requiredField' }).max(10_000),
  replyTo: z.array(ZEmail).max(20).optional(),
  context: z.object({
    url: z.string().max(2000),
    pageTitle: z.string().max(500),
  }),
});
export type TSendSupportMessageInput = z.infer<typeof ZSendSupportMessageInput>;

export const ZSendSupportMessageOutput = z.object({ id: z.number().int() });
export type TSendSupportMessageOutput = z.infer<typeof ZSendSupportMessageOutput>;
