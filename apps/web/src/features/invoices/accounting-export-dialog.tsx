import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { FormTextField } from '../../components/forms/form-text-field';
import { downloadFile } from '../surveys/download';
import { REST_BASE } from './invoice-files';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'requiredField');
/** The period of the accounting export: issue days, inclusive (the server checks the same). */
export const ZAccountingExportPeriod = z.object({ from: ZDay, to: ZDay }).refine((period) => period.from <= period.to, { path: ['to'], message: 'invoices.periodEndBeforeStart' });
export type AccountingExportPeriod = z.infer<typeof ZAccountingExportPeriod>;

/** GET /orgs/{orgId}/invoices/accounting_export.csv?from=&to=. */
export function accountingExportPath(orgId: number, period: AccountingExportPeriod): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return `${REST_BASE}/orgs/${orgId}/invoices/accounting_export.csv?${query.toString()}`;
}

/** The first and the last day of the month of `day` ('YYYY-MM-DD'). */
export function monthOf(day: string): AccountingExportPeriod {
  const [year, month] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, month ?? 1, 0)).getUTCDate();
  const prefix = day.slice(0, 8);
  return { from: `${prefix}01`, to: `${prefix}${String(last).padStart(2, '0')}` };
}

/**
 * Staff's accounting export (issue 31): every document issued in the period as CSV, for the
 * provider's accounting system. Downloads the org-wide file of the REST route.
 */
export function AccountingExportDialog({ orgId, today, onClose }: { orgId: number; today: string; onClose: () => void }) {
  const { LL } = useI18n();
  const reportError = useReportError();
  const form = useForm<AccountingExportPeriod>({ resolver: zodResolver(ZAccountingExportPeriod), defaultValues: monthOf(today), mode: 'onChange' });
  const submit = form.handleSubmit(async (period) => {
    try {
      await downloadFile(accountingExportPath(orgId, period));
    } catch (error) {
      reportError(error, { action: 'downloads', retry: () => void submit() });
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="accounting-export-title" data-testid="accounting-export-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="accounting-export-title">{LL.invoices.exportTitle()}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{LL.invoices.exportText()}</DialogContentText>
          <Stack direction="row" sx={{ gap: 2, pt: 1 }}>
            <FormTextField control={form.control} name="from" type="date" label={LL.invoices.exportFrom()} deps={['to']} testId="accounting-export-from" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={form.control} name="to" type="date" label={LL.invoices.exportTo()} testId="accounting-export-to" fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="accounting-export-close">{LL.invoices.close()}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting} data-testid="accounting-export-download">
            {LL.invoices.exportDownload()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
