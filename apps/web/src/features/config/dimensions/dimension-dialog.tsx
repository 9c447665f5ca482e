import CloseIcon from '@mui/icons-material/Close';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { cleanLocalized, localize, parseIntegerInput, requiredLocalizedViolation, type Localized } from '@eqa/core';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import type { Dimension } from './dimension';
import { ConfirmDialog } from '../common/confirm-dialog';
import { DeleteButton } from '../common/delete-button';
import { LocalizedFields } from '../common/localized-fields';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { SchemeVersionRefs } from '../common/scheme-version-refs';
import { Section } from '../common/section';
import { violationText } from '../common/violation-text';
import { configPaths } from '../config-paths';
import { parameterLabel } from '../parameters/parameter-label';
import { CompositeComponents } from './composite-components';
import { DimensionSettingsFields, type DimensionSettingsDraft } from './dimension-settings-fields';
import { NominalValues } from './nominal-values';
import { SyncWizard } from './sync-wizard';

interface FormDraft {
  name: Localized;
  ordinal: string;
  settings: DimensionSettingsDraft;
}

function draftOf(dimension: Dimension): FormDraft {
  return {
    name: { ...dimension.name },
    ordinal: String(dimension.ordinal),
    settings: {
      valueType: dimension.valueType,
      unitId: dimension.unit?.id ?? null,
      unitIds: dimension.units.map((u) => u.id).filter((id) => id !== dimension.unit?.id),
      mediaType: dimension.mediaType,
      multipleValues: dimension.multipleValues,
      negativeAllowed: dimension.negativeAllowed,
    },
  };
}

