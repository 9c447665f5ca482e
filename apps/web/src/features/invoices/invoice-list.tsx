import { ORDERS_TIME_ZONE, type InvoiceState } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import BlockIcon from '@mui/icons-material/Block';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Chip, CircularProgress, FormControlLabel, IconButton, Paper, Stack, Switch, Tooltip, Typography, type ChipProps } from '@mui/material';
import { calendarDay } from '@eqa/core';
import { useRef, useState, type ReactNode } from 'react';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { DataList, type ListColumn } from '../../components/lists';
import { useNotify } from '../../app/notifications';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../config/common/confirm-dialog';
import { useMutationError } from '../config/common/mutations';
import { formatMoney } from '../orders/money-format';
import { AccountingExportDialog } from './accounting-export-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { downloadInvoiceDocument, invoiceFileError, isOnlyPdfRefusal, uploadInvoicePdf } from './invoice-files';
import { awaitsGeneratedDocument, documentJobNotice, documentLabel, documentPollInterval, formatDay, invoiceKindLabel, type Invoice, type InvoiceDocument } from './invoice-format';
import { TooltipIconButton } from '../../components/tooltip-icon-button';


/** Invoices of a year are few (a proforma, an invoice, a cancellation or two): one page holds them. */
const INVOICE_LIMIT = 100;

const STATE_COLOURS: Record<InvoiceState, ChipProps['color']> = {
  late_payment: 'error',
  cancellation: 'default',
  cancelled: 'default',
  payable: 'warning',
  paid: 'success',
};

interface InvoiceListProps {
  labId: number;
  orgId: number;
  year: number;
  orgUser: boolean;
  /** Lab users see only invoices with documents while the proforma is disabled (the server applies it). */
  onlyWithDocuments: boolean;
}

/**
 * Spec 2 §2 Invoice list (an MUI X Data Grid): identifier, kind, state (core invoiceState's label by
 * priority: late payment, cancellation, cancelled, payable, paid), total, dates, paid, cancelled, the
 * documents to download; org users also upload an invoice PDF and edit the invoice in the dialog.
 */
