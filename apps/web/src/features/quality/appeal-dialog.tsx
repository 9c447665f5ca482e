import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { APPEAL_ATTACHMENT_ACCEPT, APPEAL_MESSAGES, MAX_APPEAL_ATTACHMENTS, ZAppealReason } from '@eqa/core';
import { formatFileSize } from '@eqa/i18n';
import { Alert, Box, Button, FormHelperText, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { fieldErrorText, paramTypes } from '../../components/forms/field-error';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { messageText } from '../account/message-text';
import { useMutationError } from '../config/common/mutations';
import { addPickedAttachments, uploadAppealAttachment } from './appeal-attachments';

/**
 * The appeal form: one sample or the whole parameter (0), the reason (core ZAppealReason, as the
 * procedure's input) and the files to attach (uploaded when the appeal is sent, at most
 * MAX_APPEAL_ATTACHMENTS).
 */
const ZAppealForm = z.object({
  sampleId: z.number().int().min(0),
  reason: ZAppealReason,
  attachments: z.array(z.custom<File>((value) => value instanceof File)).max(MAX_APPEAL_ATTACHMENTS, { message: APPEAL_MESSAGES.tooManyAttachments }),
});
type AppealForm = z.infer<typeof ZAppealForm>;
const FIELDS = ['sampleId', 'reason', 'parameterId'] as const;
/** The server params of an attachment's refusal: the upload's file, or the filing's list of ids. */
const ATTACHMENT_PARAMS = new Set(['file', 'attachmentIds']);

export interface AppealDialogProps {
  ids: { labId: number; surveyId: number; parameterId: number };
  parameterName: string;
  samples: ReadonlyArray<{ id: number; name: string }>;
  onClose(): void;
}

/** The lab files an appeal of the parameter's evaluation from its report (issue 35). A refusal (window closed, already open) lands on the form. */
export function AppealDialog({ ids, parameterName, samples, onClose }: AppealDialogProps) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('quality');
  const utils = trpc.useUtils();
  const file = trpc.appeals.file.useMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const uploaded = useRef(new Map<File, number>());
  const form = useForm<AppealForm>({ resolver: zodResolver(ZAppealForm), defaultValues: { sampleId: 0, reason: '', attachments: [] }, mode: 'onTouched' });

  const submit = form.handleSubmit(async (values) => {
    try {
      // the files first (the server judges each by its bytes; one already sent by a refused try is not sent again), then the appeal naming them
      const attachmentIds: number[] = [];
      for (const attachment of values.attachments) {
        const id = uploaded.current.get(attachment) ?? (await uploadAppealAttachment(ids, attachment));
        uploaded.current.set(attachment, id);
        attachmentIds.push(id);
      }
      await file.mutateAsync({ labId: ids.labId, surveyId: ids.surveyId, parameterId: ids.parameterId, sampleId: values.sampleId === 0 ? null : values.sampleId, reason: values.reason, attachmentIds });
      await utils.appeals.listForLab.invalidate({ labId: ids.labId, surveyId: ids.surveyId });
      notify(LL.appeals.submitted());
      onClose();
    } catch (error) {
      const failure = classifyError(error);
      // a file refused (its format by its bytes, too large, empty; params allowed / maxMb): under the attachments
      if (failure.param !== null && ATTACHMENT_PARAMS.has(failure.param) && failure.type) {
        const types = paramTypes(failure.params);
        form.setError('attachments', { type: 'server', message: failure.type, ...(types ? { types } : {}) });
        return;
      }
      // the window's refusal names the day it closed (params.closedOn): said above the form
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
    <FormDialog
      testId="appeal"
      title={LL.appeals.fileTitle({ parameter: parameterName })}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      pending={form.formState.isSubmitting || file.isPending}
      submitLabel={LL.appeals.submit()}
      maxWidth="sm"
    >
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
      <Controller
        control={form.control}
        name="attachments"
        render={({ field, fieldState }) => {
          const error = fieldErrorText(LL, fieldState.error);
          return (
            <Stack spacing={1} role="group" aria-labelledby="appeal-attachments-title" aria-describedby="appeal-attachments-help">
              <Typography variant="subtitle2" component="h3" id="appeal-attachments-title">
                {LL.appeals.attachments()}
              </Typography>
              {field.value.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="appeal-attachments">
                  {field.value.map((attached, index) => (
                    <Stack component="li" key={`${attached.name}-${index}`} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <AttachFileIcon fontSize="small" color="action" />
                      <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{`${attached.name} (${formatFileSize(attached.size, locale)})`}</Typography>
                      <IconButton
                        size="small"
                        aria-label={LL.appeals.removeAttachment({ name: attached.name })}
                        onClick={() => {
                          form.clearErrors('attachments');
                          field.onChange(field.value.filter((_, i) => i !== index));
                        }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ))}
                </Box>
              )}
              <Button
                variant="outlined"
                startIcon={<AttachFileIcon />}
                onClick={() => picker.current?.click()}
                disabled={field.value.length >= MAX_APPEAL_ATTACHMENTS}
                sx={{ alignSelf: 'flex-start' }}
                data-testid="appeal-attach"
              >
                {LL.appeals.attach()}
              </Button>
              <FormHelperText id="appeal-attachments-help" error={error !== null} data-testid="appeal-attachments-help">
                {error ?? LL.appeals.attachHelp()}
              </FormHelperText>
              <input
                ref={picker}
                type="file"
                multiple
                accept={APPEAL_ATTACHMENT_ACCEPT}
                hidden
                aria-label={LL.appeals.attach()}
                data-testid="appeal-attachment-file"
                onChange={(event) => {
                  const added = addPickedAttachments(field.value, [...(event.target.files ?? [])]);
                  field.onChange(added.files);
                  const types = added.refusal ? paramTypes(added.refusal.params) : undefined;
                  if (added.refusal) form.setError('attachments', { type: 'client', message: added.refusal.code, ...(types ? { types } : {}) });
                  else form.clearErrors('attachments');
                  event.target.value = '';
                }}
              />
            </Stack>
          );
        }}
      />
    </FormDialog>
  );
}
