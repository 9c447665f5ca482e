import { ZUserDetailsFields, type TUserDetailsFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { useFormSubmit } from '../../components/forms/use-form-submit';
import { trpc } from '../../lib/trpc';
import type { Profile } from '../auth/profile-context';

function valuesOf(profile: Profile): TUserDetailsFields {
  return { fullName: profile.user.fullName ?? '', email: profile.user.email ?? '' };
}

/**
 * User details (spec 1 §2, §5): full name and e-mail (both required, e-mail valid: core
 * ZUserDetailsFields), username read-only; Save only when valid and changed. With `missingEmail` the
 * hint profile.missingEmail is shown (the dialog opens by itself for profiles without an e-mail).
 */
export function UserDetailsDialog({ open, onClose, profile, missingEmail }: { open: boolean; onClose(): void; profile: Profile; missingEmail: boolean }) {
  return open ? <UserDetailsForm onClose={onClose} profile={profile} missingEmail={missingEmail} /> : null;
}

function UserDetailsForm({ onClose, profile, missingEmail }: { onClose(): void; profile: Profile; missingEmail: boolean }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.updateUser.useMutation();
  const form = useForm<TUserDetailsFields>({ resolver: zodResolver(ZUserDetailsFields), defaultValues: valuesOf(profile), mode: 'onChange' });
  const { isDirty, isValid } = form.formState;
  const save = useFormSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync(values);
      notify(LL.notifications.userSaved());
      await utils.auth.profile.invalidate();
      onClose();
    },
    { fields: ['fullName', 'email'], onFailure: (error) => reportError(error, { action: 'profile', retry: () => save.onSubmit() }) },
  );
  const U = LL.profile.userDetails;
  return (
    <FormDialog
      testId="user-details"
      title={U.title()}
      {...save}
      onClose={onClose}
      maxWidth="sm"
      submitDisabled={!isDirty || !isValid}
      cancelLabel={LL.actions.close()}
      cancelTestId="user-details-close"
      intro={
        missingEmail && (
          <Alert severity="info" data-testid="user-details-missing-email">
            {LL.profile.missingEmail()}
          </Alert>
        )
      }
    >
      <TextField label={U.username()} value={profile.user.name} helperText=" " slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'user-details-username' } }} />
      <FormTextField control={form.control} name="fullName" label={U.fullName()} required autoComplete="name" testId="user-details-full-name" slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormTextField control={form.control} name="email" label={U.email()} required type="email" autoComplete="email" testId="user-details-email" slotProps={{ htmlInput: { maxLength: 254 } }} />
    </FormDialog>
  );
}
