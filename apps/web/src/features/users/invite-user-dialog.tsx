import { zodResolver } from '@hookform/resolvers/zod';
import { ZInviteUserFields, type TInviteUserFields } from '@eqa/core';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import type { UsersScope } from './user-scope';

const FIELDS = ['fullName', 'email'] as const;

/**
 * Invite dialog (docs/decisions/users.md): full name and e-mail, react-hook-form with the zod
 * resolver on core ZInviteUserFields (the procedure's input without the scope's id); the role is
 * the scope's own. A 422 lands on its field, an address that has signed up already under the e-mail.
 */
export function InviteUserDialog({ scope, onClose }: { scope: UsersScope; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const form = useForm<TInviteUserFields>({ resolver: zodResolver(ZInviteUserFields), defaultValues: { fullName: '', email: '' }, mode: 'onTouched' });
  const inviteOrg = trpc.users.inviteOrg.useMutation();
  const inviteLab = trpc.users.inviteLab.useMutation();
  const pending = inviteOrg.isPending || inviteLab.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (scope.kind === 'org') await inviteOrg.mutateAsync({ orgId: scope.orgId, ...values });
      else await inviteLab.mutateAsync({ labId: scope.labId, ...values });
      await (scope.kind === 'org' ? utils.users.listOrg.invalidate({ orgId: scope.orgId }) : utils.users.listLab.invalidate({ labId: scope.labId }));
      notify(LL.users.invited({ email: values.email.trim() }));
      onClose();
    } catch (error) {
      if (classifyError(error).type === 'email_in_use') {
        form.setError('email', { type: 'server', message: 'users.emailInUse' }, { shouldFocus: true });
        return;
      }
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  return (
    <FormDialog testId="invite-user" title={LL.users.inviteTitle()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={pending} dirty={form.formState.isDirty} submitLabel={LL.users.inviteSubmit()}>
      <FormTextField control={form.control} name="fullName" label={LL.users.fullName()} required autoFocus fullWidth testId="invite-user-full-name" />
      <FormTextField control={form.control} name="email" label={LL.users.email()} type="email" required fullWidth testId="invite-user-email" />
    </FormDialog>
  );
}
