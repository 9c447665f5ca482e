import { isValidEmail, VALIDATION_DEBOUNCE_MS } from '@eqa/core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { Profile } from '../auth/profile-context';

interface Fields {
  fullName: string;
  email: string;
}

function fieldsOf(profile: Profile): Fields {
  return { fullName: profile.user.fullName ?? '', email: profile.user.email ?? '' };
}

/**
 * User details (spec 1 §2, §5): full name and e-mail (both required, e-mail valid), username
 * read-only; Save only when valid and changed. With `missingEmail` the hint profile.missingEmail
 * is shown (the dialog opens by itself for profiles without an e-mail).
 */
export function UserDetailsDialog({ open, onClose, profile, missingEmail }: { open: boolean; onClose(): void; profile: Profile; missingEmail: boolean }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const mutation = trpc.auth.updateUser.useMutation();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [touched, setTouched] = useState({ fullName: false, email: false });
  const checked = useDebouncedValue(fields, VALIDATION_DEBOUNCE_MS);

  const fullNameError = checked.fullName.trim() === '' ? LL.requiredField() : null;
  const emailError = checked.email.trim() === '' ? LL.requiredField() : !isValidEmail(checked.email) ? LL.emailFormatHelpText() : null;
  const saved = fieldsOf(profile);
  const changed = fields.fullName.trim() !== saved.fullName || fields.email.trim() !== saved.email;
  const settled = checked === fields;
  const canSave = settled && fullNameError === null && emailError === null && changed && !mutation.isPending;

  const change = (key: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [key]: event.target.value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };

  const save = () => {
    const input = { fullName: fields.fullName.trim(), email: fields.email.trim() };
    mutation.mutate(input, {
      onSuccess: async () => {
        notify(LL.notifications.userSaved());
        await utils.auth.profile.invalidate();
        onClose();
      },
      onError: (error) => reportError(error, { action: 'profile', retry: save }),
    });
  };

  const close = () => {
    setFields(fieldsOf(profile));
    setTouched({ fullName: false, email: false });
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth data-testid="user-details-dialog">
      <DialogTitle>{LL.profile.userDetails.title()}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) save();
          }}
        >
          {missingEmail && (
            <Alert severity="info" data-testid="user-details-missing-email">
              {LL.profile.missingEmail()}
            </Alert>
          )}
          <TextField
            label={LL.profile.userDetails.username()}
            value={profile.user.name}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'user-details-username' } }}
            helperText=" "
          />
          <TextField
            label={LL.profile.userDetails.fullName()}
            value={fields.fullName}
            onChange={change('fullName')}
            onBlur={() => setTouched((t) => ({ ...t, fullName: true }))}
            required
            autoComplete="name"
            error={touched.fullName && fullNameError !== null}
            helperText={(touched.fullName && fullNameError) || ' '}
            slotProps={{ htmlInput: { 'data-testid': 'user-details-full-name', maxLength: 200 } }}
          />
          <TextField
            label={LL.profile.userDetails.email()}
            value={fields.email}
            onChange={change('email')}
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            required
            type="email"
            autoComplete="email"
            error={touched.email && emailError !== null}
            helperText={(touched.email && emailError) || ' '}
            slotProps={{ htmlInput: { 'data-testid': 'user-details-email', maxLength: 254 } }}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="user-details-close">
          {LL.actions.close()}
        </Button>
        <Button variant="contained" onClick={save} disabled={!canSave} loading={mutation.isPending} data-testid="user-details-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
