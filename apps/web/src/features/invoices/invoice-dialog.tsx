import { ORDERS_TIME_ZONE, type OrderViolation } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { orderMessageText } from '../orders/order-messages';
import { downloadInvoiceDocument, invoiceFileError, isOnlyPdfRefusal, uploadInvoicePdf } from './invoice-files';
import { checkInvoiceForm, invoiceFormValues, type InvoiceFormValues } from './invoice-form';
import { documentLabel, type Invoice } from './invoice-format';
import { DateInput } from '../../components/date-inputs';

interface InvoiceDialogProps {
  labId: number;
  orgId: number;
  year: number;
  invoice: Invoice;
  onClose(): void;
}

/** The names of the uploaded documents (generated ones have none and are not renamed). */
function uploadedNames(invoice: Invoice): Record<number, string> {
  return Object.fromEntries(invoice.documents.filter((d) => !d.generated).map((d) => [d.id, d.name ?? '']));
}

/**
 * Spec 2 §2/§5 Invoice dialog (org users): payment deadline (not before the creation day), total
 * (a number ≥ 0 with at most 2 decimals), paid, the documents (uploaded ones renamed; a new invoice
 * PDF added: listed by its file name when left unnamed, a name given becomes the identifier). The fields go through core ZInvoiceEdit and core's
 * invoice-edit rules; Save only when something changed; a server 422 lands at its field.
 */
