import { zodResolver } from '@hookform/resolvers/zod';
import { localize, REFERENCE_SOURCES, ZReferenceValueFields, type TReferenceValueFieldsIn } from '@eqa/core';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { violationText } from '../common/violation-text';
import { parseFormNumber } from './reference-value-number';

type ReferenceParameter = RouterOutputs['config']['samples']['referenceValues']['parameters'][number];
type Fields = TReferenceValueFieldsIn;
const FIELDS: ReadonlyArray<FieldPath<Fields>> = ['assignedValue', 'source', 'standardUncertainty', 'acceptanceAbsolute', 'acceptancePercent'];

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The reference value of one numeric parameter on a sample (docs/decisions/evaluation.md "Reference
 * values"): assigned value, source, standard uncertainty and one optional fixed acceptance limit.
 * react-hook-form with the zod resolver on the procedure's own field schema (core
 * ZReferenceValueFields); a 422 of the server lands under the field it names.
 */
export function ReferenceValueForm({
  surveyId,
  sampleId,
  parameter,
  readOnly,
}: {
  surveyId: number;
  sampleId: number;
  parameter: ReferenceParameter;
  readOnly: boolean;
}) {
  const { LL, locale } = useI18n();
  const t = LL.config.samples.referenceValues;
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSamples');
  const current = parameter.referenceValue;
  const form = useForm<Fields>({
    resolver: zodResolver(ZReferenceValueFields),
    defaultValues: {
      ...(current ? { assignedValue: current.assignedValue } : {}),
      ...(current?.source ? { source: current.source } : {}),
      ...(current?.standardUncertainty !== null && current?.standardUncertainty !== undefined ? { standardUncertainty: current.standardUncertainty } : {}),
      acceptanceAbsolute: current?.acceptanceAbsolute ?? null,
      acceptancePercent: current?.acceptancePercent ?? null,
    },
  });
  const ids = { orgId, surveyId, sampleId, parameterId: parameter.parameterId };
  const onServerError = (error: unknown) => {
    const violation = serverViolation(error);
    const field = FIELDS.find((f) => f === violation?.param);
    if (violation && field) form.setError(field, { type: 'server', message: violationText(LL, violation) ?? '' });
    else onError(error);
  };
  const saved = (data: RouterOutputs['config']['samples']['referenceValues'], message: string) => {
    utils.config.samples.referenceValues.setData({ orgId, surveyId, sampleId }, data);
    notify(message);
  };
  const save = trpc.config.samples.setReferenceValue.useMutation({
    onSuccess: (data) => saved(data, t.saved()),
    onError: onServerError,
  });
  const clear = trpc.config.samples.clearReferenceValue.useMutation({
    onSuccess: (data) => {
      form.reset({ acceptanceAbsolute: null, acceptancePercent: null });
      saved(data, t.cleared());
    },
    onError: (error) => onError(error),
  });
  const { errors, isSubmitting } = form.formState;
  /** A field's error: a code of the rules (translated), or the required-field text. */
  const errorText = (field: FieldPath<Fields>): string | null => {
    const error = errors[field];
    if (!error) return null;
    if (error.type === 'server') return error.message ?? null;
    if (field === 'source') return LL.requiredField();
    return violationText(LL, { param: field, message: error.message ?? '' }, t.invalidNumber());
  };
  const numberField = (field: 'assignedValue' | 'standardUncertainty' | 'acceptanceAbsolute' | 'acceptancePercent', label: string, required = false) => {
    const { ref, ...registered } = form.register(field, { setValueAs: parseFormNumber });
    return (
    <TextField
      label={label}
      required={required}
      disabled={readOnly}
      defaultValue={numberText(form.formState.defaultValues?.[field])}
      inputRef={ref}
      {...registered}
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? ' '}
      sx={{ flex: '1 1 140px', minWidth: 120 }}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `reference-${parameter.parameterId}-${field}` } }}
    />
    );
  };
  const pending = isSubmitting || save.isPending || clear.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate({ ...ids, ...values }))} data-testid={`reference-${parameter.parameterId}`}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {localize(parameter.name, locale)}
          {parameter.unit && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              ({localize(parameter.unit.name, locale)})
            </Typography>
          )}
        </Typography>
        {!current && (
          <Typography variant="body2" color="text.secondary" data-testid={`reference-${parameter.parameterId}-consensus`}>
            {t.consensus()}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {numberField('assignedValue', t.assignedValue(), true)}
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <TextField
                select
                required
                label={t.source()}
                disabled={readOnly}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.source)}
                helperText={errorText('source') ?? ' '}
                sx={{ flex: '2 1 220px', minWidth: 200 }}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': `reference-${parameter.parameterId}-source` } as object } }}
              >
                {REFERENCE_SOURCES.map((source) => (
                  <MenuItem key={source} value={source} data-testid={`reference-source-${source}`}>
                    {t.sources[source]()}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {numberField('standardUncertainty', t.standardUncertainty(), true)}
          {numberField('acceptanceAbsolute', `${t.limitKind()} ${t.limitKinds.absolute()}`)}
          {numberField('acceptancePercent', `${t.limitKind()} ${t.limitKinds.percent()}`)}
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {current && (
              <Button onClick={() => clear.mutate(ids)} disabled={pending} data-testid={`reference-${parameter.parameterId}-clear`}>
                {t.clear()}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={pending} data-testid={`reference-${parameter.parameterId}-save`}>
              {t.save()}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
