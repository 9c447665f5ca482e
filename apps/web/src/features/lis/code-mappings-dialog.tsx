import { zodResolver } from '@hookform/resolvers/zod';
import { localize, ZCodeMappingFields, type TCodeMappingFields } from '@eqa/core';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useController, useFieldArray, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc } from '../../lib/trpc';
import { messageText } from '../account/message-text';
import { useMutationError } from '../config/common/mutations';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

const FIELDS = ['parameters', 'units'] as const;

/** A select of ids bound to the form (its error translated as FormTextField does). */
function FormIdSelect({ control, name, label, options, testId }: { control: Control<TCodeMappingFields>; name: FieldPath<TCodeMappingFields>; label: string; options: Array<{ id: number; label: string }>; testId: string }) {
  const { LL } = useI18n();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message ? messageText(LL, fieldState.error.message, LL.error.constraintViolation.message()) : null;
  const value = typeof field.value === 'number' && field.value > 0 ? String(field.value) : '';
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error !== null}
      helperText={error ?? ' '}
      sx={{ flex: 2, minWidth: 200 }}
      size="small"
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The lab's code mappings (issue 36): its LIS's own test codes → parameters and unit codes →
 * units, edited as two lists and saved as a whole (PUT …/code_mappings); react-hook-form with the
 * zod resolver on core ZCodeMappingFields, a 422's field (a code twice) shown on it.
 */
export function CodeMappingsDialog({ labId, onClose }: { labId: number; onClose(): void }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('profile');
  const utils = trpc.useUtils();
  const query = trpc.lis.codeMappings.useQuery({ labId }, { meta: { errorAction: 'profile' } });
  const save = trpc.lis.saveCodeMappings.useMutation();
  const form = useForm<TCodeMappingFields>({ resolver: zodResolver(ZCodeMappingFields), defaultValues: { parameters: [], units: [] } });
  const parameters = useFieldArray({ control: form.control, name: 'parameters' });
  const units = useFieldArray({ control: form.control, name: 'units' });
  const data = query.data;
  useEffect(() => {
    if (data) form.reset({ parameters: data.parameters, units: data.units });
  }, [data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ labId, ...values });
      await utils.lis.codeMappings.invalidate({ labId });
      notify(LL.lis.mappings.saved());
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  const parameterOptions = (data?.parameterOptions ?? []).map((p) => ({
    id: p.id,
    label: `${localize(p.name, locale)}${p.qualifier ? ` (${localize(p.qualifier, locale)})` : ''}${p.loinc.length > 0 ? ` – LOINC ${p.loinc.join(', ')}` : ''}`,
  }));
  const unitOptions = (data?.unitOptions ?? []).map((u) => ({ id: u.id, label: `${localize(u.name, locale)}${u.ucum ? ` (UCUM ${u.ucum})` : ''}` }));

  return (
    <FormDialog testId="code-mappings" title={LL.lis.mappings.title()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={save.isPending} maxWidth="md">
      <Typography variant="body2" color="text.secondary">
        {LL.lis.mappings.intro()}
      </Typography>
      {!data ? (
        <CircularProgress size={24} aria-label={LL.lis.mappings.title()} />
      ) : (
        <>
          <Typography variant="subtitle1" component="h3">
            {LL.lis.mappings.parameters()}
          </Typography>
          {parameters.fields.map((item, index) => (
            <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField control={form.control} name={`parameters.${index}.code`} label={LL.lis.mappings.code()} size="small" sx={{ flex: 1 }} testId={`mapping-parameter-code-${index}`} />
              <FormIdSelect control={form.control} name={`parameters.${index}.parameterId`} label={LL.lis.mappings.parameter()} options={parameterOptions} testId={`mapping-parameter-${index}`} />
              <TooltipIconButton label={LL.lis.mappings.remove()} onClick={() => parameters.remove(index)} icon={<DeleteIcon />} />
            </Stack>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => parameters.append({ code: '', parameterId: 0 })} sx={{ alignSelf: 'flex-start' }} data-testid="mapping-parameter-add">
            {LL.lis.mappings.add()}
          </Button>
          <Typography variant="subtitle1" component="h3">
            {LL.lis.mappings.units()}
          </Typography>
          {units.fields.map((item, index) => (
            <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField control={form.control} name={`units.${index}.code`} label={LL.lis.mappings.code()} size="small" sx={{ flex: 1 }} testId={`mapping-unit-code-${index}`} />
              <FormIdSelect control={form.control} name={`units.${index}.unitId`} label={LL.lis.mappings.unit()} options={unitOptions} testId={`mapping-unit-${index}`} />
              <TooltipIconButton label={LL.lis.mappings.remove()} onClick={() => units.remove(index)} icon={<DeleteIcon />} />
            </Stack>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => units.append({ code: '', unitId: 0 })} sx={{ alignSelf: 'flex-start' }} data-testid="mapping-unit-add">
            {LL.lis.mappings.add()}
          </Button>
        </>
      )}
    </FormDialog>
  );
}
