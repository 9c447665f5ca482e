import { publicProcedure } from '../../trpc';
import { acceptInvitation as acceptUserInvitation } from '../../services/users/accept-invitation';
import { ZAcceptInvitationInput, ZAcceptInvitationOutput } from '../../services/users/users.types';

/** Public: the page of the e-mailed invitation sets the invitee's username and password, once. */
export const acceptInvitation = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/invitations/accept',
      protect: false,
      tags: ['auth'],
      summary: 'Accept an e-mailed invitation',
      description: 'The invitee chooses a username and a password with the token of the e-mailed link; then signs in with them. An unknown, used or expired token (or one of a disabled user) is 422 param token (invalid_invitation); a taken username 422 param username (username_taken); the password follows the login-password rule (422 param password). Wrong tokens are limited per client address (429), a valid one gives its slot back. Public: no session needed.',
    },
  })
  .input(ZAcceptInvitationInput)
  .output(ZAcceptInvitationOutput)
  .mutation(({ ctx, input }) => acceptUserInvitation(ctx, input));
