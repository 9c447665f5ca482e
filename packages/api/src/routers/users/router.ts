import { router } from '../../trpc';
import { inviteLabUser, listLabUsers, updateLabUser } from './lab-users';
import { inviteOrgUser, listOrgUsers, updateOrgUser } from './org-users';

/** Staff user management (docs/decisions/users.md); the invitation is accepted at auth.acceptInvitation. */
export const usersRouter = router({
  listOrg: listOrgUsers,
  inviteOrg: inviteOrgUser,
  updateOrg: updateOrgUser,
  listLab: listLabUsers,
  inviteLab: inviteLabUser,
  updateLab: updateLabUser,
});
