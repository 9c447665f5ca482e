import {
  cleanLocalized,
  deriveDimensionId,
  isValidDimensionId,
  localize,
  nextOrdinal,
  parseIntegerInput,
  requiredLocalizedViolation,
  type Localized,
} from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { LocalizedFields } from '../common/localized-fields';
import { serverViolation, useMutationError } from '../common/mutations';
import { useEditLocales } from '../common/org';
import { violationText } from '../common/violation-text';
import { configPaths } from '../config-paths';
import { useAllDimensions } from './dimension-options';
import { DimensionSettingsFields, type DimensionSettingsDraft } from './dimension-settings-fields';

/**
 * New dimension (spec 3 §2/§5): name, id and value type are required; the id is derived from the
 * (English, else first) name while the user has not typed one ('Módszer neve' → 'modszer_neve');
 * the ordinal is a required number (the next free one by default). Then the new dimension opens
 * with the notification 'created'.
 */
export function NewDimensionDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const locales = useEditLocales();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configDimensions');
  const all = useAllDimensions();
  const [name, setName] = useState<Localized>({});
  const [typedId, setTypedId] = useState<string | null>(null);
  const [ordinal, setOrdinal] = useState<string | null>(null);
  const [settings, setSettings] = useState<DimensionSettingsDraft>({ valueType: '', unitId: null, unitIds: [], mediaType: null, multipleValues: false, negativeAllowed: false });
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<{ param: string; message: string } | null>(null);

  const derivedId = deriveDimensionId(localize(cleanLocalized(name), 'en'));
  const id = typedId ?? derivedId;
  const ordinalText = ordinal ?? (all.data ? String(nextOrdinal(all.data.items.map((d) => d.ordinal))) : '');
  const ordinalValue = parseIntegerInput(ordinalText);
  const nameViolation = requiredLocalizedViolation('name', cleanLocalized(name));
  const idError = id === '' ? LL.requiredField() : isValidDimensionId(id) ? null : LL.config.dimensions.invalidId();
  const ordinalError = ordinalText.trim() === '' ? LL.requiredField() : ordinalValue === null ? LL.config.common.invalidInteger() : null;
  const typeError = settings.valueType === '' ? LL.requiredField() : null;
  const valid = !nameViolation && !idError && !ordinalError && !typeError;

  const create = trpc.config.dimensions.create.useMutation({
    onSuccess: (dimension) => {
      void utils.config.dimensions.list.invalidate();
      notify(LL.notifications.created());
      navigate(configPaths.dimension(dimension.id), { replace: true });
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(field);
      else onError(error);
    },
  });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (!valid || settings.valueType === '' || ordinalValue === null) return;
    create.mutate({
      id,
      name: cleanLocalized(name),
      valueType: settings.valueType,
      ordinal: ordinalValue,
      mediaType: settings.mediaType,
      multipleValues: settings.multipleValues,
      negativeAllowed: settings.negativeAllowed,
      unitId: settings.unitId,
      unitIds: settings.unitIds,
    });
  };
  const serverFor = (param: string) => (server?.param === param ? violationText(LL, server) : null);

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} data-testid="dimension-new-dialog">
      <DialogTitle>{LL.config.dimensions.newTitle()}</DialogTitle>
      <DialogContent>
        <form
          noValidate
          id="dimension-new-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <LocalizedFields
              locales={locales}
              value={name}
              onChange={setName}
              label={(language) => LL.config.dimensions.name({ language })}
              error={touched ? violationText(LL, nameViolation) : serverFor('name')}
              required
              autoFocus
              direction="row"
              testId="dimension-new-name"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={LL.config.dimensions.id()}
                value={id}
                onChange={(event) => setTypedId(event.target.value)}
                required
                error={(touched && idError !== null) || serverFor('id') !== null}
                helperText={(touched ? idError : null) ?? serverFor('id') ?? LL.config.dimensions.idHelp()}
                sx={{ flexGrow: 1 }}
                slotProps={{ htmlInput: { 'data-testid': 'dimension-new-id', spellCheck: false, style: { fontFamily: 'monospace' } } }}
              />
              <TextField
                label={LL.config.dimensions.ordinal()}
                value={ordinalText}
                onChange={(event) => setOrdinal(event.target.value)}
                required
                error={(touched && ordinalError !== null) || serverFor('ordinal') !== null}
                helperText={(touched ? ordinalError : null) ?? serverFor('ordinal') ?? LL.config.dimensions.ordinalHelp()}
                sx={{ width: { sm: 200 } }}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dimension-new-ordinal' } }}
              />
            </Stack>
            <DimensionSettingsFields draft={settings} onChange={setSettings} valueTypeLocked={false} valueTypeError={touched ? typeError : serverFor('valueType')} />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="dimension-new-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button type="submit" form="dimension-new-form" variant="contained" disabled={create.isPending} data-testid="dimension-new-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
