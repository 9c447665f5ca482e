import CloseIcon from '@mui/icons-material/Close';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { cleanLocalized, localize, ZDimensionFields, type TDimensionFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { useFormField } from '../../../components/forms/use-form-field';
import { trpc } from '../../../lib/trpc';
import type { Dimension } from './dimension';
import { DeleteAction, useDeleteHandlers } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { SchemeVersionRefs } from '../common/scheme-version-refs';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { parameterLabel } from '../parameters/parameter-label';
import { CompositeComponents } from './composite-components';
import { DimensionSettingsFields } from './dimension-settings-fields';
import { NominalValues } from './nominal-values';
import { SyncWizard } from './sync-wizard';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

function valuesOf(dimension: Dimension): TDimensionFields {
  return {
    name: { ...dimension.name },
    ordinal: dimension.ordinal,
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

const FIELDS = ['name', 'ordinal', 'settings'] as const;
/** The server names the settings' fields at the top level. */
const ALIASES = { valueType: 'settings.valueType', unitId: 'settings.unitId', unitIds: 'settings.unitIds', mediaType: 'settings.mediaType' } as const;

/** The dimension's settings (core ZDimensionFields): Save while changed and valid, Reset back to what is stored. */
function DimensionForm({ dimension, onSaved }: { dimension: Dimension; onSaved(d: Dimension): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const onError = useMutationError('configDimensions');
  const form = useForm<TDimensionFields>({ resolver: zodResolver(ZDimensionFields), defaultValues: valuesOf(dimension), mode: 'onChange' });
  const settings = useFormField(form.control, 'settings');
  const { isDirty, errors } = form.formState;
  const update = trpc.config.dimensions.update.useMutation();
  const save = form.handleSubmit(async (values) => {
    if (values.settings.valueType === '') return;
    try {
      const next = await update.mutateAsync({ ...values.settings, valueType: values.settings.valueType, id: dimension.id, name: cleanLocalized(values.name), ordinal: values.ordinal });
      onSaved(next);
      form.reset(valuesOf(next));
    } catch (error) {
      if (!applyServerError(error, form.setError, FIELDS, { aliases: ALIASES, root: true })) onError(error);
    }
  });
  const invalid = errors.name !== undefined || errors.ordinal !== undefined;
  return (
    <Section
      title={LL.config.parameters.settings()}
      testId="dimension-settings"
      actions={
        <>
          {isDirty && (
            <Button onClick={() => form.reset(valuesOf(dimension))} data-testid="dimension-settings-reset">
              {LL.actions.reset()}
            </Button>
          )}
          <Button variant="contained" disabled={!isDirty || update.isPending || invalid} onClick={() => void save()} data-testid="dimension-settings-save">
            {LL.actions.save()}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5}>
        <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.dimensions.name({ language })} required direction="row" testId="dimension-name" />
        <FormTextField control={form.control} name="ordinal" integer label={LL.config.dimensions.ordinal()} hint={LL.config.dimensions.ordinalHelp()} required sx={{ width: 220 }} testId="dimension-ordinal" />
        <DimensionSettingsFields draft={settings.field.value} onChange={settings.field.onChange} valueTypeLocked={!dimension.deletable} valueTypeError={settings.error} />
        <FormRootError error={errors.root?.server} testId="dimension-settings-error" />
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
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configDimensions');
  const dimension = trpc.config.dimensions.get.useQuery({ id: dimensionId }, { meta: { errorAction: 'configDimensions' } });
  const [syncing, setSyncing] = useState(false);
  const close = () => navigate(configPaths.dimensions);
  const saved = (next: Dimension) => {
    utils.config.dimensions.get.setData({ id: dimensionId }, next);
    void utils.config.dimensions.list.invalidate();
  };
  const remove = trpc.config.dimensions.delete.useMutation(useDeleteHandlers(() => void utils.config.dimensions.list.invalidate(), close, onError));
  const data = dimension.data;
  const valueCount = data ? (data.valueType === 'nominal' ? data.values.length : data.components.length) : 0;
  const canSync = data !== undefined && (data.valueType === 'nominal' || data.valueType === 'composite') && valueCount > 0;

  return (
    <Dialog open onClose={close} maxWidth="lg" fullWidth fullScreen={fullScreen} scroll="paper" data-testid="dimension-dialog">
      <DialogTitle component="div" sx={{ pr: 1 }}>
        {/* full screen (phone, tablet) the name has a row of its own (wrapped, never cut to "M…") and the actions and Close the
            next, in the order they are read; one tree in both layouts, so turning the phone keeps an open question */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: '100%', md: 0 } }}>
            <Typography
              variant="h2"
              sx={{ fontSize: '1.35rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: { xs: 'normal', md: 'nowrap' }, overflowWrap: 'anywhere' }}
              data-testid="dimension-title"
            >
              {data ? localize(data.name, locale) || data.id : dimensionId}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }} data-testid="dimension-id">
              {dimensionId}
            </Typography>
          </Box>
          {canSync && (
            <Button
              startIcon={<SyncAltIcon />}
              onClick={() => setSyncing(true)}
              sx={{ flex: { xs: '1 1 0', md: '0 0 auto' }, minWidth: 0, justifyContent: 'flex-end', textAlign: 'left' }}
              data-testid="dimension-sync"
            >
              {LL.config.dimensions.sync.open()}
            </Button>
          )}
          {data && (
            <DeleteAction
              label={LL.config.dimensions.deleteDimension()}
              disabledReason={!data.deletable ? LL.config.dimensions.notDeletable() : null}
              name={localize(data.name, locale) || data.id}
              busy={remove.isPending}
              onDelete={() => remove.mutate({ id: dimensionId })}
              testId="dimension-delete"
            />
          )}
          <TooltipIconButton label={LL.actions.close()} onClick={close} data-testid="dimension-close" icon={<CloseIcon />} />
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
    </Dialog>
  );
}
