import { accreditationDisplayDate, accreditationViolation, ZAccreditationFields, type TAccreditationFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDateField } from '../../../components/forms/form-date-field';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormRootError } from '../../../components/forms/form-root-error';
import { useFormField } from '../../../components/forms/use-form-field';
import { withRule } from '../../../components/forms/with-rule';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { ParameterAutocomplete } from '../parameters/parameter-autocomplete';
import type { ParameterRefLike } from '../parameters/parameter-label';

export type Accreditation = RouterOutputs['config']['schemes']['accreditations']['items'][number];

const FIELDS = ['paramId', 'accreditedStartsAt', 'accreditedEndsAt'] as const;
const orNull = (day: string) => (day === '' ? null : day);

/**
 * Add or edit an accreditation (spec 3 §5): a new one needs a parameter and at least one of the
 * start and end dates; an edited one at least one date (core accreditationViolation on
 * ZAccreditationFields). End dates before 1900 show as empty.
 */
export function AccreditationDialog({ schemeId, accreditation, onClose }: { schemeId: number; accreditation: Accreditation | null; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemes');
  const mode = accreditation ? 'edit' : 'create';
  const schema = useMemo(
    () =>
      withRule(ZAccreditationFields, (values) =>
        accreditationViolation({ paramId: values.paramId, accreditedStartsAt: orNull(values.accreditedStartsAt), accreditedEndsAt: orNull(values.accreditedEndsAt) }, mode),
      ),
    [mode],
  );
  const form = useForm<TAccreditationFields>({
    resolver: zodResolver(schema),
    defaultValues: {
      paramId: accreditation?.parameter.id ?? null,
      accreditedStartsAt: accreditation?.accreditedStartsAt ?? '',
      accreditedEndsAt: accreditationDisplayDate(accreditation?.accreditedEndsAt ?? null) ?? '',
    },
  });
  const parameterField = useFormField(form.control, 'paramId');
  // the chosen parameter as the autocomplete shows it (the form holds its id)
  const [parameter, setParameter] = useState<ParameterRefLike | null>(accreditation?.parameter ?? null);
  const create = trpc.config.schemes.createAccreditation.useMutation();
  const update = trpc.config.schemes.updateAccreditation.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      if (values.paramId === null) return;
      const body = { orgId, schemeId, paramId: values.paramId, accreditedStartsAt: orNull(values.accreditedStartsAt), accreditedEndsAt: orNull(values.accreditedEndsAt) };
      if (accreditation) await update.mutateAsync({ ...body, id: accreditation.id });
      else await create.mutateAsync(body);
      void utils.config.schemes.accreditations.invalidate({ orgId, schemeId });
      onClose();
    },
    { fields: FIELDS, onFailure: onError, root: true },
  );
  return (
    <FormDialog
      testId="accreditation"
      title={accreditation ? LL.config.schemes.accreditations.edit() : LL.config.schemes.accreditations.add()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <ParameterAutocomplete
        value={parameter}
        onChange={(next) => {
          setParameter(next);
          parameterField.field.onChange(next?.id ?? null);
        }}
        label={LL.config.schemes.accreditations.parameter()}
        required
        error={parameterField.error}
        testId="accreditation-parameter"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField control={form.control} name="accreditedStartsAt" label={LL.config.schemes.accreditations.startsAt()} fullWidth testId="accreditation-starts-at" />
        <FormDateField control={form.control} name="accreditedEndsAt" label={LL.config.schemes.accreditations.endsAt()} fullWidth testId="accreditation-ends-at" />
      </Stack>
      <FormRootError error={form.formState.errors.root?.server} />
    </FormDialog>
  );
}
