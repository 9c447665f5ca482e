import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { localize } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormCheckList } from '../../../components/forms/form-check-list';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { useFormField } from '../../../components/forms/use-form-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { ConfirmRemoveDialog } from '../common/delete-action';
import { useMutationError } from '../common/mutations';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { DimensionMultiSelect, dimensionLabel } from '../dimensions/dimension-options';
import type { Parameter } from './parameter';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

type Role = 'result' | 'context';
type ParameterDimension = Parameter['dimensions']['result'][number];

const ZAddDimensionsFields = z.object({ dimensionIds: z.array(z.string()).min(1, { message: 'requiredField' }) });
type AddDimensionsFields = z.infer<typeof ZAddDimensionsFields>;

function AddDimensionsDialog({ parameter, role, onClose, onSaved }: { parameter: Parameter; role: Role; onClose(): void; onSaved(p: Parameter): void }) {
  const { LL } = useI18n();
  const onError = useMutationError('configParameters');
  const form = useForm<AddDimensionsFields>({ resolver: zodResolver(ZAddDimensionsFields), defaultValues: { dimensionIds: [] } });
  const dimensions = useFormField(form.control, 'dimensionIds');
  const present = [...parameter.dimensions.result, ...parameter.dimensions.context].map((d) => d.dimension.id);
  const change = trpc.config.parameters.changeDimensions.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      onSaved(await change.mutateAsync({ id: parameter.id, role, dimensionIds: values.dimensionIds.join(','), action: 'add' }));
      onClose();
    },
    { fields: ['dimensionIds'], onFailure: onError },
  );
  return (
    <FormDialog
      testId={`parameter-add-${role}`}
      title={role === 'result' ? LL.config.parameters.addResultDimensions() : LL.config.parameters.addContextDimensions()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitLabel={LL.config.common.add()}
      submitTestId={`parameter-add-${role}-submit`}
      submitDisabled={dimensions.field.value.length === 0}
    >
      <DimensionMultiSelect
        value={dimensions.field.value}
        onChange={dimensions.field.onChange}
        label={LL.config.parameters.chooseDimensions()}
        excludeIds={present}
        autoFocus
        error={dimensions.error}
        testId={`parameter-add-${role}-select`}
      />
    </FormDialog>
  );
}

/** The allowed values of a nominal dimension: all of them, or the chosen ones (at least one). */
const ZAllowedValuesFields = z
  .object({ all: z.boolean(), valueIds: z.array(z.number().int()) })
  .refine((values) => values.all || values.valueIds.length > 0, { path: ['valueIds'], message: 'requiredField' });
type AllowedValuesFields = z.infer<typeof ZAllowedValuesFields>;

