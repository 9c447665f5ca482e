import { cleanLocalized, requiredLocalizedViolation, type Localized } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { LocalizedFields } from '../common/localized-fields';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { violationText } from '../common/violation-text';
import { configPaths } from '../config-paths';
import { SchemeSelect } from './scheme-select';

/** New scheme version (spec 3 §2): a name per locale and a scheme; then the new version opens. */
export function NewSchemeVersionDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const locales = useEditLocales();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemeVersions');
  const [name, setName] = useState<Localized>({});
  const [schemeId, setSchemeId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const nameViolation = requiredLocalizedViolation('name', cleanLocalized(name));
  const create = trpc.config.schemeVersions.create.useMutation({
    onSuccess: (created) => {
      void utils.config.schemeVersions.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.schemeVersion(created.id), { replace: true });
    },
    onError: (error) => onError(error),
  });
  const submit = () => {
    setTouched(true);
    if (nameViolation || schemeId === null) return;
    create.mutate({ orgId, schemeId, name: cleanLocalized(name), current: true });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="scheme-version-new-dialog">
      <DialogTitle>{LL.config.schemeVersions.newSchemeVersion()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <SchemeSelect value={schemeId} onChange={setSchemeId} error={touched && schemeId === null ? LL.requiredField() : null} testId="scheme-version-new-scheme" />
          <LocalizedFields
            locales={locales}
            value={name}
            onChange={setName}
            label={(language) => LL.config.schemeVersions.name({ language })}
            error={touched ? violationText(LL, nameViolation) : null}
            required
            testId="scheme-version-new-name"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="scheme-version-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending} data-testid="scheme-version-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