function DimensionForm({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const onError = useMutationError('configDimensions');
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(dimension));
  const [server, setServer] = useState<{ param: string; message: string } | null>(null);
  const ordinal = parseIntegerInput(draft.ordinal);
  const nameViolation = requiredLocalizedViolation('name', cleanLocalized(draft.name));
  const ordinalError = draft.ordinal.trim() === '' ? LL.requiredField() : ordinal === null ? LL.config.common.invalidInteger() : null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(dimension));
  const update = trpc.config.dimensions.update.useMutation({
    onSuccess: (next) => {
      onSaved(next);
      setDraft(draftOf(next));
    },
    onError: (error) => {
      const field = serverViolation(error);
      if (field) setServer(field);
      else onError(error);
    },
  });
  const save = () => {
    setServer(null);
    if (nameViolation || ordinal === null || draft.settings.valueType === '') return;
    update.mutate({
      id: dimension.id,
      name: cleanLocalized(draft.name),
      ordinal,
      valueType: draft.settings.valueType,
      unitId: draft.settings.unitId,
      unitIds: draft.settings.unitIds,
      mediaType: draft.settings.mediaType,
      multipleValues: draft.settings.multipleValues,
      negativeAllowed: draft.settings.negativeAllowed,
    });
  };
  return (
    <Section
      title={LL.config.parameters.settings()}
      testId="dimension-settings"
      actions={
        <>
          {dirty && (
            <Button onClick={() => setDraft(draftOf(dimension))} data-testid="dimension-settings-reset">
              {LL.actions.reset()}
            </Button>
          )}
          <Button variant="contained" disabled={!dirty || update.isPending || nameViolation !== null || ordinalError !== null} onClick={save} data-testid="dimension-settings-save">
            {LL.actions.save()}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <LocalizedFields
          locales={locales}
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          label={(language) => LL.config.dimensions.name({ language })}
          error={violationText(LL, nameViolation) ?? (server?.param === 'name' ? violationText(LL, server) : null)}
          required
          direction="row"
          testId="dimension-name"
        />
        <TextField
          label={LL.config.dimensions.ordinal()}
          value={draft.ordinal}
          onChange={(event) => setDraft({ ...draft, ordinal: event.target.value })}
          required
          error={ordinalError !== null || server?.param === 'ordinal'}
          helperText={ordinalError ?? (server?.param === 'ordinal' ? LL.config.common.duplicateOrdinal() : LL.config.dimensions.ordinalHelp())}
          sx={{ width: 220 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dimension-ordinal' } }}
        />
        <DimensionSettingsFields
          draft={draft.settings}
          onChange={(settings) => setDraft({ ...draft, settings })}
          valueTypeLocked={!dimension.deletable}
          valueTypeError={server?.param === 'valueType' ? violationText(LL, server) : null}
        />
        {server && !['name', 'ordinal', 'valueType'].includes(server.param) && (
          <Alert severity="error" data-testid="dimension-settings-error">
            {LL.config.common.serverRefused({ message: violationText(LL, server) ?? '' })}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}

function DimensionUsage({ dimension }: { dimension: Dimension }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const versions = trpc.config.dimensions.schemeVersions.useQuery({ id: dimension.id, orgId }, { meta: { errorAction: 'configDimensions' } });
  return (
    <>
      <Section title={LL.config.dimensions.usedBy()} testId="dimension-parameters">
        {dimension.params.length === 0 ? (
          <Typography color="text.secondary">{LL.config.dimensions.noParameters()}</Typography>
        ) : (
          <List dense disablePadding>
            {dimension.params.map((parameter) => (
              <ListItem key={`${parameter.id}-${parameter.role}`} divider>
                <ListItemText
                  primary={
                    <Link component={RouterLink} href={configPaths.parameter(parameter.id)} data-testid={`dimension-parameter-${parameter.id}`}>
                      {parameterLabel(parameter, locale)}
                    </Link>
                  }
                />
                <Chip size="small" variant="outlined" label={LL.config.dimensions.roles[parameter.role]()} />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={LL.config.dimensions.schemeVersions()} testId="dimension-scheme-versions">
        <SchemeVersionRefs items={versions.data?.items} empty={LL.config.parameters.noSchemeVersions()} testId="dimension-scheme-version" />
      </Section>
    </>
  );
}

/**
 * The dimension dialog of an existing dimension (spec 3 §2): name, ordinal and the type-specific
 * settings; nominal values or composite components; the sync wizard; the parameters and scheme
 * versions using it; delete (disabled when not deletable, with confirmation).
 */
export function DimensionDialog({ dimensionId }: { dimensionId: string }) {
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const notify = useNotify();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configDimensions');
  const dimension = trpc.config.dimensions.get.useQuery({ id: dimensionId }, { meta: { errorAction: 'configDimensions' } });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const close = () => navigate(configPaths.dimensions);
  const saved = (next: Dimension) => {
    utils.config.dimensions.get.setData({ id: dimensionId }, next);
    void utils.config.dimensions.list.invalidate();
  };
  const remove = trpc.config.dimensions.delete.useMutation({
    onSuccess: () => {
      void utils.config.dimensions.list.invalidate();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  });
  const data = dimension.data;
  const valueCount = data ? (data.valueType === 'nominal' ? data.values.length : data.components.length) : 0;
  const canSync = data !== undefined && (data.valueType === 'nominal' || data.valueType === 'composite') && valueCount > 0;

  return (
    <Dialog open onClose={close} maxWidth="lg" fullWidth fullScreen={fullScreen} scroll="paper" data-testid="dimension-dialog">
      <DialogTitle component="div" sx={{ pr: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h2" noWrap sx={{ fontSize: '1.35rem' }} data-testid="dimension-title">
              {data ? localize(data.name, locale) || data.id : dimensionId}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }} data-testid="dimension-id">
              {dimensionId}
            </Typography>
          </Box>
          {canSync && (
            <Button startIcon={<SyncAltIcon />} onClick={() => setSyncing(true)} data-testid="dimension-sync">
              {LL.config.dimensions.sync.open()}
            </Button>
          )}
          {data && (
            <DeleteButton label={LL.config.dimensions.deleteDimension()} disabledReason={!data.deletable ? LL.config.dimensions.notDeletable() : null} onClick={() => setConfirmDelete(true)} testId="dimension-delete" />
          )}
          <Tooltip title={LL.actions.close()}>
            <IconButton onClick={close} aria-label={LL.actions.close()} data-testid="dimension-close">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </DialogTitle>
      <Box sx={{ height: 3 }}>{dimension.isFetching && <LinearProgress sx={{ height: 3 }} aria-label={LL.loading()} />}</Box>
      <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
        {data && (
          <Stack spacing={2.5}>
            <DimensionForm key={data.id} dimension={data} onSaved={saved} />
            {data.valueType === 'nominal' && <NominalValues dimension={data} onSaved={saved} />}
            {data.valueType === 'composite' && <CompositeComponents dimension={data} onSaved={saved} />}
            <DimensionUsage dimension={data} />
          </Stack>
        )}
      </DialogContent>
      {syncing && data && <SyncWizard dimension={data} onClose={() => setSyncing(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        title={LL.config.common.confirmDeleteTitle()}
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate({ id: dimensionId });
        }}
        testId="dimension-delete-confirm"
      >
        {LL.config.common.confirmDelete({ name: data ? localize(data.name, locale) || data.id : dimensionId })}
      </ConfirmDialog>
    </Dialog>
  );
}
