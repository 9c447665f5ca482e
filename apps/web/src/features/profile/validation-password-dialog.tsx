import { ZValidationPassword } from '@eqa/core';
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { PasswordChangeDialog } from './password-change-form';
import type { ValidationPasswordOwner } from './validation-password-owner';

/**
 * Validation password change (spec 1 §2): orgs.changeValidationPassword for org users,
 * labs.changeValidationPassword for lab users, who also get the forgotten validation password action.
 */
export function ValidationPasswordDialog({ open, onClose, owner }: { open: boolean; onClose(): void; owner: ValidationPasswordOwner }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const changeOrg = trpc.orgs.changeValidationPassword.useMutation();
  const changeLab = trpc.labs.changeValidationPassword.useMutation();
  const forgot = trpc.labs.forgotValidationPassword.useMutation();
  const [linkSent, setLinkSent] = useState(false);

  const sendLink = () => {
    forgot.mutate(
      { labId: owner.id },
      {
        onSuccess: () => {
          setLinkSent(true);
          notify(LL.notifications.validationPasswordLinkSent());
        },
        onError: (error) => reportError(error, { action: 'auth', retry: sendLink }),
      },
    );
  };

  return (
    <PasswordChangeDialog
      open={open}
      onClose={() => {
        setLinkSent(false);
        onClose();
      }}
      testId="validation-password"
      newPasswordSchema={ZValidationPassword}
      labels={{
        title: LL.validationPasswordChange.title(),
        intro: LL.validationPasswordChange.intro({ name: owner.name }),
        currentPassword: LL.validationPasswordChange.currentPassword(),
        newPassword: LL.validationPasswordChange.newPassword(),
        confirmation: LL.validationPasswordChange.confirmation(),
        submit: LL.validationPasswordChange.submit(),
        formatHelpText: LL.validationPasswordFormatHelpText(),
        invalidCurrentPassword: LL.validationPasswordChange.invalidCurrentPassword(),
        success: LL.validationPasswordChange.success(),
      }}
      submit={async (currentPassword, newPassword) => {
        try {
          if (owner.kind === 'org') await changeOrg.mutateAsync({ orgId: owner.id, currentPassword, newPassword });
          else await changeLab.mutateAsync({ labId: owner.id, currentPassword, newPassword });
          notify(LL.notifications.validationPasswordChanged());
        } catch (error) {
          if (classifyError(error).kind === 'authentication') reportError(error, { action: 'auth' });
          throw error;
        }
      }}
      extra={
        owner.kind === 'lab' && (
          <Box>
            {linkSent ? (
              <Alert severity="info" data-testid="validation-password-link-sent">
                {LL.validationPasswordChange.forgotSent()}
              </Alert>
            ) : (
              <Button
                size="small"
                onClick={sendLink}
                loading={forgot.isPending}
                data-testid="validation-password-forgot"
              >
                {LL.validationPasswordChange.forgot()}
              </Button>
            )}
          </Box>
        )
      }
    />
  );
}
