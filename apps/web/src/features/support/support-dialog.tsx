import { MULTILINE_MAX_ROWS, ZRequiredText } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { EmailChipsInput } from '../../components/email-chips-input';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormTextField } from '../../components/forms/form-text-field';
import { useFormField } from '../../components/forms/use-form-field';
import { useFormSubmit } from '../../components/forms/use-form-submit';
import { hasInvalidEmailText, takeEmailChips } from '../../lib/email-chips';
import { trpc } from '../../lib/trpc';

type SupportStatus = 'editing' | 'sending' | 'success';

/**
 * The support message's fields (the procedure's: subject and message required, at most 200 and
 * 10 000 characters), the reply-to addresses as chips and what is still typed beside them: text
 * that is no address blocks sending.
 */
const ZSupportFields = z.object({
  subject: ZRequiredText.pipe(z.string().max(200)),
  message: ZRequiredText.pipe(z.string().max(10_000)),
  replyTo: z.object({ chips: z.array(z.string()), text: z.string() }).refine((value) => !hasInvalidEmailText(value.text), { message: 'emailFormatHelpText' }),
});
type SupportFields = z.infer<typeof ZSupportFields>;

const EMPTY: SupportFields = { subject: '', message: '', replyTo: { chips: [], text: '' } };
const FIELDS = ['subject', 'message', 'replyTo'] as const;

export interface SupportDialogProps {
  open: boolean;
  onClose(): void;
  labId: number;
  orgId: number;
  /** The lab as named in the intro. */
  labName: string;
}

/**
 * The support dialog (spec 1 §3, §4, §5), on the forms kit: subject and message required, optional
 * reply-to addresses; states editing, sending and success (the message is cleared afterwards).
 * Sends support.send with the current page's url and title as context. Closing keeps what was typed
 * for the next opening (nothing is lost, so it does not ask), except after a message was sent.
 */
export function SupportDialog({ open, onClose, labId, orgId, labName }: SupportDialogProps) {
  const { LL } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const send = trpc.support.send.useMutation();
  const form = useForm<SupportFields>({ resolver: zodResolver(ZSupportFields), defaultValues: EMPTY, mode: 'onTouched' });
  const [sent, setSent] = useState(false);
  const replyTo = useFormField(form.control, 'replyTo');

  // a change after a message was sent is the next message
  useEffect(() => {
    const subscription = form.watch(() => setSent(false));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = useFormSubmit(
    form,
    async (values) => {
      const reply = takeEmailChips(values.replyTo.chips, values.replyTo.text, true);
      await send.mutateAsync({
        labId,
        orgId,
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(reply.chips.length > 0 ? { replyTo: reply.chips } : {}),
        context: { url: window.location.href, pageTitle: document.title },
      });
      form.reset({ ...values, message: '', replyTo: { chips: reply.chips, text: reply.rest } });
      setSent(true);
      notify(LL.notifications.supportSent());
    },
    { fields: FIELDS, onFailure: (error) => reportError(error, { action: 'support', retry: () => submit.onSubmit() }) },
  );
  const status: SupportStatus = submit.pending ? 'sending' : sent ? 'success' : 'editing';

  const close = () => {
    if (sent) {
      form.reset(EMPTY);
      setSent(false);
    }
    onClose();
  };

  if (!open) return null;
  return (
    <FormDialog
      testId="support"
      title={LL.support.title()}
      {...submit}
      // closing keeps the draft: nothing is lost
      dirty={false}
      onClose={close}
      maxWidth="md"
      submitLabel={submit.pending ? LL.support.sending() : LL.actions.send()}
      submitTestId="support-send"
      submitDisabled={!form.formState.isValid}
      cancelLabel={LL.actions.close()}
      cancelTestId="support-close"
      dataAttributes={{ 'data-status': status }}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {LL.support.intro({ lab: labName })}
        </Typography>
      }
    >
      {status === 'success' && (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="support-success">
          {LL.support.success()}
        </Alert>
      )}
      <FormTextField control={form.control} name="subject" label={LL.support.subject()} required disabled={submit.pending} slotProps={{ htmlInput: { maxLength: 200 } }} testId="support-subject" />
      <FormTextField
        control={form.control}
        name="message"
        label={LL.support.message()}
        required
        multiline
        minRows={5}
        maxRows={MULTILINE_MAX_ROWS}
        disabled={submit.pending}
        slotProps={{ htmlInput: { maxLength: 10_000 } }}
        testId="support-message"
      />
      <EmailChipsInput
        label={LL.support.replyTo()}
        chips={replyTo.field.value.chips}
        text={replyTo.field.value.text}
        onChange={(chips, text) => replyTo.field.onChange({ chips, text })}
        onBlur={replyTo.field.onBlur}
        error={replyTo.error !== null}
        helperText={replyTo.error ?? LL.support.replyToHelp()}
        disabled={submit.pending}
        testId="support-reply-to"
        removeLabel={(address) => LL.support.removeAddress({ address })}
      />
    </FormDialog>
  );
}
