import { protectedProcedure } from '../../trpc';
import { inviteUser } from '../../services/users/invite-user';
import { listUsers } from '../../services/users/list-users';
import { setUserDisabled } from '../../services/users/set-user-disabled';
import { ZInviteLabUserInput, ZListLabUsersInput, ZManagedUser, ZManagedUserList, ZUpdateLabUserInput } from '../../services/users/users.types';

const PERMISSION = "The lab's own lab admins and the org admins of an organisation of the lab (403 for anyone else, a core lab for its satellites too).";

export const listLabUsers = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/users',
      protect: true,
      tags: ['users'],
      summary: "List a laboratory's users",
      description: `The lab admins of the laboratory with their invitation state (username empty until an invitation is accepted). ${PERMISSION}`,
    },
  })
  .input(ZListLabUsersInput)
  .output(ZManagedUserList)
  .query(({ ctx, input }) => listUsers(ctx, { labId: input.labId }));

export const inviteLabUser = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/users',
      protect: true,
      tags: ['users'],
      summary: 'Invite a colleague to a laboratory',
      description: `E-mails a single-use link (PUBLIC_URL/invitation/{token}, valid 7 days) with which the invitee chooses a username and password; the new user is a lab admin of the laboratory (roleId org_admin: 403). Inviting a pending address again sends a new link; an address of a user who has signed up is 409 email_in_use. Limited per inviter and client address (429). ${PERMISSION}`,
    },
  })
  .input(ZInviteLabUserInput)
  .output(ZManagedUser)
  .mutation(({ ctx, input }) => inviteUser(ctx, { labId: input.labId }, input));

export const updateLabUser = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/labs/{labId}/users/{userId}',
      protect: true,
      tags: ['users'],
      summary: "Disable or re-enable a laboratory's user",
      description: `Disabling ends the user's sessions at once and refuses sign-in; the lab's last active user cannot be disabled (409 last_active_admin). 404 for a user who is not of the laboratory. ${PERMISSION}`,
    },
  })
  .input(ZUpdateLabUserInput)
  .output(ZManagedUser)
  .mutation(({ ctx, input }) => setUserDisabled(ctx, { labId: input.labId }, input.userId, input.disabled));
