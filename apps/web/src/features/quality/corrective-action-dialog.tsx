import { zodResolver } from '@hookform/resolvers/zod';
import { ROOT_CAUSES, ZActionDay, ZCorrectiveActionFields, ZRootCause } from '@eqa/core';
import { MenuItem, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';

type Action = RouterOutputs['correctiveActions']['listForParameter']['items'][number];

const ZOptionalDay = z.union([z.literal(''), ZActionDay]);
/** The form: core ZCorrectiveActionFields with the days as text ('' for none) and the effectiveness check. */
const ZActionForm = ZCorrectiveActionFields.extend({
  rootCause: ZRootCause,
  dueAt: ZOptionalDay,
  closedAt: ZOptionalDay,
  effective: z.enum(['', 'yes', 'no']),
});
type ActionForm = z.infer<typeof ZActionForm>;
const FIELDS = ['rootCause', 'findings', 'action', 'responsible', 'dueAt', 'closedAt', 'effective'] as const;

export interface CorrectiveActionDialogProps {
  ids: { labId: number; surveyId: number; parameterId: number };
  /** The action to change (its closing and effectiveness check), or null for a new one. */
  action: Action | null;
  onClose(): void;
}

/**
 * Records a corrective action for a questionable or unsatisfactory result, or changes and closes
 * one (issue 35): root cause, findings, the action, who, when; closing needs the effectiveness
 * check after the next round. The server's refusals land on their fields.
 */
export function CorrectiveActionDialog({ ids, action, onClose }: CorrectiveActionDialogProps) {
  const { LL } = useI18n();
  const T = LL.correctiveActions;
  const notify = useNotify();
  const onError = useMutationError('quality');
  const utils = trpc.useUtils();
  const create = trpc.correctiveActions.create.useMutation();
  const update = trpc.correctiveActions.update.useMutation();
  const form = useForm<ActionForm>({
    resolver: zodResolver(ZActionForm),
    defaultValues: {
      rootCause: action?.rootCause ?? 'unexplained',
      findings: action?.findings ?? '',
      action: action?.action ?? '',
      responsible: action?.responsible ?? '',
      dueAt: action?.dueAt ?? '',
      closedAt: action?.closedAt ?? '',
      effective: action?.effective === true ? 'yes' : action?.effective === false ? 'no' : '',
    },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(async (values) => {
    const where = { labId: ids.labId, surveyId: ids.surveyId, paramId: ids.parameterId };
    const fields = { rootCause: values.rootCause, findings: values.findings, action: values.action, responsible: values.responsible, dueAt: values.dueAt || null };
    try {
      if (action) {
        await update.mutateAsync({ ...where, actionId: action.id, ...fields, closedAt: values.closedAt || null, effective: values.effective === '' ? null : values.effective === 'yes' });
      } else {
        await create.mutateAsync({ ...where, ...fields });
      }
      await Promise.all([utils.correctiveActions.listForParameter.invalidate(where), utils.correctiveActions.listForLab.invalidate({ labId: ids.labId })]);
      notify(T.saved());
      onClose();
    } catch (error) {
      if (applyServerError<ActionForm>(error, (name, error_, options) => form.setError((name as string) === 'paramId' ? 'findings' : name, error_, options), [...FIELDS, 'paramId'])) return;
      onError(error);
    }
  });

  const select = (name: 'rootCause' | 'effective', label: string, options: Array<[string, string]>, testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField select label={label} value={field.value} onChange={(event) => field.onChange(event.target.value)} fullWidth slotProps={{ htmlInput: { 'data-testid': testId } }}>
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <FormDialog testId="corrective-action" title={action ? T.edit() : T.record()} onSubmit={(event) => void submit(event)} onClose={onClose} pending={create.isPending || update.isPending} submitLabel={T.save()} maxWidth="sm">
      {select('rootCause', T.rootCause(), ROOT_CAUSES.map((cause) => [cause, T.rootCauses[cause]()]), 'action-root-cause')}
      <FormTextField control={form.control} name="findings" label={T.findings()} required multiline minRows={2} fullWidth testId="action-findings" />
      <FormTextField control={form.control} name="action" label={T.action()} required multiline minRows={2} fullWidth testId="action-action" />
      <FormTextField control={form.control} name="responsible" label={T.responsible()} required fullWidth testId="action-responsible" />
      <FormTextField control={form.control} name="dueAt" label={T.dueAt()} type="date" fullWidth testId="action-due" slotProps={{ inputLabel: { shrink: true } }} />
      {action && (
        <>
          <FormTextField control={form.control} name="closedAt" label={T.closedAt()} type="date" fullWidth testId="action-closed" slotProps={{ inputLabel: { shrink: true } }} />
          {select(
            'effective',
            T.effective(),
            [
              ['', T.effectiveUnknown()],
              ['yes', T.effectiveYes()],
              ['no', T.effectiveNo()],
            ],
            'action-effective',
          )}
        </>
      )}
    </FormDialog>
  );
}
