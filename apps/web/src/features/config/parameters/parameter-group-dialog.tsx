import { zodResolver } from '@hookform/resolvers/zod';
import { cleanLocalized, nextOrdinal, ZParameterGroupFields, type TParameterGroupFields } from '@eqa/core';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { messageText } from '../../account/message-text';
import { useMutationError } from '../common/mutations';
import { useEditLocales } from '../common/org';

export type ParameterGroup = RouterOutputs['config']['parameters']['groups']['items'][number];

const FIELDS = ['name', 'ordinal'] as const;

/**
 * Adds or edits a parameter group (issue 33): a name per organisation locale (one is enough) and the
 * order, on react-hook-form with the zod resolver on core ZParameterGroupFields; a 422 lands on its field.
 */
export function ParameterGroupDialog({ group, groups, onClose }: { group: ParameterGroup | null; groups: readonly ParameterGroup[]; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const onError = useMutationError('configParameters');
  const others = groups.filter((g) => g.id !== group?.id).map((g) => g.ordinal);
  const form = useForm<TParameterGroupFields>({
    resolver: zodResolver(ZParameterGroupFields),
    defaultValues: { name: Object.fromEntries(locales.map((locale) => [locale.id, group?.name[locale.id] ?? ''])), ordinal: group?.ordinal ?? nextOrdinal(others) },
    mode: 'onTouched',
  });
  const create = trpc.config.parameters.createGroup.useMutation();
  const update = trpc.config.parameters.updateGroup.useMutation();

  const submit = useFormSubmit(
    form,
    async (values) => {
      const body = { name: cleanLocalized(values.name), ordinal: values.ordinal };
      if (group) await update.mutateAsync({ ...body, id: group.id });
      else await create.mutateAsync(body);
      await Promise.all([utils.config.parameters.groups.invalidate(), utils.config.parameters.list.invalidate()]);
      notify(LL.config.parameterGroups.saved());
      onClose();
    },
    { fields: FIELDS, onFailure: onError },
  );

  // the name's rule (a name in one locale is enough) belongs to no single field
  const nameMessage: unknown = form.formState.errors.name?.message;
  const nameError = typeof nameMessage === 'string' ? nameMessage : null;
  const languageName = (id: string, fallback: string) => (id === 'en' || id === 'hu' ? LL.language[id]() : fallback);
  return (
    <FormDialog
      testId="parameter-group"
      title={group ? LL.config.parameterGroups.edit({ name: group.name[locales[0]?.id ?? 'en'] ?? '' }) : LL.config.parameterGroups.add()}
      {...submit}
      onClose={onClose}
    >
      {locales.map((locale, index) => (
        <FormTextField
          key={locale.id}
          control={form.control}
          name={`name.${locale.id}`}
          label={LL.config.parameterGroups.name({ language: languageName(locale.id, locale.name) })}
          required={index === 0}
          autoFocus={index === 0}
          fullWidth
          lang={locale.id}
          testId={`parameter-group-name-${locale.id}`}
        />
      ))}
      {nameError && (
        <Typography variant="body2" color="error" role="alert" data-testid="parameter-group-name-error">
          {messageText(LL, nameError, LL.requiredField())}
        </Typography>
      )}
      <FormTextField control={form.control} name="ordinal" integer label={LL.config.parameterGroups.ordinal()} required sx={{ width: 160 }} testId="parameter-group-ordinal" />
    </FormDialog>
  );
}
