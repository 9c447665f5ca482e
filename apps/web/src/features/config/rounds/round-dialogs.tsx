import { defaultRoundName, isEditableRoundYear, newRoundDefaults, ZRoundFields, type TRoundFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormDateField } from '../../../components/forms/form-date-field';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { fromDateTimeInput, toDateTimeInput } from '../common/date-input';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { useNow } from '../common/use-now';

export type RoundPanel = RouterOutputs['config']['surveys']['list']['items'][number];

interface RoundDialogProps {
  /** The round to edit; null for a new round. */
  round: RoundPanel | null;
  onClose(): void;
  /** A new round was created (the list shows it, or says which filter hides it). */
  onCreated?(round: { id: number; name: string }): void;
}

const FIELDS = ['year', 'ordinal', 'name', 'deadline'] as const;

/**
 * New round (spec 3 §5: year and ordinal, by default the current year and the current month number)
 * and the round edit dialog (year, ordinal, name, deadline), on core ZRoundFields. Only the previous,
 * current and next year are accepted (config.rounds.readOnly under the year).
 */
export function RoundDialog({ round, onClose, onCreated }: RoundDialogProps) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const now = useNow();
  const utils = trpc.useUtils();
  const onError = useMutationError('configRounds');
  const defaults = newRoundDefaults(now);
  const schema = useMemo(
    () =>
      ZRoundFields.superRefine((values, ctx) => {
        if (!isEditableRoundYear(values.year, now)) ctx.addIssue({ code: 'custom', path: ['year'], message: 'config.rounds.readOnly' });
      }),
    [now],
  );
  const form = useForm<TRoundFields>({
    resolver: zodResolver(schema),
    defaultValues: { year: round?.year ?? defaults.year, ordinal: round?.ordinal ?? defaults.ordinal, name: round?.name ?? '', deadline: toDateTimeInput(round?.deadline) },
  });
  const create = trpc.config.rounds.create.useMutation();
  const update = trpc.config.rounds.update.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const body = { orgId, year: values.year, ordinal: values.ordinal, ...(values.name.trim() ? { name: values.name.trim() } : {}), deadline: fromDateTimeInput(values.deadline) };
      const saved = round ? await update.mutateAsync({ ...body, id: round.id }) : await create.mutateAsync(body);
      void utils.config.surveys.list.invalidate();
      void utils.config.rounds.list.invalidate();
      if (!round) {
        notify(LL.notifications.created());
        onCreated?.({ id: saved.id, name: saved.name });
      }
      onClose();
    },
    { fields: FIELDS, onFailure: onError },
  );
  const [year, ordinal] = form.watch(['year', 'ordinal']);
  return (
    <FormDialog
      testId="round"
      title={round ? LL.config.rounds.editRound() : LL.config.rounds.newRound()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="year" integer label={LL.config.rounds.year()} required fullWidth testId="round-year" />
        <FormTextField control={form.control} name="ordinal" integer label={LL.config.rounds.ordinal()} required fullWidth testId="round-ordinal" />
      </Stack>
      <FormTextField
        control={form.control}
        name="name"
        label={LL.config.rounds.name()}
        placeholder={Number.isInteger(year) && Number.isInteger(ordinal) ? defaultRoundName(year, ordinal) : undefined}
        hint={LL.config.rounds.nameHelp()}
        slotProps={{ inputLabel: { shrink: true } }}
        testId="round-name"
      />
      <FormDateField control={form.control} name="deadline" withTime label={LL.config.rounds.deadlineLabel()} testId="round-deadline" />
    </FormDialog>
  );
}
