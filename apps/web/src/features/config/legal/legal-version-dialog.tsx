import { zodResolver } from '@hookform/resolvers/zod';
import { ZLegalVersionFields, type TLegalVersionFields, type VersionedLegalDocumentName } from '@eqa/core';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';

/** A new draft version of a legal document: its effective day and its text in English and Hungarian (the edit markup). */
export function LegalVersionDialog({
  orgId,
  name,
  title,
  start,
  today,
  onClose,
}: {
  orgId: number;
  name: VersionedLegalDocumentName;
  title: string;
  start: { en: string; hu: string };
  today: string;
  onClose(): void;
}) {
  const { LL } = useI18n();
  const T = LL.config.legal;
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const form = useForm<TLegalVersionFields>({ resolver: zodResolver(ZLegalVersionFields), defaultValues: { effectiveFrom: today, texts: start }, mode: 'onTouched' });
  const create = trpc.legal.createVersion.useMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({ orgId, name, ...values });
      utils.legal.list.setData({ orgId }, answer);
      notify(T.created());
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, ['effectiveFrom', 'texts.en', 'texts.hu'])) onError(error);
    }
  });
  return (
    <FormDialog testId="legal-version" title={T.newVersionOf({ title })} onSubmit={(event) => void submit(event)} onClose={onClose} pending={create.isPending} dirty={form.formState.isDirty} maxWidth="md">
      <FormTextField control={form.control} name="effectiveFrom" label={T.effectiveFrom()} type="date" required testId="legal-version-effective" slotProps={{ inputLabel: { shrink: true } }} />
      <Typography variant="body2" color="text.secondary">
        {T.markupHelp()}
      </Typography>
      <FormTextField control={form.control} name="texts.hu" label={T.textHu()} required multiline minRows={8} maxRows={16} fullWidth testId="legal-version-hu" slotProps={{ htmlInput: { lang: 'hu' } }} />
      <FormTextField control={form.control} name="texts.en" label={T.textEn()} required multiline minRows={8} maxRows={16} fullWidth testId="legal-version-en" slotProps={{ htmlInput: { lang: 'en' } }} />
    </FormDialog>
  );
}