export function InvoiceDialog({ labId, orgId, year, invoice, onClose }: InvoiceDialogProps) {
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<InvoiceFormValues>(() => invoiceFormValues(invoice, locale));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [names, setNames] = useState<Record<number, string>>(() => uploadedNames(invoice));
  const [serverViolation, setServerViolation] = useState<OrderViolation | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const update = trpc.invoices.update.useMutation();
  const original = uploadedNames(invoice);
  const namesChanged = Object.entries(names).some(([id, name]) => (original[Number(id)] ?? '') !== name);
  // a cancellation document asks for no payment: only its uploaded documents may change (409 invoice_not_editable)
  const fieldsLocked = invoice.cancelledAnnualNumber !== null;
  const check = fieldsLocked
    ? { edit: { paymentDeadline: values.paymentDeadline, total: invoice.total, paid: invoice.paid }, violation: null, changed: values.file !== null }
    : checkInvoiceForm(invoice, values);
  const changed = check.changed || namesChanged;
  const violation = serverViolation ?? check.violation;
  const canSave = changed && check.violation === null && serverViolation === null && fileError === null && !busy;
  const messageContext = { createdAt: invoice.createdAt, locale };
  const messageAt = (param: string) =>
    violation && (violation.param === param || violation.param.startsWith(`${param}.`)) && (touched[param] || serverViolation) ? orderMessageText(LL, violation, messageContext) : null;

  const set = (patch: Partial<InvoiceFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setTouched((current) => ({ ...current, ...Object.fromEntries(Object.keys(patch).map((key) => [key, true])) }));
    setServerViolation(null);
  };

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    const problem = invoiceFileError(picked);
    setFile(picked);
    set({ file: { name: picked.name } });
    setFileError(problem === null ? null : problem === 'value.fileTypeNotAllowed' ? LL.invoices.onlyPdf() : LL.value[problem === 'value.fileTooLarge' ? 'fileTooLarge' : 'fileEmpty']());
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched({ paymentDeadline: true, total: true });
    if (!canSave || !check.edit) return;
    setBusy(true);
    const key = { labId, orgId, year, invoiceId: invoice.id };
    try {
      if (file) await uploadInvoicePdf(key, file, values.documentName.trim());
      const fieldsChanged = !fieldsLocked && checkInvoiceForm(invoice, { ...values, file: null }).changed;
      if (fieldsChanged || namesChanged) {
        await update.mutateAsync({
          ...key,
          ...check.edit,
          ...(namesChanged ? { documents: Object.entries(names).map(([id, name]) => ({ id: Number(id), name: name.trim() === '' ? null : name })) } : {}),
        });
      }
      notify(LL.invoices.notifications.saved());
      void utils.invoices.list.invalidate({ labId, orgId, year });
      void utils.checkout.state.invalidate({ labId, orgId, year });
      void utils.orders.year.invalidate({ labId, orgId, year });
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.labs.stats.invalidate({ labId });
      onClose();
    } catch (error) {
      const failure = classifyError(error);
      if (isOnlyPdfRefusal(error)) {
        setFileError(LL.invoices.onlyPdfAccepted());
      } else if (failure.kind === 'constraintViolation' && failure.param) {
        setServerViolation({ param: failure.param === 'name' || failure.param === 'file' ? 'documentName' : failure.param, message: failure.type ?? '' });
      } else {
        reportError(error, { action: 'invoices', retry: () => void submit() });
      }
      // an uploaded file is on the server now: the list shows it, the dialog keeps what was typed
      if (file) void utils.invoices.list.invalidate({ labId, orgId, year });
    } finally {
      setBusy(false);
    }
  };

  const close = () => !busy && onClose();
  const deadlineMessage = messageAt('paymentDeadline');
  const totalMessage = messageAt('total');
  const documentMessage = messageAt('documentName') ?? messageAt('documents');
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby="invoice-dialog-title" data-testid="invoice-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="invoice-dialog-title">{LL.invoices.dialog.title({ identifier: invoice.identifier })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              {LL.invoices.dialog.createdAt({ date: formatDate(invoice.createdAt, locale, { timeZone: ORDERS_TIME_ZONE }) })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput
                label={LL.invoices.dialog.paymentDeadline()}
                value={values.paymentDeadline}
                onChange={(paymentDeadline) => set({ paymentDeadline })}
                onBlur={() => setTouched((t) => ({ ...t, paymentDeadline: true }))}
                disabled={fieldsLocked}
                required
                error={deadlineMessage !== null}
                helperText={deadlineMessage ?? ' '}
                fullWidth
                testId="invoice-payment-deadline"
              />
              <TextField
                label={LL.invoices.dialog.total({ currency: invoice.currency })}
                value={values.total}
                onChange={(event) => set({ total: event.target.value })}
                onBlur={() => setTouched((t) => ({ ...t, total: true }))}
                disabled={fieldsLocked}
                required
                error={totalMessage !== null}
                helperText={totalMessage ?? ' '}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'invoice-total' } }}
              />
            </Stack>
            <FormControlLabel
              control={
                <Checkbox checked={values.paid} disabled={fieldsLocked} onChange={(event) => set({ paid: event.target.checked })} slotProps={{ input: { 'data-testid': 'invoice-paid' } as Record<string, string> }} />
              }
              label={LL.invoices.dialog.paid()}
            />
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {LL.invoices.dialog.documents()}
              </Typography>
              <Stack spacing={1.5}>
                {invoice.documents.map((document) =>
                  document.generated ? (
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
                    <TextField
                      key={document.id}
                      size="small"
                      label={LL.invoices.dialog.documentName()}
                      value={names[document.id] ?? ''}
                      onChange={(event) => {
                        setNames((current) => ({ ...current, [document.id]: event.target.value }));
                        setServerViolation(null);
                      }}
                      helperText={LL.invoices.dialog.documentNameHelp()}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `invoice-document-name-${document.id}` } }}
                    />
                  ),
                )}
                {file ? (
                  <Stack spacing={1}>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <AttachFileIcon fontSize="small" color="action" />
                      <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }} data-testid="invoice-new-file">
                        {LL.invoices.dialog.newDocument({ file: file.name })}
                      </Typography>
                      <Tooltip title={LL.invoices.dialog.removeNew({ file: file.name })}>
                        <IconButton
                          size="small"
                          onClick={() => {
                            setFile(null);
                            setFileError(null);
                            set({ file: null, documentName: '' });
                          }}
                          aria-label={LL.invoices.dialog.removeNew({ file: file.name })}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                    {fileError && <Alert severity="error">{fileError}</Alert>}
                    <TextField
                      size="small"
                      label={LL.invoices.dialog.documentName()}
                      value={values.documentName}
                      onChange={(event) => set({ documentName: event.target.value })}
                      error={documentMessage !== null}
                      helperText={documentMessage ?? LL.invoices.dialog.documentNameHelp()}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'invoice-new-document-name' } }}
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
            {serverViolation && !['paymentDeadline', 'total', 'documentName'].some((p) => serverViolation.param.startsWith(p)) && (
              <Alert severity="error">{orderMessageText(LL, serverViolation, messageContext)}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {!changed && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
              {LL.invoices.dialog.nothingChanged()}
            </Typography>
          )}
          <Button onClick={close} disabled={busy} data-testid="invoice-dialog-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSave}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="invoice-dialog-save"
          >
            {LL.actions.save()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
