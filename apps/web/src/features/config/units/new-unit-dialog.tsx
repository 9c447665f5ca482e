import { requiredLocalizedViolation, cleanLocalized, type Localized } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
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

/** Unit overlay, new (spec 3 §2): a multilingual name (required), Save and Cancel; then the new unit with 'created'. */
export function NewUnitDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const locales = useEditLocales();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configUnits');
  const [name, setName] = useState<Localized>({});
  const [touched, setTouched] = useState(false);
  const violation = requiredLocalizedViolation('name', cleanLocalized(name));
  const create = trpc.config.units.create.useMutation({
    onSuccess: (unit) => {
      void utils.config.units.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.unit(unit.id), { replace: true });
    },
    onError: (error) => onError(error),
  });
  const submit = () => {
    setTouched(true);
    if (violation) return;
    create.mutate({ name: cleanLocalized(name) });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="unit-new-dialog">
      <DialogTitle>{LL.config.units.newTitle()}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id="unit-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          style={{ paddingTop: 8 }}
        >
          <LocalizedFields
            locales={locales}
            value={name}
            onChange={setName}
            label={(language) => LL.config.units.name({ language })}
            error={touched ? violationText(LL, violation) : null}
            required
            autoFocus
            testId="unit-new-name"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="unit-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form="unit-new-form" variant="contained" disabled={create.isPending} data-testid="unit-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
