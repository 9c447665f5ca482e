import { router } from '../../trpc';
import { acceptInvitation } from './accept-invitation';
import { changePassword } from './change-password';
import { profile } from './get-profile';
import { login } from './login';
import { logout } from './logout';
import { markLatestResultsHintSeen } from './mark-latest-results-hint-seen';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { updateUser } from './update-user';

export const authRouter = router({
  login,
  logout,
  profile,
  updateUser,
  markLatestResultsHintSeen,
  changePassword,
  requestPasswordReset,
  resetPassword,
  acceptInvitation,
});
