import { zodResolver } from '@hookform/resolvers/zod';
import { ZAppealReason } from '@eqa/core';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { messageText } from '../account/message-text';
import { useMutationError } from '../config/common/mutations';

/** The appeal form: one sample or the whole parameter (0), and the reason (core ZAppealReason, as the procedure's input). */
const ZAppealForm = z.object({ sampleId: z.number().int().min(0), reason: ZAppealReason });
type AppealForm = z.infer<typeof ZAppealForm>;
const FIELDS = ['sampleId', 'reason', 'parameterId'] as const;

export interface AppealDialogProps {
  ids: { labId: number; surveyId: number; parameterId: number };
  parameterName: string;
  samples: ReadonlyArray<{ id: number; name: string }>;
  onClose(): void;
}

/** The lab files an appeal of the parameter's evaluation from its report (issue 35). A refusal (window closed, already open) lands on the form. */
export function AppealDialog({ ids, parameterName, samples, onClose }: AppealDialogProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('quality');
  const utils = trpc.useUtils();
  const file = trpc.appeals.file.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AppealForm>({ resolver: zodResolver(ZAppealForm), defaultValues: { sampleId: 0, reason: '' }, mode: 'onTouched' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await file.mutateAsync({ labId: ids.labId, surveyId: ids.surveyId, parameterId: ids.parameterId, sampleId: values.sampleId === 0 ? null : values.sampleId, reason: values.reason });
      await utils.appeals.listForLab.invalidate({ labId: ids.labId, surveyId: ids.surveyId });
      notify(LL.appeals.submitted());
      onClose();
    } catch (error) {
      // the window's refusal names the day it closed (params.closedOn): said above the form
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation' && failure.param === 'surveyId') {
        setRefusal(messageText(LL, failure.type, LL.error.constraintViolation.message(), failure.params));
        return;
      }
      // the parameter refusals (not evaluated, already open) are shown under the reason
      if (applyServerError<AppealForm>(error, (name, error_, options) => form.setError(name === 'sampleId' ? 'sampleId' : 'reason', error_, options), FIELDS)) return;
      onError(error);
    }
  });

  return (
    <FormDialog testId="appeal" title={LL.appeals.fileTitle({ parameter: parameterName })} onSubmit={(event) => void submit(event)} onClose={onClose} pending={file.isPending} submitLabel={LL.appeals.submit()} maxWidth="sm">
      {refusal && (
        <Alert severity="warning" data-testid="appeal-refusal">
          {refusal}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="sampleId"
        render={({ field }) => (
          <TextField select label={LL.appeals.sample()} value={field.value} onChange={(event) => field.onChange(Number(event.target.value))} fullWidth slotProps={{ htmlInput: { 'data-testid': 'appeal-sample' } }}>
            <MenuItem value={0}>{LL.appeals.wholeParameter()}</MenuItem>
            {samples.map((sample) => (
              <MenuItem key={sample.id} value={sample.id}>
                {sample.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={form.control} name="reason" label={LL.appeals.reason()} hint={LL.appeals.reasonHelp()} required multiline minRows={3} fullWidth autoFocus testId="appeal-reason" />
    </FormDialog>
  );
}