export function InvoiceList({ labId, orgId, year, orgUser, onlyWithDocuments }: InvoiceListProps) {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const notify = useNotify();
  const utils = trpc.useUtils();
  // staff: only the rows still lacking the accounting's invoice (a paid proforma, a proforma-disabled checkout's row)
  const [missingOnly, setMissingOnly] = useState(false);
  const [exporting, setExporting] = useState(false);
  const input = { labId, orgId, year, offset: 0, limit: INVOICE_LIMIT, ...(orgUser && missingOnly ? { missingInvoice: true } : {}) };
  // a new proforma's PDF comes from a job a moment after the checkout (later when the queue was away): ask again while it is being made
  const awaitedSince = useRef<number | null>(null);
  const invoices = trpc.invoices.list.useQuery(input, {
    meta: { errorAction: 'invoices' },
    refetchInterval: (query) => {
      const rows = query.state.data?.items ?? [];
      const now = Date.now();
      awaitedSince.current = rows.some(awaitsGeneratedDocument) ? (awaitedSince.current ?? now) : null;
      return documentPollInterval(rows, awaitedSince.current, now);
    },
  });
  const [editing, setEditing] = useState<Invoice | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const onCancelError = useMutationError('invoices');
  const cancel = trpc.invoices.cancel.useMutation({
    onSuccess: () => {
      setCancelling(null);
      notify(LL.invoices.notifications.cancelled());
      void utils.invoices.list.invalidate({ labId, orgId, year });
      void utils.checkout.state.invalidate({ labId, orgId, year });
      void utils.orders.year.invalidate({ labId, orgId, year });
      void utils.orders.annualSummaries.invalidate({ labId, orgId });
      void utils.labs.stats.invalidate({ labId });
    },
    onError: (error) => {
      setCancelling(null);
      onCancelError(error);
    },
  });
  const onRegenerateError = useMutationError('invoices');
  const regenerate = trpc.invoices.generateDocument.useMutation({
    onSuccess: () => {
      notify(LL.invoices.notifications.documentRequested());
      void utils.invoices.list.invalidate({ labId, orgId, year });
    },
    onError: (error) => onRegenerateError(error),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTarget = useRef<Invoice | null>(null);
  const rows = invoices.data?.items ?? [];

  const download = (document: InvoiceDocument) => {
    downloadInvoiceDocument(document.downloadPath).catch((error: unknown) => reportError(error, { action: 'downloads', retry: () => download(document) }));
  };

  const upload = async (invoice: Invoice, file: File) => {
    const problem = invoiceFileError(file);
    if (problem) {
      notify(problem === 'value.fileTypeNotAllowed' ? LL.invoices.onlyPdf() : LL.value[problem === 'value.fileTooLarge' ? 'fileTooLarge' : 'fileEmpty'](), 'error');
      return;
    }
    setUploading(invoice.id);
    try {
      await uploadInvoicePdf({ labId, orgId, year, invoiceId: invoice.id }, file, '');
      notify(LL.invoices.notifications.uploaded());
      void utils.invoices.list.invalidate({ labId, orgId, year });
    } catch (error) {
      // a file named .pdf that is not one by its bytes: the server's translated refusal, not an unexpected error
      if (isOnlyPdfRefusal(error)) notify(LL.invoices.onlyPdfAccepted(), 'error');
      else reportError(error, { action: 'invoices', retry: () => void upload(invoice, file) });
    } finally {
      setUploading(null);
    }
  };

  const columns: Array<ListColumn<Invoice>> = [
    {
      field: 'identifier',
      header: LL.invoices.columns.identifier(),
      card: 'title',
      flex: 1.1,
      minWidth: 125,
      render: (row) => (
        <Stack sx={{ py: 0.5 }}>
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }} data-testid={`invoice-identifier-${row.id}`}>
            {row.identifier}
          </Box>
          <Typography variant="caption" color="text.secondary" data-testid={`invoice-kind-${row.id}`}>
            {invoiceKindLabel(row, LL)}
          </Typography>
          {orgUser && row.lacksAccountingInvoice && (
            <Chip size="small" color="warning" variant="outlined" label={LL.invoices.missingChip()} data-testid={`invoice-missing-${row.id}`} sx={{ mt: 0.5, alignSelf: 'flex-start' }} />
          )}
        </Stack>
      ),
    },
    {
      field: 'state',
      header: LL.invoices.columns.state(),
      minWidth: 120,
      flex: 0.9,
      value: (row) => LL.invoices.state[row.state](),
      render: (row) => (
        <Chip
          size="small"
          color={STATE_COLOURS[row.state]}
          variant={row.state === 'paid' || row.state === 'late_payment' ? 'filled' : 'outlined'}
          label={LL.invoices.state[row.state]()}
          data-testid={`invoice-state-${row.id}`}
          data-state={row.state}
        />
      ),
    },
    {
      field: 'total',
      header: LL.invoices.columns.total(),
      type: 'number',
      minWidth: 110,
      flex: 0.9,
      align: 'right',
      value: (row) => row.total,
      render: (row) => formatMoney(row.total, row.currency, locale),
    },
    {
      field: 'createdAt',
      header: LL.invoices.columns.createdAt(),
      minWidth: 115,
      flex: 0.7,
      value: (row) => row.createdAt,
      render: (row) => formatDate(row.createdAt, locale, { timeZone: ORDERS_TIME_ZONE }),
    },
    {
      field: 'paymentDeadline',
      header: LL.invoices.columns.paymentDeadline(),
      value: (row) => row.paymentDeadline,
      minWidth: 130,
      flex: 0.9,
      render: (row) => (
        <Typography variant="body2" component="span" color={row.latePayment ? 'error' : 'inherit'} sx={{ fontWeight: row.latePayment ? 700 : 400 }}>
          {formatDay(row.paymentDeadline, locale)}
        </Typography>
      ),
    },
    {
      field: 'paid',
      header: LL.invoices.columns.paid(),
      value: (row) => (row.paid ? LL.invoices.yes() : LL.invoices.no()),
      minWidth: 80,
      flex: 0.5,
      render: (row) => <BooleanMark value={row.paid} yes={LL.invoices.yes()} no={LL.invoices.no()} icon={<CheckCircleOutlineIcon fontSize="small" color="success" />} />,
    },
    {
      field: 'cancelled',
      header: LL.invoices.columns.cancelled(),
      value: (row) => (row.cancelled ? LL.invoices.yes() : LL.invoices.no()),
      minWidth: 105,
      flex: 0.5,
      render: (row) => <BooleanMark value={row.cancelled} yes={LL.invoices.yes()} no={LL.invoices.no()} icon={<BlockIcon fontSize="small" color="action" />} />,
    },
    {
      field: 'documents',
      header: LL.invoices.columns.documents(),
      minWidth: 145,
      flex: 1.6,
      sortable: false,
      value: (row) => row.documents.map((document) => documentLabel(document, LL)).join(', '),
      render: (row) => {
        const notice = documentJobNotice(row);
        return row.documents.length === 0 && notice === null ? (
          <Typography variant="body2" color="text.secondary">
            {LL.invoices.noDocuments()}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}>
            {notice !== null && (
              <DocumentJobNotice
                invoice={row}
                notice={notice}
                retry={orgUser ? () => regenerate.mutate({ labId, orgId, year, invoiceId: row.id }) : null}
                retrying={regenerate.isPending && regenerate.variables.invoiceId === row.id}
              />
            )}
            {row.documents.map((document) => {
              const name = documentLabel(document, LL);
              return (
                <Button
                  key={document.id}
                  size="small"
                  variant="text"
                  startIcon={<FileDownloadOutlinedIcon />}
                  onClick={() => download(document)}
                  aria-label={LL.invoices.download({ name })}
                  data-testid={`invoice-document-${document.id}`}
                  sx={{ textTransform: 'none', minWidth: 0 }}
                >
                  {name}
                </Button>
              );
            })}
          </Stack>
        );
      },
    },
  ];
  if (orgUser) {
    columns.push({
      field: 'actions',
      header: LL.invoices.columns.actions(),
      minWidth: 110,
      flex: 0.7,
      sortable: false,
      exportable: false,
      card: 'actions',
      render: (row) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={LL.invoices.upload({ identifier: row.identifier })}>
            <span>
              <IconButton
                size="small"
                disabled={uploading !== null}
                onClick={() => {
                  uploadTarget.current = row;
                  fileInput.current?.click();
                }}
                aria-label={LL.invoices.upload({ identifier: row.identifier })}
                data-testid={`invoice-upload-${row.id}`}
              >
                <UploadFileOutlinedIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <TooltipIconButton label={LL.invoices.edit({ identifier: row.identifier })} size="small" onClick={() => setEditing(row)} data-testid={`invoice-edit-${row.id}`} icon={<EditOutlinedIcon fontSize="small" />} />
          {!row.cancelled && row.cancelledAnnualNumber === null && (
            <TooltipIconButton label={LL.invoices.cancel({ identifier: row.identifier })} size="small" onClick={() => setCancelling(row)} data-testid={`invoice-cancel-${row.id}`} icon={<CancelOutlinedIcon fontSize="small" />} />
          )}
        </Stack>
      ),
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoices-title" sx={{ overflow: 'hidden' }} data-testid="invoice-list">
      <Stack direction="row" sx={{ alignItems: 'baseline', px: 2, py: 1.25, gap: 1, flexWrap: 'wrap', bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h2" id="invoices-title" sx={{ fontWeight: 700 }}>
          {LL.invoices.title()}
        </Typography>
        {onlyWithDocuments && (
          <Typography variant="body2" color="text.secondary">
            {LL.invoices.onlyWithDocuments()}
          </Typography>
        )}
        {orgUser && (
          <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={<Switch size="small" checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} slotProps={{ input: { 'aria-label': LL.invoices.missingFilter() } }} data-testid="invoice-missing-filter" />}
              label={LL.invoices.missingFilter()}
            />
            <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => setExporting(true)} data-testid="accounting-export-open">
              {LL.invoices.exportButton()}
            </Button>
          </Stack>
        )}
      </Stack>
      <DataList
        rows={rows}
        columns={columns}
        label={LL.invoices.title()}
        testId="invoice-grid"
        rowAttributes={(row) => ({ 'data-testid': `invoice-row-${row.id}` })}
        loading={invoices.isPending}
        emptyState={{ message: LL.invoices.empty(), testId: 'invoice-list-empty' }}
        exportFileName={`${LL.invoices.title()} ${year}`}
        initialSort={[{ field: 'createdAt', sort: 'asc' }]}
        sx={{ p: { xs: 1, sm: 0 } }}
      />
      {orgUser && (
        <input
          ref={fileInput}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-label={LL.invoices.uploadLabel()}
          data-testid="invoice-upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            const target = uploadTarget.current;
            event.target.value = '';
            if (file && target) void upload(target, file);
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={LL.invoices.cancelTitle({ identifier: cancelling?.identifier ?? '' })}
        confirmLabel={LL.invoices.cancelConfirm()}
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate({ labId, orgId, year, invoiceId: cancelling.id })}
        onClose={() => !cancel.isPending && setCancelling(null)}
        testId="invoice-cancel-confirm"
      >
        {LL.invoices.cancelText()}
      </ConfirmDialog>
      {exporting && <AccountingExportDialog orgId={orgId} today={calendarDay(new Date(), ORDERS_TIME_ZONE)} onClose={() => setExporting(false)} />}
      {editing && <InvoiceDialog key={editing.id} labId={labId} orgId={orgId} year={year} invoice={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

/**
 * The PDF's job in the documents cell: being made (a spinner), or failed — why, to staff, in the
 * tooltip — with staff's button to make it again.
 */
function DocumentJobNotice({ invoice, notice, retry, retrying }: { invoice: Invoice; notice: 'making' | 'failed' | 'interrupted'; retry: (() => void) | null; retrying: boolean }) {
  const { LL } = useI18n();
  if (notice === 'making') {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircularProgress size={12} aria-hidden />}
        label={LL.invoices.documentJob.making()}
        data-testid={`invoice-pdf-job-${invoice.id}`}
        data-state="making"
      />
    );
  }
  const label = notice === 'interrupted' ? LL.invoices.documentJob.interrupted() : LL.invoices.documentJob.failed();
  const reason = notice === 'failed' ? invoice.documentJob?.error : null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Tooltip title={reason ?? ''}>
        <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlineIcon />} label={label} data-testid={`invoice-pdf-job-${invoice.id}`} data-state="failed" />
      </Tooltip>
      {retry && (
        <Button
          size="small"
          startIcon={<ReplayIcon />}
          onClick={retry}
          disabled={retrying}
          aria-label={LL.invoices.documentJob.retryLabel({ identifier: invoice.identifier })}
          data-testid={`invoice-pdf-retry-${invoice.id}`}
          sx={{ textTransform: 'none' }}
        >
          {LL.invoices.documentJob.retry()}
        </Button>
      )}
    </Stack>
  );
}

function BooleanMark({ value, yes, no, icon }: { value: boolean; yes: string; no: string; icon: ReactNode }) {
  return value ? (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2" component="span">
        {yes}
      </Typography>
    </Stack>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      {no}
    </Typography>
  );
}
