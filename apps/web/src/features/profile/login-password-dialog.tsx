import { ZLoginPassword } from '@eqa/core';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { PasswordChangeDialog } from './password-change-form';

/** Login password change (spec 1 §2): auth.changePassword. */
export function LoginPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const mutation = trpc.auth.changePassword.useMutation();
  return (
    <PasswordChangeDialog
      open={open}
      onClose={onClose}
      testId="login-password"
      newPasswordSchema={ZLoginPassword}
      labels={{
        title: LL.passwordChange.title(),
        currentPassword: LL.passwordChange.currentPassword(),
        newPassword: LL.passwordChange.newPassword(),
        confirmation: LL.passwordChange.confirmation(),
        submit: LL.passwordChange.submit(),
        formatHelpText: LL.loginPasswordFormatHelpText(),
        invalidCurrentPassword: LL.passwordChange.invalidCurrentPassword(),
        success: LL.passwordChange.success(),
      }}
      submit={async (currentPassword, newPassword) => {
        try {
          await mutation.mutateAsync({ currentPassword, newPassword });
          notify(LL.notifications.passwordChanged());
        } catch (error) {
          // an ended session still logs out; every other failure reads 'invalid current password'
          if (classifyError(error).kind === 'authentication') reportError(error, { action: 'auth' });
          throw error;
        }
      }}
    />
  );
}
