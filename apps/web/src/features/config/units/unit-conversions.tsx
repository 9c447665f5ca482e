import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { localize, unitConversionViolation } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, IconButton, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormNumberField } from '../../../components/forms/form-number-field';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormSelectField } from '../../../components/forms/form-select-field';
import { useFormField } from '../../../components/forms/use-form-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { withRule } from '../../../components/forms/with-rule';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useMutationError } from '../common/mutations';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import { parameterLabel, type ParameterRefLike } from '../parameters/parameter-label';
import { UNIT_LIST_LIMIT } from './unit-list-limit';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

type Conversion = RouterOutputs['config']['units']['conversions']['items'][number];

/** The conversion form's values: the factor as a number (null while blank, NaN for a word), the target unit, the parameter (none: every parameter). */
interface ConversionValues {
  factor: number | null;
  toUnitId: number | null;
  parameter: ParameterRefLike | null;
}

/** The conversion a dialog edits (id null: a new one). */
interface Draft extends ConversionValues {
  id: number | null;
}

/** The fields a server 422 may name: `toUnit` / `toUnit.id` is the target unit's select. */
const FIELDS = ['factor', 'toUnit', 'parameter'] as const;
const ALIASES = { toUnit: 'toUnitId', 'toUnit.id': 'toUnitId', 'parameter.id': 'parameter' };

/** The form's schema: a number (else "Not a number"), then core's rule (unitConversionViolation: a positive factor, another unit). */
function conversionSchema(fromUnitId: number) {
  return withRule(
    z.object({ factor: z.number({ message: 'config.common.notANumber' }).nullable(), toUnitId: z.number().nullable(), parameter: z.custom<ParameterRefLike>().nullable() }),
    (values) => {
      const violation = unitConversionViolation({ fromUnitId, toUnitId: values.toUnitId, factor: values.factor });
      return violation && { param: violation.param === 'toUnit' ? 'toUnitId' : violation.param, message: violation.message };
    },
  );
}

function ConversionDialog({ unitId, unitName, draft, onClose }: { unitId: number; unitName: string; draft: Draft; onClose(): void }) {
  const { LL, locale } = useI18n();
  const utils = trpc.useUtils();
  const onError = useMutationError('configConversionSave');
  const schema = useMemo(() => conversionSchema(unitId), [unitId]);
  const form = useForm<ConversionValues>({
    resolver: zodResolver(schema),
    defaultValues: { factor: draft.factor, toUnitId: draft.toUnitId, parameter: draft.parameter },
  });
  const parameter = useFormField(form.control, 'parameter');
  const toUnitId = form.watch('toUnitId');
  const units = trpc.config.units.list.useQuery({ offset: 0, limit: UNIT_LIST_LIMIT, sort: 'alphabet', locale }, { meta: { errorAction: 'configUnits' } });
  const targets = (units.data?.items ?? []).filter((unit) => unit.id !== unitId && (!unit.hidden || unit.id === toUnitId));
  const create = trpc.config.units.createConversion.useMutation();
  const update = trpc.config.units.updateConversion.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (values.factor === null || values.toUnitId === null) return;
      // spec 3 §5: an empty parameter is removed from the payload before save
      const body = {
        unitId,
        factor: values.factor,
        toUnit: { id: values.toUnitId },
        fromUnit: { id: unitId },
        ...(values.parameter ? { parameter: { id: values.parameter.id } } : {}),
      };
      if (draft.id === null) await create.mutateAsync(body);
      else await update.mutateAsync({ ...body, conversionId: draft.id, id: draft.id });
      void utils.config.units.conversions.invalidate({ unitId });
      void utils.config.units.convertibles.invalidate();
      onClose();
    },
    { fields: FIELDS, aliases: ALIASES, root: true, onFailure: onError },
  );

  return (
    <FormDialog testId="conversion" title={draft.id === null ? LL.config.units.conversions.add() : LL.config.units.conversions.edit()} {...submit} onClose={onClose} maxWidth="sm">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Typography sx={{ pt: { sm: 2 }, whiteSpace: 'nowrap', fontWeight: 600 }}>1 {unitName} =</Typography>
          <FormNumberField control={form.control} name="factor" label={LL.config.units.conversions.factor()} required autoFocus testId="conversion-factor" />
          <FormSelectField
            control={form.control}
            name="toUnitId"
            label={LL.config.units.conversions.toUnit()}
            required
            options={targets.map((unit) => ({ value: unit.id, label: localize(unit.name, locale), testId: `conversion-to-unit-${unit.id}` }))}
            displayTestId="conversion-to-unit"
            sx={{ minWidth: 200, flexGrow: 1 }}
          />
        </Stack>
        <ParameterAutocomplete
          value={parameter.field.value}
          onChange={parameter.field.onChange}
          label={LL.config.units.conversions.parameter()}
          error={parameter.error}
          testId="conversion-parameter"
        />
        <FormRootError error={form.formState.errors.root?.server} testId="conversion-server-error" />
      </Stack>
    </FormDialog>
  );
}

