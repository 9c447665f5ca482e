import { zodResolver } from '@hookform/resolvers/zod';
import { countryDisplayName, ISO_COUNTRY_CODES, MAX_ACCREDITATIONS, refineOrgSettings, ZContractAddress, sortByCountryName, ZOrgSettingsFields, type TOrgSettings } from '@eqa/core';
import { formatDateTime } from '@eqa/i18n';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { FormTextField } from '../../../components/forms/form-text-field';
import { applyServerError } from '../../../components/forms/server-errors';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

type SavedSettings = RouterOutputs['orgs']['settings'];

/** The form's values: the settings with an address always present (all blank: none). */
const ZOrgSettingsForm = ZOrgSettingsFields.extend({ address: ZContractAddress }).superRefine((values, ctx) => refineOrgSettings(toSettings(values), ctx));
type TOrgSettingsForm = z.infer<typeof ZOrgSettingsForm>;

const FIELDS = [
  'legalName',
  'shortName',
  'address',
  'registrationNumber',
  'taxNumber',
  'euVatNumber',
  'groupIdentificationNumber',
  'phone',
  'contactEmail',
  'website',
  'staffNotificationEmail',
  'accreditations',
  'bank',
  'paymentTermDays',
  'documentFooter',
] as const satisfies ReadonlyArray<keyof TOrgSettings>;

const blank = (value: string | null) => value === null || value.trim() === '';

/** What the form says, as the settings: an all-blank address is none, an accreditation's blank end none. */
function toSettings(values: TOrgSettingsForm): TOrgSettings {
  const { address } = values;
  const noAddress = [address.zipCode, address.city, address.address, address.countryId].every((part) => part.trim() === '');
  return {
    ...values,
    address: noAddress ? null : address,
    accreditations: values.accreditations.map((a) => ({ ...a, validUntil: blank(a.validUntil) ? null : a.validUntil })),
  };
}

