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

/** New sample (spec 3 §2/§5): a name (required); then the sample opens with 'created'. */
export function NewSampleDialog({ surveyId, onClose }: { surveyId: number; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const violation = requiredTextViolation('name', name);
  const create = trpc.config.samples.create.useMutation({
    onSuccess: (sample) => {
      void utils.config.surveys.get.invalidate({ orgId, id: surveyId });
      void utils.config.surveys.form.invalidate({ orgId, id: surveyId });
      notify(LL.notifications.created());
      navigate(configPaths.sample(surveyId, sample.id), { replace: true });
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
    create.mutate({ orgId, surveyId, name: name.trim() });
  };
  const error = touched && violation ? LL.requiredField() : server;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="sample-new-dialog">
      <DialogTitle>{LL.config.samples.newTitle()}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id="sample-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          style={{ paddingTop: 8 }}
        >
          <TextField
            label={LL.config.samples.name()}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { 'data-testid': 'sample-new-name' } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="sample-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form="sample-new-form" variant="contained" disabled={create.isPending} data-testid="sample-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
