import { zodResolver } from '@hookform/resolvers/zod';
import { APPEAL_TRANSITIONS, localize, ZAppealResponse, ZAppealState } from '@eqa/core';
import { MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useMutationError } from '../config/common/mutations';
import { AppealItem } from './quality-loop-panel';

type Appeal = RouterOutputs['appeals']['queue']['items'][number];
const ZAnswerForm = z.object({ state: ZAppealState, response: ZAppealResponse });
type AnswerForm = z.infer<typeof ZAnswerForm>;

/** Staff move an appeal on (in review, upheld, rejected) with the response the lab reads; the appeal and its history are shown above. */
export function AnswerAppealDialog({ orgId, appeal, onClose }: { orgId: number; appeal: Appeal; onClose(): void }) {
  const { LL, locale } = useI18n();
  const A = LL.appeals;
  const notify = useNotify();
  const onError = useMutationError('quality');
  const utils = trpc.useUtils();
  const update = trpc.appeals.update.useMutation();
  const next = APPEAL_TRANSITIONS[appeal.state];
  const form = useForm<AnswerForm>({ resolver: zodResolver(ZAnswerForm), defaultValues: { state: next[0] ?? appeal.state, response: appeal.response ?? '' }, mode: 'onTouched' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ orgId, id: appeal.id, state: values.state, response: values.response.trim() ? values.response : null });
      await utils.appeals.queue.invalidate();
      notify(A.saved());
      onClose();
    } catch (error) {
      if (!applyServerError(error, form.setError, ['state', 'response'])) onError(error);
    }
  });

  return (
    <FormDialog testId="answer-appeal" title={`${A.answer()} – ${appeal.labCode} · ${localize(appeal.parameterName, locale)}`} onSubmit={(event) => void submit(event)} onClose={onClose} pending={update.isPending} submitLabel={A.save()} maxWidth="md">
      <Typography variant="body2" color="text.secondary">{`${A.lab()}: ${appeal.labCode} – ${appeal.labName} · ${A.survey()}: ${appeal.surveyName}`}</Typography>
      <AppealItem appeal={appeal} />
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <TextField select label={A.newState()} value={field.value} onChange={(event) => field.onChange(event.target.value)} fullWidth sx={{ mt: 1 }} slotProps={{ htmlInput: { 'data-testid': 'answer-state' } }}>
            {next.map((state) => (
              <MenuItem key={state} value={state}>
                {A.state[state]()}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={form.control} name="response" label={A.response()} multiline minRows={3} fullWidth testId="answer-response" />
    </FormDialog>
  );
}
