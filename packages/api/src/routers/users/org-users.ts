import { protectedProcedure } from '../../trpc';
import { inviteUser } from '../../services/users/invite-user';
import { listUsers } from '../../services/users/list-users';
import { setUserDisabled } from '../../services/users/set-user-disabled';
import { ZInviteOrgUserInput, ZListOrgUsersInput, ZManagedUser, ZManagedUserList, ZUpdateOrgUserInput } from '../../services/users/users.types';

const PERMISSION = "Only the organisation's org admins (403 for anyone else).";

export const listOrgUsers = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/users',
      protect: true,
      tags: ['users'],
      summary: "List an organisation's staff",
      description: `The org admins of the organisation with their invitation state (username empty until an invitation is accepted). ${PERMISSION}`,
    },
  })
  .input(ZListOrgUsersInput)
  .output(ZManagedUserList)
  .query(({ ctx, input }) => listUsers(ctx, { orgId: input.orgId }));

export const inviteOrgUser = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/users',
      protect: true,
      tags: ['users'],
      summary: 'Invite a staff member',
      description: `E-mails a single-use link (PUBLIC_URL/invitation/{token}, valid 7 days) with which the invitee chooses a username and password; the new user is an org admin (roleId lab_admin: 422). Inviting a pending address again sends a new link; an address of a user who has signed up is 409 email_in_use. Limited per inviter and client address (429). ${PERMISSION}`,
    },
  })
  .input(ZInviteOrgUserInput)
  .output(ZManagedUser)
  .mutation(({ ctx, input }) => inviteUser(ctx, { orgId: input.orgId }, input));

export const updateOrgUser = protectedProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/users/{userId}',
      protect: true,
      tags: ['users'],
      summary: 'Disable or re-enable a staff member',
      description: `Disabling ends the user's sessions at once and refuses sign-in; the last active org admin cannot be disabled (409 last_active_admin). 404 for a user who is not staff of the organisation. ${PERMISSION}`,
    },
  })
  .input(ZUpdateOrgUserInput)
  .output(ZManagedUser)
  .mutation(({ ctx, input }) => setUserDisabled(ctx, { orgId: input.orgId }, input.userId, input.disabled));
