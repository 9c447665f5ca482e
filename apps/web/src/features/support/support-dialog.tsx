import { MULTILINE_MAX_ROWS, VALIDATION_DEBOUNCE_MS } from '@eqa/core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { EmailChipsInput } from '../../components/email-chips-input';
import { hasInvalidEmailText, takeEmailChips } from '../../lib/email-chips';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type SupportStatus = 'editing' | 'sending' | 'success';

interface Fields {
  subject: string;
  message: string;
  replyTo: string[];
  replyText: string;
}

const EMPTY: Fields = { subject: '', message: '', replyTo: [], replyText: '' };

export interface SupportDialogProps {
  open: boolean;
  onClose(): void;
  labId: number;
  orgId: number;
  /** The lab as named in the intro. */
  labName: string;
}

/**
 * The support dialog (spec 1 §3, §4, §5): subject and message required, optional reply-to
 * addresses; states editing, sending and success (the message is cleared afterwards). Sends
 * support.send with the current page's url and title as context.
 */
export function SupportDialog({ open, onClose, labId, orgId, labName }: SupportDialogProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const send = trpc.support.send.useMutation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [touched, setTouched] = useState({ subject: false, message: false, replyTo: false });
  const [status, setStatus] = useState<SupportStatus>('editing');
  const checked = useDebouncedValue(fields, VALIDATION_DEBOUNCE_MS);

  const subjectMissing = checked.subject.trim() === '';
  const messageMissing = checked.message.trim() === '';
  const replyInvalid = hasInvalidEmailText(checked.replyText);
  const valid = !subjectMissing && !messageMissing && !replyInvalid;
  const canSend = valid && checked === fields && status === 'editing';

  const edit = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    if (status === 'success') setStatus('editing');
  };

  const submit = () => {
    const reply = takeEmailChips(fields.replyTo, fields.replyText, true);
    setFields((f) => ({ ...f, replyTo: reply.chips, replyText: reply.rest }));
    setStatus('sending');
    const input = {
      labId,
      orgId,
      subject: fields.subject.trim(),
      message: fields.message.trim(),
      ...(reply.chips.length > 0 ? { replyTo: reply.chips } : {}),
      context: { url: window.location.href, pageTitle: document.title },
    };
    send.mutate(input, {
      onSuccess: () => {
        setStatus('success');
        setFields((f) => ({ ...f, message: '' }));
        setTouched((t) => ({ ...t, message: false }));
        notify(LL.notifications.supportSent());
      },
      onError: (error) => {
        setStatus('editing');
        reportError(error, { action: 'support', retry: submit });
      },
    });
  };

  const close = () => {
    if (status === 'success') {
      setFields(EMPTY);
      setTouched({ subject: false, message: false, replyTo: false });
      setStatus('editing');
    }
    onClose();
  };

  const sending = status === 'sending';

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth data-testid="support-dialog" data-status={status}>
      <DialogTitle>{LL.support.title()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {LL.support.intro({ lab: labName })}
          </Typography>
          {status === 'success' && (
            <Alert severity="success" data-testid="support-success">
              {LL.support.success()}
            </Alert>
          )}
          <TextField
            label={LL.support.subject()}
            value={fields.subject}
            onChange={(event) => {
              edit({ subject: event.target.value });
              setTouched((t) => ({ ...t, subject: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, subject: true }))}
            required
            disabled={sending}
            error={touched.subject && subjectMissing}
            helperText={touched.subject && subjectMissing ? LL.requiredField() : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'support-subject', maxLength: 200 } }}
          />
          <TextField
            label={LL.support.message()}
            value={fields.message}
            onChange={(event) => {
              edit({ message: event.target.value });
              setTouched((t) => ({ ...t, message: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, message: true }))}
            required
            multiline
            minRows={5}
            maxRows={MULTILINE_MAX_ROWS}
            disabled={sending}
            error={touched.message && messageMissing}
            helperText={touched.message && messageMissing ? LL.requiredField() : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'support-message', maxLength: 10_000 } }}
          />
          <EmailChipsInput
            label={LL.support.replyTo()}
            chips={fields.replyTo}
            text={fields.replyText}
            onChange={(replyTo, replyText) => edit({ replyTo, replyText })}
            onBlur={() => setTouched((t) => ({ ...t, replyTo: true }))}
            error={touched.replyTo && replyInvalid}
            helperText={touched.replyTo && replyInvalid ? LL.emailFormatHelpText() : LL.support.replyToHelp()}
            disabled={sending}
            testId="support-reply-to"
            removeLabel={(address) => LL.support.removeAddress({ address })}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="support-close">
          {LL.actions.close()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!canSend} loading={sending} data-testid="support-send">
          {sending ? LL.support.sending() : LL.actions.send()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
