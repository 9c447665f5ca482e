import { zodResolver } from '@hookform/resolvers/zod';
import { ZExchangeRateInput, type TExchangeRateInput } from '@eqa/core';
import { MenuItem } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useNow } from '../common/use-now';

/** The dialog to enter an exchange rate (HUF per unit of a currency for a day; core ZExchangeRateInput). */
export function ExchangeRateDialog({ orgId, currencies, onClose }: { orgId: number; currencies: string[]; onClose(): void }) {
  const { LL } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const today = useNow().toISOString().slice(0, 10);
  const form = useForm<TExchangeRateInput>({ resolver: zodResolver(ZExchangeRateInput), defaultValues: { currencyId: currencies[0] ?? 'EUR', day: today, rate: '' }, mode: 'onTouched' });
  const save = trpc.orgs.setExchangeRate.useMutation();
  const T = LL.billing.exchangeRates;
  const submit = useFormSubmit(
    form,
    async (values) => {
      await save.mutateAsync({ orgId, ...values });
      await utils.orgs.exchangeRates.invalidate({ orgId });
      notify(T.saved());
      onClose();
    },
    { fields: ['currencyId', 'day', 'rate'], onFailure: onError },
  );
  return (
    <FormDialog testId="exchange-rate" title={T.add()} {...submit} onClose={onClose}>
      <FormTextField control={form.control} name="currencyId" label={T.currency()} select required fullWidth testId="exchange-rate-currency">
        {currencies.map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="day" label={T.day()} type="date" required fullWidth testId="exchange-rate-day" slotProps={{ inputLabel: { shrink: true } }} />
      <FormTextField control={form.control} name="rate" label={T.rate()} required fullWidth autoFocus testId="exchange-rate-rate" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </FormDialog>
  );
}
