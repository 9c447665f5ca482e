import { localize, schemeVersionParameterViolation, ZAddSchemeVersionParameterFields, ZSchemeVersionParameterFields, type TAddSchemeVersionParameterFields, type TSchemeVersionParameterFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormCheckboxGroup } from '../../../components/forms/form-checkbox-group';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormNumberField } from '../../../components/forms/form-number-field';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormSwitchField } from '../../../components/forms/form-switch-field';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormField } from '../../../components/forms/use-form-field';
import { withRule } from '../../../components/forms/with-rule';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { dimensionLabel } from '../dimensions/dimension-options';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import { parameterLabel, type ParameterRefLike } from '../parameters/parameter-label';
import type { SchemeVersionParameter } from './scheme-version-settings';
import type { SchemeVersion } from './scheme-version-settings';

function GroupSelect({ value, onChange, testId }: { value: number | null; onChange(id: number | null): void; testId: string }) {
  const { LL, locale } = useI18n();
  const groups = trpc.config.parameters.groups.useQuery({}, { staleTime: 60_000, meta: { errorAction: 'configParameters' } });
  return (
    <TextField
      select
      label={LL.config.schemeVersions.parameters.group()}
      value={groups.data ? (value ?? '') : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      <MenuItem value="">
        <em>{LL.config.parameters.noGroup()}</em>
      </MenuItem>
      {(groups.data?.items ?? []).map((group) => (
        <MenuItem key={group.id} value={group.id}>
          {localize(group.name, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The add-parameter dialog of a scheme version (spec 3 §2): a parameter (not present yet) and an optional group (core ZAddSchemeVersionParameterFields). */
export function AddSchemeVersionParameterDialog({ version, onClose, onSaved }: { version: SchemeVersion; onClose(): void; onSaved(v: SchemeVersion): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const onError = useMutationError('configSchemeVersions');
  const form = useForm<TAddSchemeVersionParameterFields>({ resolver: zodResolver(ZAddSchemeVersionParameterFields), defaultValues: { paramId: null, groupId: null } });
  const paramField = useFormField(form.control, 'paramId');
  const groupField = useFormField(form.control, 'groupId');
  // the chosen parameter as the autocomplete shows it (the form holds its id)
  const [parameter, setParameter] = useState<ParameterRefLike | null>(null);
  const add = trpc.config.schemeVersions.addParameter.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (values.paramId === null) return;
      onSaved(await add.mutateAsync({ orgId, id: version.id, paramId: values.paramId, groupId: values.groupId }));
      onClose();
    },
    { fields: ['paramId', 'groupId'], onFailure: onError },
  );
  return (
    <FormDialog
      testId="scheme-version-parameter-add"
      title={LL.config.schemeVersions.parameters.addTitle()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      submitLabel={LL.config.common.add()}
    >
      <Stack spacing={2.5}>
        <ParameterAutocomplete
          value={parameter}
          onChange={(next) => {
            setParameter(next);
            paramField.field.onChange(next?.id ?? null);
          }}
          label={LL.config.schemeVersions.parameters.parameter()}
          excludeIds={version.parameters.map((p) => p.parameterId)}
          required
          error={paramField.error}
          testId="scheme-version-parameter-add-parameter"
        />
        <GroupSelect value={groupField.field.value} onChange={groupField.field.onChange} testId="scheme-version-parameter-add-group" />
      </Stack>
    </FormDialog>
  );
}

const EDIT_FIELDS = ['ordinal', 'groupId', 'resultDimensionIds', 'contextDimensionIds', 'hidden', 'sigmaPtPercent', 'acceptancePercent', 'acceptanceAbsolute', 'minParticipants'] as const;

/** The dimension lists' "none chosen" in their own words. */
const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  resultDimensionIds: 'config.schemeVersions.parameters.resultRequired',
  contextDimensionIds: 'config.schemeVersions.parameters.contextRequired',
};

/**
 * The edit-parameter dialog of a scheme version (spec 3 §2/§5): ordinal, group, result and context
 * dimensions (of the parameter's own), hidden, and the evaluation settings (fixed σpt %, acceptance
 * limits, minimum participants; locale numbers). Ordinal and at least one result dimension are
 * required (core ZSchemeVersionParameterFields with schemeVersionParameterViolation).
 */
export function EditSchemeVersionParameterDialog({ version, item, onClose, onSaved }: { version: SchemeVersion; item: SchemeVersionParameter; onClose(): void; onSaved(v: SchemeVersion): void }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const onError = useMutationError('configSchemeVersions');
  const parameter = trpc.config.parameters.get.useQuery({ id: item.parameterId }, { meta: { errorAction: 'configParameters' } });
  const resultDims = useMemo(() => parameter.data?.dimensions.result ?? [], [parameter.data]);
  const contextDims = useMemo(() => parameter.data?.dimensions.context ?? [], [parameter.data]);
  const schema = useMemo(
    () =>
      withRule(ZSchemeVersionParameterFields, (values) => {
        const violation = schemeVersionParameterViolation({
          ordinal: values.ordinal,
          resultDimensionIds: values.resultDimensionIds,
          contextDimensionIds: values.contextDimensionIds,
          parameterResultDimensionIds: resultDims.map((d) => d.dimension.id),
          parameterContextDimensionIds: contextDims.map((d) => d.dimension.id),
        });
        const own = violation && violation.message === 'requiredField' ? REQUIRED_MESSAGES[violation.param] : undefined;
        return violation && own ? { ...violation, message: own } : violation;
      }),
    [resultDims, contextDims],
  );
  const form = useForm<TSchemeVersionParameterFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      ordinal: item.ordinal,
      groupId: item.groupId,
      resultDimensionIds: item.resultDimensionIds,
      contextDimensionIds: item.contextDimensionIds,
      hidden: item.hidden,
      sigmaPtPercent: item.sigmaPtPercent,
      acceptancePercent: item.acceptancePercent,
      acceptanceAbsolute: item.acceptanceAbsolute,
      minParticipants: item.minParticipants,
    },
  });
  const groupField = useFormField(form.control, 'groupId');
  const save = trpc.config.schemeVersions.updateParameter.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      onSaved(await save.mutateAsync({ orgId, id: version.id, paramId: item.parameterId, ...values }));
      onClose();
    },
    { fields: EDIT_FIELDS, onFailure: onError, root: true },
  );
  const P = LL.config.schemeVersions.parameters;
  const { control } = form;
  return (
    <FormDialog
      testId="scheme-version-parameter-edit"
      title={P.editTitle({ name: parameterLabel(item.parameter, locale) })}
      {...submit}
      onClose={onClose}
      submitDisabled={!parameter.data}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField control={control} name="ordinal" integer label={LL.config.common.ordinal()} required sx={{ width: { sm: 140 }, flexShrink: 0 }} testId="scheme-version-parameter-ordinal" />
          <GroupSelect value={groupField.field.value} onChange={groupField.field.onChange} testId="scheme-version-parameter-group" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <FormCheckboxGroup
            control={control}
            name="resultDimensionIds"
            legend={P.resultDimensions()}
            options={resultDims.map((d) => ({ value: d.dimension.id, label: dimensionLabel(d.dimension, locale) }))}
            testId="scheme-version-parameter-result"
            sx={{ flex: 1 }}
          />
          <FormCheckboxGroup
            control={control}
            name="contextDimensionIds"
            legend={P.contextDimensions()}
            options={contextDims.map((d) => ({ value: d.dimension.id, label: dimensionLabel(d.dimension, locale) }))}
            testId="scheme-version-parameter-context"
            sx={{ flex: 1 }}
          />
        </Stack>
        <FormSwitchField control={control} name="hidden" label={P.hidden()} testId="scheme-version-parameter-hidden" />
        <Divider />
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {P.evaluation()}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormNumberField control={control} name="sigmaPtPercent" label={P.sigmaPtPercent()} hint={P.sigmaPtHelp()} fullWidth testId="scheme-version-parameter-sigma" />
          <FormNumberField control={control} name="minParticipants" label={P.minParticipants()} fullWidth testId="scheme-version-parameter-min-participants" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormNumberField control={control} name="acceptancePercent" label={P.acceptancePercent()} hint={P.acceptanceHelp()} fullWidth testId="scheme-version-parameter-acceptance-percent" />
          <FormNumberField control={control} name="acceptanceAbsolute" label={P.acceptanceAbsolute()} fullWidth testId="scheme-version-parameter-acceptance-absolute" />
        </Stack>
        <FormRootError error={form.formState.errors.root?.server} />
      </Stack>
    </FormDialog>
  );
}
