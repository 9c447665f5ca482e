import { zodResolver } from '@hookform/resolvers/zod';
import { invoiceTermsDay, ZInvoiceTermsFields, type TInvoiceTermsFields } from '@eqa/core';
import { formatDateTime } from '@eqa/i18n';
import { Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';

type SavedTerms = RouterOutputs['invoices']['terms'];

const FIELDS = ['nextYearDueNotBefore'] as const;

function TermsForm({ orgId, saved }: { orgId: number; saved: SavedTerms }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const form = useForm<TInvoiceTermsFields>({ resolver: zodResolver(ZInvoiceTermsFields), defaultValues: { nextYearDueNotBefore: saved.nextYearDueNotBefore ?? '' }, mode: 'onTouched' });
  const save = trpc.invoices.updateTerms.useMutation();
  const T = LL.billing.invoiceTerms;

  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await save.mutateAsync({ orgId, nextYearDueNotBefore: invoiceTermsDay(values) });
      utils.invoices.terms.setData({ orgId }, stored);
      form.reset({ nextYearDueNotBefore: stored.nextYearDueNotBefore ?? '' });
      notify(T.saved());
    } catch (error) {
      // a 422 lands on the field (invoices.invalidMonthDay, translated there); what was typed stays
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="invoice-terms-form">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={form.control}
          name="nextYearDueNotBefore"
          label={T.field()}
          hint={T.help()}
          placeholder="01-31"
          autoComplete="off"
          testId="invoice-terms-day"
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { maxLength: 10 } }}
        />
        <Box sx={{ pt: { sm: 1 } }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !form.formState.isDirty}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="invoice-terms-save"
          >
            {LL.actions.save()}
          </Button>
        </Box>
      </Stack>
      {saved.updatedAt && (
        <Typography variant="body2" color="text.secondary" data-testid="invoice-terms-saved-at">
          {T.savedAt({ when: formatDateTime(saved.updatedAt, locale) })}
        </Typography>
      )}
    </form>
  );
}

/**
 * The organisation's next-year due day (docs/decisions/invoices.md "Due dates"; GET/PUT
 * /orgs/{orgId}/invoice_terms): a document for a later year's orders is not due before this day
 * ('MM-DD', empty: 01-31) of that year. Beside the seller details, whose payment term it goes with.
 */
export function InvoiceTermsCard({ orgId }: { orgId: number }) {
  const { LL } = useI18n();
  const terms = trpc.invoices.terms.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  const T = LL.billing.invoiceTerms;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="invoice-terms-title" data-testid="invoice-terms">
      <Typography variant="h6" component="h2" id="invoice-terms-title" sx={{ mb: 1 }}>
        {T.title()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro()}
      </Typography>
      {terms.data ? <TermsForm key={terms.data.updatedAt ?? 'new'} orgId={orgId} saved={terms.data} /> : <LinearProgress aria-label={LL.loading()} />}
    </Paper>
  );
}
