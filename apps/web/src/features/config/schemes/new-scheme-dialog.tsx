import { requiredTextViolation } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { configPaths } from '../config-paths';

/** New scheme (spec 3 §2/§5): a short name (required); then the scheme dialog with 'created'. */
export function NewSchemeDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemes');
  const [shortName, setShortName] = useState('');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const violation = requiredTextViolation('shortName', shortName);
  const create = trpc.config.schemes.create.useMutation({
    onSuccess: (scheme) => {
      void utils.config.schemes.list.invalidate();
      void utils.config.schemeVersions.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.scheme(scheme.id), { replace: true });
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(field.message);
      else onError(error);
    },
  });
  const submit = () => {
    setTouched(true);
    if (violation) return;
    create.mutate({ orgId, shortName: shortName.trim() });
  };
  const error = touched && violation ? LL.requiredField() : server;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="scheme-new-dialog">
      <DialogTitle>{LL.config.schemes.newTitle()}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id="scheme-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          style={{ paddingTop: 8 }}
        >
          <TextField
            label={LL.config.schemes.shortName()}
            value={shortName}
            onChange={(event) => setShortName(event.target.value)}
            required
            autoFocus
            fullWidth
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { 'data-testid': 'scheme-new-short-name' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="scheme-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form="scheme-new-form" variant="contained" disabled={create.isPending} data-testid="scheme-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
