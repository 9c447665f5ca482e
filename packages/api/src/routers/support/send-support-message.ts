import { protectedProcedure } from '../../trpc';
import { sendSupportMessage } from '../../services/support/send-support-message';
import { ZSendSupportMessageInput, ZSendSupportMessageOutput } from './send-support-message.types';

export const send = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/orgs/{orgId}/support', protect: true, tags: ['support'] } })
  .input(ZSendSupportMessageInput)
  .output(ZSendSupportMessageOutput)
  .mutation(({ ctx, input }) => sendSupportMessage(ctx, input));
