import { ORDERS_TIME_ZONE } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { fieldErrorText } from '../../components/forms/field-error';
import { FormDateField } from '../../components/forms/form-date-field';
import { FormDialog } from '../../components/forms/form-dialog';
import { FormRootError } from '../../components/forms/form-root-error';
import { FormSwitchField } from '../../components/forms/form-switch-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { useFormSubmit } from '../../components/forms/use-form-submit';
import { trpc } from '../../lib/trpc';
import { downloadInvoiceDocument, invoiceFileError, isOnlyPdfRefusal, uploadInvoicePdf } from './invoice-files';
import { checkInvoiceForm, invoiceFormValues, type InvoiceFormValues } from './invoice-form';
import { documentLabel, type Invoice } from './invoice-format';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

interface InvoiceDialogProps {
  labId: number;
  orgId: number;
  year: number;
  invoice: Invoice;
  onClose(): void;
}

/** The picked invoice PDF as the form holds it (the file itself is kept beside the form). */
interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The dialog's values: the invoice's fields, the new PDF and its name, the uploaded documents' names. */
interface InvoiceDialogValues extends Omit<InvoiceFormValues, 'file'> {
  file: PickedFile | null;
  documents: Array<{ id: number; name: string }>;
}

/** The fields a server 422 may name; the upload's `name` is the new document's name. */
const FIELDS = ['paymentDeadline', 'total', 'paid', 'file', 'documentName', 'documents'] as const;
const ALIASES = { name: 'documentName' };

/** The uploaded documents (generated ones have no name and are not renamed). */
function uploadedDocuments(invoice: Invoice): InvoiceDialogValues['documents'] {
  return invoice.documents.filter((d) => !d.generated).map((d) => ({ id: d.id, name: d.name ?? '' }));
}

/** The fields' edit (core ZInvoiceEdit and its rules) and whether anything changed; a cancellation document's fields are locked. */
function checkValues(invoice: Invoice, values: InvoiceDialogValues) {
  const original = new Map(uploadedDocuments(invoice).map((d) => [d.id, d.name]));
  const namesChanged = values.documents.some((d) => original.get(d.id) !== d.name);
  // a cancellation document asks for no payment: only its uploaded documents may change (409 invoice_not_editable)
  if (invoice.cancelledAnnualNumber !== null) return { edit: { paymentDeadline: values.paymentDeadline, total: invoice.total, paid: invoice.paid }, violation: null, fieldsChanged: false, changed: values.file !== null || namesChanged, namesChanged };
  const check = checkInvoiceForm(invoice, values);
  const fieldsChanged = checkInvoiceForm(invoice, { ...values, file: null }).changed;
  return { ...check, fieldsChanged, changed: check.changed || namesChanged, namesChanged };
}

/**
 * The dialog's schema: the invoice fields through core ZInvoiceEdit and core's invoice-edit rules
 * (checkInvoiceForm: the deadline not before the creation day, the total ≥ 0 with at most 2
 * decimals), and the new document a PDF of an allowed size (core checkDocumentFile).
 */
function invoiceDialogSchema(invoice: Invoice) {
  return z.custom<InvoiceDialogValues>().superRefine((values, ctx) => {
    const { violation } = checkValues(invoice, values);
    if (violation) ctx.addIssue({ code: 'custom', path: [violation.param], message: violation.message });
    const problem = values.file ? invoiceFileError(values.file) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem === 'value.fileTypeNotAllowed' ? 'invoices.onlyPdf' : problem });
  });
}

/**
 * Spec 2 §2/§5 Invoice dialog (org users), on the forms kit: payment deadline (not before the
 * creation day), total (a number ≥ 0 with at most 2 decimals), paid, the documents (uploaded ones
 * renamed; a new invoice PDF added: listed by its file name when left unnamed, a name given becomes
 * the identifier). The rules are checked as the user types; Save only when something changed; a
 * server 422 lands at its field, what was typed stays; closing with changes asks first.
 */