/** The conversions of a unit (spec 3 §2): add, edit, remove; parameter-specific ones are marked. */
export function UnitConversions({ unitId, unitName }: { unitId: number; unitName: string }) {
  const { LL, locale } = useI18n();
  const utils = trpc.useUtils();
  const onDeleteError = useMutationError('configConversionDelete');
  const conversions = trpc.config.units.conversions.useQuery({ unitId }, { meta: { errorAction: 'configConversions' } });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Conversion | null>(null);
  const remove = trpc.config.units.deleteConversion.useMutation({
    onSuccess: () => {
      void utils.config.units.conversions.invalidate({ unitId });
      void utils.config.units.convertibles.invalidate();
    },
    onError: (error, input) => onDeleteError(error, () => remove.mutate(input)),
  });
  const items = conversions.data?.items ?? [];
  const formula = (c: Conversion) => `1 ${localize(c.fromUnit.name, locale)} = ${formatNumber(c.factor, locale)} ${localize(c.toUnit.name, locale)}`;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="unit-conversions">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3" component="h3">
          {LL.config.units.conversions.title()}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setDraft({ id: null, factor: null, toUnitId: null, parameter: null })} data-testid="conversion-add">
          {LL.config.units.conversions.add()}
        </Button>
      </Stack>
      {conversions.data && items.length === 0 ? (
        <EmptyState
          variant="plain"
          message={LL.config.units.conversions.empty()}
          action={{ label: LL.config.units.conversions.add(), onClick: () => setDraft({ id: null, factor: null, toUnitId: null, parameter: null }) }}
          testId="unit-conversions-empty"
        />
      ) : (
        <List dense>
          {items.map((c) => (
            <ListItem
              key={c.id}
              divider
              data-testid={`conversion-${c.id}`}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={LL.config.common.edit()}>
                    <IconButton
                      onClick={() => setDraft({ id: c.id, factor: c.factor, toUnitId: c.toUnit.id, parameter: c.parameter })}
                      aria-label={LL.config.common.edit()}
                      data-testid={`conversion-edit-${c.id}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <TooltipIconButton label={LL.config.common.remove()} onClick={() => setDeleting(c)} data-testid={`conversion-remove-${c.id}`} icon={<DeleteOutlineIcon fontSize="small" />} />
                </Stack>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <SwapHorizIcon color="action" />
              </ListItemIcon>
              <ListItemText
                primary={formula(c)}
                secondary={
                  c.parameter ? (
                    <Chip component="span" size="small" variant="outlined" color="secondary" label={parameterLabel(c.parameter, locale)} sx={{ mt: 0.5 }} />
                  ) : (
                    LL.config.units.conversions.allParameters()
                  )
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {draft && <ConversionDialog unitId={unitId} unitName={unitName} draft={draft} onClose={() => setDraft(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.config.units.conversions.deleteTitle()}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ unitId, conversionId: deleting.id });
          setDeleting(null);
        }}
        testId="conversion-delete-confirm"
      >
        {deleting ? formula(deleting) : ''}
      </ConfirmDialog>
    </Paper>
  );
}
