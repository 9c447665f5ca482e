import { protectedProcedure } from '../../trpc';
import { sendSupportMessage } from '../../services/support/send-support-message';
import { ZSendSupportMessageInput, ZSendSupportMessageOutput } from '../../services/support/send-support-message.types';

export const send = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/orgs/{orgId}/support',
      protect: true,
      tags: ['support'],
      summary: 'Send a support message',
      description: "A lab user sends a message to the organisation's support address, with reply-to addresses (spec 1 §6). Users of the lab only (organisation users and core labs acting for a satellite get 403); throttled per lab, user and IP (429).",
    },
  })
  .input(ZSendSupportMessageInput)
  .output(ZSendSupportMessageOutput)
  .mutation(({ ctx, input }) => sendSupportMessage(ctx, input));