export function InvoiceDialog({ labId, orgId, year, invoice, onClose }: InvoiceDialogProps) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const schema = useMemo(() => invoiceDialogSchema(invoice), [invoice]);
  const form = useForm<InvoiceDialogValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...invoiceFormValues(invoice, locale), file: null, documents: uploadedDocuments(invoice) },
    mode: 'onChange',
  });
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = trpc.invoices.update.useMutation();
  const fieldsLocked = invoice.cancelledAnnualNumber !== null;
  const values = form.watch();
  const check = checkValues(invoice, values);
  const key = { labId, orgId, year, invoiceId: invoice.id };

  const submit = useFormSubmit(
    form,
    async (saved) => {
      const now = checkValues(invoice, saved);
      if (!now.edit) return;
      if (file) await uploadInvoicePdf(key, file, saved.documentName.trim());
      try {
        if (now.fieldsChanged || now.namesChanged) {
          await update.mutateAsync({
            ...key,
            ...now.edit,
            ...(now.namesChanged ? { documents: saved.documents.map((d) => ({ id: d.id, name: d.name.trim() === '' ? null : d.name })) } : {}),
          });
        }
      } catch (error) {
        // the uploaded file is on the server now: the list shows it, the dialog keeps what was typed
        if (file) void utils.invoices.list.invalidate({ labId, orgId, year });
        throw error;
      }
      notify(LL.invoices.notifications.saved());
      void utils.invoices.list.invalidate({ labId, orgId, year });
      void utils.checkout.state.invalidate({ labId, orgId, year });
      void utils.orders.year.invalidate({ labId, orgId, year });
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.labs.stats.invalidate({ labId });
      onClose();
    },
    {
      fields: FIELDS,
      aliases: ALIASES,
      root: true,
      onFailure: (error) => {
        // the server read the bytes: no PDF (415)
        if (isOnlyPdfRefusal(error)) form.setError('file', { type: 'server', message: 'invoices.onlyPdfAccepted' });
        else reportError(error, { action: 'invoices', retry: () => submit.onSubmit() });
      },
    },
  );

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    form.setValue('file', { name: picked.name, type: picked.type, size: picked.size }, { shouldDirty: true, shouldValidate: true });
  };
  const removeFile = () => {
    setFile(null);
    form.setValue('file', null, { shouldDirty: true, shouldValidate: true });
    form.setValue('documentName', '', { shouldDirty: true });
  };
  const fileError = fieldErrorText(LL, form.formState.errors.file);
  const createdDay = formatDate(invoice.createdAt, locale, { timeZone: ORDERS_TIME_ZONE });
  const uploaded = new Map(values.documents.map((d, index) => [d.id, index]));

  return (
    <FormDialog
      testId="invoice"
      title={LL.invoices.dialog.title({ identifier: invoice.identifier })}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
      fullScreenOnPhone
      submitTestId="invoice-dialog-save"
      cancelTestId="invoice-dialog-cancel"
      // spec 2 §5: Save only when something changed and every rule holds
      submitDisabled={!check.changed || check.violation !== null || fileError !== null}
      extraActions={
        !check.changed && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {LL.invoices.dialog.nothingChanged()}
          </Typography>
        )
      }
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {LL.invoices.dialog.createdAt({ date: createdDay })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField
            control={form.control}
            name="paymentDeadline"
            label={LL.invoices.dialog.paymentDeadline()}
            disabled={fieldsLocked}
            required
            fullWidth
            messageParams={{ date: createdDay }}
            testId="invoice-payment-deadline"
          />
          <FormTextField
            control={form.control}
            name="total"
            label={LL.invoices.dialog.total({ currency: invoice.currency })}
            disabled={fieldsLocked}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            testId="invoice-total"
          />
        </Stack>
        <FormSwitchField control={form.control} name="paid" label={LL.invoices.dialog.paid()} disabled={fieldsLocked} testId="invoice-paid" />
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {LL.invoices.dialog.documents()}
          </Typography>
          <Stack spacing={1.5}>
            {invoice.documents.map((document) => {
              const index = uploaded.get(document.id);
              return index === undefined ? (
                <Button
                  key={document.id}
                  size="small"
                  startIcon={<FileDownloadOutlinedIcon />}
                  onClick={() => void downloadInvoiceDocument(document.downloadPath).catch((error: unknown) => reportError(error, { action: 'downloads' }))}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {documentLabel(document, LL)}
                </Button>
              ) : (
                <FormTextField
                  key={document.id}
                  control={form.control}
                  name={`documents.${index}.name`}
                  size="small"
                  label={LL.invoices.dialog.documentName()}
                  hint={LL.invoices.dialog.documentNameHelp()}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  testId={`invoice-document-name-${document.id}`}
                />
              );
            })}
            {file ? (
              <Stack spacing={1}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <AttachFileIcon fontSize="small" color="action" />
                  <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }} data-testid="invoice-new-file">
                    {LL.invoices.dialog.newDocument({ file: file.name })}
                  </Typography>
                  <TooltipIconButton label={LL.invoices.dialog.removeNew({ file: file.name })} size="small" onClick={removeFile} icon={<CloseIcon fontSize="small" />} />
                </Stack>
                {fileError && (
                  <Alert severity="error" data-testid="invoice-file-error">
                    {fileError}
                  </Alert>
                )}
                <FormTextField
                  control={form.control}
                  name="documentName"
                  size="small"
                  label={LL.invoices.dialog.documentName()}
                  hint={LL.invoices.dialog.documentNameHelp()}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  testId="invoice-new-document-name"
                />
              </Stack>
            ) : (
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} sx={{ alignSelf: 'flex-start' }} data-testid="invoice-add-document">
                {LL.invoices.dialog.addDocument()}
              </Button>
            )}
            <input
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              hidden
              aria-label={LL.invoices.dialog.addDocument()}
              data-testid="invoice-dialog-file"
              onChange={(event) => {
                pickFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Stack>
        </Box>
        <FormRootError error={form.formState.errors.root?.server} />
      </Stack>
    </FormDialog>
  );
}
