import { zodResolver } from '@hookform/resolvers/zod';
import { localize, ZOrgBillingSettings, type TOrgBillingSettings } from '@eqa/core';
import { formatDateTime } from '@eqa/i18n';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrg } from '../common/org';

type SavedSettings = RouterOutputs['orgs']['billingSettings'];

const FIELDS = [
  'legalName',
  'address',
  'taxNumber',
  'euVatNumber',
  'groupIdentificationNumber',
  'bankAccountNumber',
  'iban',
  'bic',
  'paymentTermDays',
  'documentFooter',
] as const satisfies ReadonlyArray<keyof TOrgBillingSettings>;

/** The form's values from what the server answered (nulls as empty fields). */
function formValues(saved: SavedSettings): TOrgBillingSettings {
  return {
    legalName: saved.legalName,
    address: saved.address,
    taxNumber: saved.taxNumber,
    euVatNumber: saved.euVatNumber ?? '',
    groupIdentificationNumber: saved.groupIdentificationNumber ?? '',
    bankAccountNumber: saved.bankAccountNumber ?? '',
    iban: saved.iban,
    bic: saved.bic,
    paymentTermDays: saved.paymentTermDays,
    documentFooter: saved.documentFooter ?? '',
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/**
 * The seller details form (docs/decisions/vat.md "Seller details"): react-hook-form with the zod
 * resolver on core ZOrgBillingSettings (the procedure's input schema without orgId), so every
 * jsvat-next / ibantools error shows under its field as the user leaves it; a 422 of the server
 * lands on its field the same way. Saving answers the details as stored (normalised).
 */
export function BillingSettingsForm({ orgId, saved }: { orgId: number; saved: SavedSettings }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const org = useAdminOrg();
  const utils = trpc.useUtils();
  const form = useForm<TOrgBillingSettings>({ resolver: zodResolver(ZOrgBillingSettings), defaultValues: formValues(saved), mode: 'onTouched' });
  const save = trpc.orgs.updateBillingSettings.useMutation();
  const { control, formState } = form;
  const countries = [...(org?.countries ?? [])].sort((a, b) => localize(a.name, locale).localeCompare(localize(b.name, locale), locale));
  const countryIds = new Set(countries.map((c) => c.id));
  const F = LL.billing.settings.fields;

  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await save.mutateAsync({ orgId, ...values });
      utils.orgs.billingSettings.setData({ orgId }, stored);
      form.reset(formValues(stored));
      notify(LL.billing.settings.saved());
    } catch (error) {
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="billing-settings-form">
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{LL.billing.settings.intro()}</Typography>
          {saved.saved ? (
            saved.updatedAt && (
              <Typography variant="body2" color="text.secondary" data-testid="billing-settings-saved-at">
                {LL.billing.settings.savedAt({ when: formatDateTime(saved.updatedAt, locale) })}
              </Typography>
            )
          ) : (
            <Alert severity="info" data-testid="billing-settings-not-saved">
              {LL.billing.settings.notSaved()}
            </Alert>
          )}
          <Section title={LL.billing.settings.sections.seller()}>
            <FormTextField control={control} name="legalName" label={F.legalName()} required fullWidth testId="billing-legal-name" sx={{ gridColumn: '1 / -1' }} />
            <FormTextField control={control} name="address.zipCode" label={F.zipCode()} required fullWidth testId="billing-zip-code" />
            <FormTextField control={control} name="address.city" label={F.city()} required fullWidth testId="billing-city" />
            <FormTextField control={control} name="address.address" label={F.address()} required fullWidth testId="billing-address" />
            <FormTextField control={control} name="address.countryId" label={F.countryId()} required fullWidth select testId="billing-country" deps={['taxNumber', 'euVatNumber']}>
              {countries.map((country) => (
                <MenuItem key={country.id} value={country.id}>
                  {localize(country.name, locale) || country.id}
                </MenuItem>
              ))}
              {!countryIds.has(form.getValues('address.countryId')) && <MenuItem value={form.getValues('address.countryId')}>{form.getValues('address.countryId')}</MenuItem>}
            </FormTextField>
          </Section>
          <Section title={LL.billing.settings.sections.tax()}>
            <FormTextField control={control} name="taxNumber" label={F.taxNumber()} hint={F.taxNumberHelp()} required fullWidth testId="billing-tax-number" deps={['euVatNumber']} />
            <FormTextField control={control} name="euVatNumber" label={F.euVatNumber()} hint={F.euVatNumberHelp()} fullWidth testId="billing-eu-vat-number" />
            <FormTextField control={control} name="groupIdentificationNumber" label={F.groupIdentificationNumber()} hint={F.groupIdentificationNumberHelp()} fullWidth testId="billing-group-id" />
          </Section>
          <Section title={LL.billing.settings.sections.bank()}>
            <FormTextField control={control} name="bankAccountNumber" label={F.bankAccountNumber()} hint={F.bankAccountNumberHelp()} fullWidth testId="billing-bank-account" />
            <FormTextField control={control} name="iban" label={F.iban()} required fullWidth testId="billing-iban" deps={['bankAccountNumber']} />
            <FormTextField control={control} name="bic" label={F.bic()} required fullWidth testId="billing-bic" />
          </Section>
          <Section title={LL.billing.settings.sections.documents()}>
            <FormTextField control={control} name="paymentTermDays" label={F.paymentTermDays()} integer required fullWidth testId="billing-payment-term" />
            <FormTextField control={control} name="documentFooter" label={F.documentFooter()} hint={F.documentFooterHelp()} fullWidth multiline minRows={2} testId="billing-footer" sx={{ gridColumn: '1 / -1' }} />
          </Section>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || (saved.saved && !formState.isDirty)}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="billing-settings-save"
            >
              {LL.actions.save()}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}