function AllowedValuesDialog({ parameter, item, onClose, onSaved }: { parameter: Parameter; item: ParameterDimension; onClose(): void; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configParameters');
  const dimension = trpc.config.dimensions.get.useQuery({ id: item.dimension.id }, { meta: { errorAction: 'configDimensions' } });
  const values = (dimension.data?.values ?? []).filter((v) => !v.deprecated || (item.valueIds ?? []).includes(v.id));
  const form = useForm<AllowedValuesFields>({ resolver: zodResolver(ZAllowedValuesFields), defaultValues: { all: item.valueIds === null, valueIds: item.valueIds ?? [] } });
  const [all, valueIds] = form.watch(['all', 'valueIds']);
  const save = trpc.config.parameters.setValues.useMutation();
  const submit = useFormSubmit(
    form,
    async (chosen) => {
      onSaved(await save.mutateAsync({ id: parameter.id, dimensionId: item.dimension.id, valueIds: chosen.all ? null : chosen.valueIds }));
      onClose();
    },
    { fields: ['valueIds'], onFailure: onError },
  );
  return (
    <FormDialog
      testId="parameter-values"
      title={`${LL.config.parameters.editValues()} – ${dimensionLabel(item.dimension, locale)}`}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitDisabled={!all && valueIds.length === 0}
    >
      <FormSwitchField control={form.control} name="all" label={LL.config.parameters.allValuesOption()} testId="parameter-values-all" />
      <FormCheckList
        control={form.control}
        name="valueIds"
        allChosen={all}
        items={values.map((value) => ({
          id: value.id,
          primary: localize(value.value, locale),
          secondary: value.deprecated ? LL.config.dimensions.values.deprecated() : null,
          testId: `parameter-value-${value.id}`,
        }))}
      />
    </FormDialog>
  );
}

function EvaluationUnitSelect({ parameter, item, onSaved }: { parameter: Parameter; item: ParameterDimension; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const onError = useMutationError('configParameters');
  const dimension = trpc.config.dimensions.get.useQuery({ id: item.dimension.id }, { meta: { errorAction: 'configDimensions' } });
  const units = dimension.data ? [...dimension.data.units] : [];
  if (dimension.data?.unit && !units.some((u) => u.id === dimension.data?.unit?.id)) units.unshift(dimension.data.unit);
  if (item.unit && !units.some((u) => u.id === item.unit?.id)) units.unshift(item.unit);
  const setUnit = trpc.config.parameters.setUnit.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  return (
    <TextField
      select
      size="small"
      label={LL.config.parameters.evaluationUnit()}
      value={item.unit?.id ?? ''}
      onChange={(event) => setUnit.mutate({ id: parameter.id, dimensionId: item.dimension.id, unitId: event.target.value === '' ? null : Number(event.target.value) })}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `parameter-unit-${item.dimension.id}` } as object } }}
    >
      <MenuItem value="">
        <em>{LL.config.common.selectNone()}</em>
      </MenuItem>
      {units.map((unit) => (
        <MenuItem key={unit.id} value={unit.id}>
          {localize(unit.name, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A dimension section of the parameter page (spec 3 §2): the result or context dimensions; add from
 * a multi-select that excludes present ones, remove unless not deletable, open the dimension; numeric
 * dimensions choose the evaluation unit, nominal ones the allowed values.
 */
export function ParameterDimensionsSection({ parameter, role, onSaved }: { parameter: Parameter; role: Role; onSaved(p: Parameter): void }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  const onError = useMutationError('configParameters');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ParameterDimension | null>(null);
  const [editingValues, setEditingValues] = useState<ParameterDimension | null>(null);
  const items = parameter.dimensions[role];
  const change = trpc.config.parameters.changeDimensions.useMutation({ onSuccess: onSaved, onError: (error) => onError(error) });
  const title = role === 'result' ? LL.config.parameters.resultDimensions() : LL.config.parameters.contextDimensions();

  return (
    <Section
      title={title}
      testId={`parameter-${role}-dimensions`}
      actions={
        <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid={`parameter-add-${role}`}>
          {LL.config.parameters.addDimensions()}
        </Button>
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{LL.config.parameters.noDimensions()}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.dimension.id} divider sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.25 }} data-testid={`parameter-${role}-dimension-${item.dimension.id}`}>
              <ListItemText
                sx={{ flex: '1 1 220px', minWidth: 0 }}
                primary={dimensionLabel(item.dimension, locale)}
                secondary={
                  <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                    <Typography component="span" variant="caption" sx={{ fontFamily: 'monospace' }}>
                      {item.dimension.id}
                    </Typography>
                    <Chip component="span" size="small" variant="outlined" label={LL.config.dimensions.valueTypes[item.dimension.valueType]()} />
                  </Stack>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
              {item.dimension.valueType === 'numeric' && <EvaluationUnitSelect parameter={parameter} item={item} onSaved={onSaved} />}
              {item.dimension.valueType === 'nominal' && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => setEditingValues(item)}
                  data-testid={`parameter-values-${item.dimension.id}`}
                >
                  {item.valueIds === null ? LL.config.parameters.allValues() : `${LL.config.parameters.allowedValues()}: ${item.valueIds.length}`}
                </Button>
              )}
              <Stack direction="row" spacing={0.5}>
                <TooltipIconButton label={LL.config.parameters.openDimension()} onClick={() => navigate(configPaths.dimension(item.dimension.id))} data-testid={`parameter-open-dimension-${item.dimension.id}`} icon={<OpenInNewIcon fontSize="small" />} />
                <Tooltip title={item.deletable ? LL.config.parameters.removeDimension() : LL.config.parameters.dimensionInUse()}>
                  <span>
                    <IconButton
                      disabled={!item.deletable}
                      onClick={() => setRemoving(item)}
                      aria-label={LL.config.parameters.removeDimension()}
                      data-testid={`parameter-remove-dimension-${item.dimension.id}`}
                    >
                      <LinkOffIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {adding && <AddDimensionsDialog parameter={parameter} role={role} onClose={() => setAdding(false)} onSaved={onSaved} />}
      {editingValues && <AllowedValuesDialog parameter={parameter} item={editingValues} onClose={() => setEditingValues(null)} onSaved={onSaved} />}
      <ConfirmRemoveDialog item={removing} title={LL.config.parameters.removeDimensionTitle()} onClose={() => setRemoving(null)} onRemove={(item) => change.mutate({ id: parameter.id, role, dimensionIds: item.dimension.id, action: 'remove' })} testId="parameter-remove-dimension-confirm">
        {(item) => LL.config.parameters.removeDimensionConfirm({ name: dimensionLabel(item.dimension, locale) })}
      </ConfirmRemoveDialog>
    </Section>
  );
}