/** The form's values from what the server answered (nulls as empty fields). */
function formValues(saved: SavedSettings): TOrgSettingsForm {
  const text = (value: string | null) => value ?? '';
  return {
    legalName: text(saved.legalName),
    shortName: text(saved.shortName),
    address: saved.address ?? { zipCode: '', city: '', address: '', countryId: '' },
    registrationNumber: text(saved.registrationNumber),
    taxNumber: text(saved.taxNumber),
    euVatNumber: text(saved.euVatNumber),
    groupIdentificationNumber: text(saved.groupIdentificationNumber),
    phone: text(saved.phone),
    contactEmail: text(saved.contactEmail),
    website: text(saved.website),
    staffNotificationEmail: text(saved.staffNotificationEmail),
    accreditations: saved.accreditations.map((a) => ({ ...a, validUntil: text(a.validUntil) })),
    bank: { accountNumber: text(saved.bank.accountNumber), iban: text(saved.bank.iban), swift: text(saved.bank.swift) },
    paymentTermDays: saved.paymentTermDays,
    documentFooter: text(saved.documentFooter),
  };
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1, fontWeight: 600, p: 0 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/**
 * The organisation settings form (issue 33; docs/decisions/org-settings.md): react-hook-form with
 * the zod resolver on core's rules (refineOrgSettings), so every jsvat-next / ibantools error and
 * every malformed address shows under its field as the user leaves it; a 422 of the server lands
 * on its field the same way. Nothing is required: an empty field is shown nowhere. Saving sends
 * every field (PATCH) and answers the settings as stored (normalised).
 */
export function OrgSettingsForm({ orgId, saved }: { orgId: number; saved: SavedSettings }) {
  const { LL, locale } = useI18n();
  const notify = useNotify();
  const onError = useMutationError('config');
  const utils = trpc.useUtils();
  const form = useForm<TOrgSettingsForm>({ resolver: zodResolver(ZOrgSettingsForm), defaultValues: formValues(saved), mode: 'onTouched' });
  const accreditations = useFieldArray({ control: form.control, name: 'accreditations' });
  const save = trpc.orgs.updateSettings.useMutation();
  const { control, formState } = form;
  // the provider's own address is in any ISO country, served or not (a new provider serves none yet)
  const countries = useMemo(() => sortByCountryName([...ISO_COUNTRY_CODES], (id) => countryDisplayName(id, locale), locale), [locale]);
  const F = LL.billing.settings.fields;
  const S = LL.billing.settings.sections;

  const submit = form.handleSubmit(async (values) => {
    try {
      const stored = await save.mutateAsync({ orgId, ...toSettings(values) });
      utils.orgs.settings.setData({ orgId }, stored);
      void utils.platform.config.invalidate();
      form.reset(formValues(stored));
      notify(LL.billing.settings.saved());
    } catch (error) {
      if (!applyServerError(error, form.setError, FIELDS)) onError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="org-settings-form">
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{LL.billing.settings.intro()}</Typography>
          {saved.saved ? (
            saved.updatedAt && (
              <Typography variant="body2" color="text.secondary" data-testid="org-settings-saved-at">
                {LL.billing.settings.savedAt({ when: formatDateTime(saved.updatedAt, locale) })}
              </Typography>
            )
          ) : (
            <Alert severity="info" data-testid="org-settings-not-saved">
              {LL.billing.settings.notSaved()}
            </Alert>
          )}
          <Section title={S.seller()}>
            <FormTextField control={control} name="legalName" label={F.legalName()} fullWidth testId="billing-legal-name" sx={{ gridColumn: '1 / -1' }} />
            <FormTextField control={control} name="shortName" label={F.shortName()} fullWidth testId="settings-short-name" />
            <FormTextField control={control} name="registrationNumber" label={F.registrationNumber()} fullWidth testId="settings-registration-number" />
            <FormTextField control={control} name="address.zipCode" label={F.zipCode()} fullWidth testId="billing-zip-code" />
            <FormTextField control={control} name="address.city" label={F.city()} fullWidth testId="billing-city" />
            <FormTextField control={control} name="address.address" label={F.address()} fullWidth testId="billing-address" />
            <FormTextField control={control} name="address.countryId" label={F.countryId()} fullWidth select testId="billing-country" deps={['taxNumber', 'euVatNumber']}>
              <MenuItem value="">—</MenuItem>
              {countries.map((id) => (
                <MenuItem key={id} value={id}>
                  {countryDisplayName(id, locale)}
                </MenuItem>
              ))}
            </FormTextField>
          </Section>
          <Section title={S.contact()}>
            <FormTextField control={control} name="phone" label={F.phone()} fullWidth type="tel" testId="settings-phone" />
            <FormTextField control={control} name="contactEmail" label={F.contactEmail()} hint={F.contactEmailHelp()} fullWidth type="email" testId="settings-contact-email" />
            <FormTextField control={control} name="website" label={F.website()} fullWidth testId="settings-website" />
          </Section>
          <Section title={S.staff()}>
            <FormTextField
              control={control}
              name="staffNotificationEmail"
              label={F.staffNotificationEmail()}
              hint={F.staffNotificationEmailHelp()}
              fullWidth
              type="email"
              testId="settings-staff-email"
              sx={{ gridColumn: '1 / -1' }}
            />
          </Section>
          <Section title={S.accreditations()} hint={S.accreditationsHelp()}>
            {accreditations.fields.map((item, index) => (
              <Box key={item.id} sx={{ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, columnGap: 2 }} data-testid={`settings-accreditation-${index}`}>
                <FormTextField control={control} name={`accreditations.${index}.body`} label={F.accreditationBody()} fullWidth testId={`settings-accreditation-${index}-body`} />
                <FormTextField control={control} name={`accreditations.${index}.number`} label={F.accreditationNumber()} fullWidth testId={`settings-accreditation-${index}-number`} />
                <TooltipIconButton label={F.removeAccreditation({ index: index + 1 })} onClick={() => accreditations.remove(index)} sx={{ alignSelf: 'start', mt: 1 }} data-testid={`settings-accreditation-${index}-remove`} icon={<DeleteOutlineIcon />} />
                <FormTextField control={control} name={`accreditations.${index}.scope`} label={F.accreditationScope()} fullWidth testId={`settings-accreditation-${index}-scope`} />
                <FormTextField control={control} name={`accreditations.${index}.validUntil`} label={F.accreditationValidUntil()} fullWidth testId={`settings-accreditation-${index}-valid-until`} />
              </Box>
            ))}
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button
                startIcon={<AddIcon />}
                disabled={accreditations.fields.length >= MAX_ACCREDITATIONS}
                onClick={() => accreditations.append({ body: '', number: '', scope: '', validUntil: '' })}
                data-testid="settings-accreditation-add"
              >
                {F.addAccreditation()}
              </Button>
            </Box>
          </Section>
          <Section title={S.tax()}>
            <FormTextField control={control} name="taxNumber" label={F.taxNumber()} hint={F.taxNumberHelp()} fullWidth testId="billing-tax-number" deps={['euVatNumber']} />
            <FormTextField control={control} name="euVatNumber" label={F.euVatNumber()} hint={F.euVatNumberHelp()} fullWidth testId="billing-eu-vat-number" />
            <FormTextField control={control} name="groupIdentificationNumber" label={F.groupIdentificationNumber()} hint={F.groupIdentificationNumberHelp()} fullWidth testId="billing-group-id" />
          </Section>
          <Section title={S.bank()}>
            <FormTextField control={control} name="bank.accountNumber" label={F.bankAccountNumber()} hint={F.bankAccountNumberHelp()} fullWidth testId="billing-bank-account" />
            <FormTextField control={control} name="bank.iban" label={F.iban()} fullWidth testId="billing-iban" deps={['bank.accountNumber']} />
            <FormTextField control={control} name="bank.swift" label={F.bic()} fullWidth testId="billing-bic" />
          </Section>
          <Section title={S.documents()}>
            <FormTextField control={control} name="paymentTermDays" label={F.paymentTermDays()} integer required fullWidth testId="billing-payment-term" />
            <FormTextField control={control} name="documentFooter" label={F.documentFooter()} hint={F.documentFooterHelp()} fullWidth multiline minRows={2} testId="billing-footer" sx={{ gridColumn: '1 / -1' }} />
          </Section>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending || (saved.saved && !formState.isDirty)}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="org-settings-save"
            >
              {LL.actions.save()}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}
