import { cleanLocalized, requiredLocalizedViolation, type Localized } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { LocalizedFields } from '../common/localized-fields';
import { useMutationError } from '../common/mutations';
import { useEditLocales } from '../common/org';
import { violationText } from '../common/violation-text';
import { configPaths } from '../config-paths';

/**
 * Parameter create dialog (spec 3 §2/§5): a name per locale, at least one non-empty (the save is
 * ignored otherwise); then the new parameter's page with the notification 'created'.
 */
export function NewParameterDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const locales = useEditLocales();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const [name, setName] = useState<Localized>({});
  const [qualifier, setQualifier] = useState<Localized>({});
  const [touched, setTouched] = useState(false);
  const violation = requiredLocalizedViolation('name', name);
  const create = trpc.config.parameters.create.useMutation({
    onSuccess: (parameter) => {
      void utils.config.parameters.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.parameter(parameter.id), { replace: true });
    },
    onError: (error) => onError(error),
  });
  const submit = () => {
    setTouched(true);
    if (violation) return;
    const cleanQualifier = cleanLocalized(qualifier);
    create.mutate({ name: cleanLocalized(name), ...(Object.keys(cleanQualifier).length > 0 ? { qualifier: cleanQualifier } : {}) });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="parameter-new-dialog">
      <DialogTitle>{LL.config.parameters.newTitle()}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id="parameter-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack spacing={3} sx={{ pt: 1 }}>
            <LocalizedFields
              locales={locales}
              value={name}
              onChange={setName}
              label={(language) => LL.config.parameters.name({ language })}
              error={touched ? violationText(LL, violation) : null}
              required
              autoFocus
              testId="parameter-new-name"
            />
            <LocalizedFields
              locales={locales}
              value={qualifier}
              onChange={setQualifier}
              label={(language) => LL.config.parameters.qualifier({ language })}
              testId="parameter-new-qualifier"
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="parameter-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form="parameter-new-form" variant="contained" disabled={create.isPending} data-testid="parameter-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
