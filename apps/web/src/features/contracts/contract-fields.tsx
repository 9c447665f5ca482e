import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { INVOICE_FORMATS, sortByCountryName, type TContractInput } from '@eqa/core';
import type { Locales } from '@eqa/i18n';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';
import { EmailChipsInput } from '../../components/email-chips-input';
import { messageText } from '../account/message-text';
import { copyLaboratoryInto, readPath, writePath, type CopyableSection, type FormSection } from './contract-form-model';

export interface CountryOption {
  id: string;
  name: Record<string, string>;
}

/** What the section fields need from the form that owns them. */
export interface ContractFormApi {
  form: TContractInput;
  setForm(next: TContractInput): void;
  /** The message key at a field (core rules, or the server's 422), null when fine or not shown yet. */
  errorAt(path: string): string | null;
  touch(path: string): void;
  disabled?: boolean;
  countries: CountryOption[];
  years: number[];
  /** Test ids are `${testPrefix}-${path}` (contract-name, registration-invoiceAddress.city …). */
  testPrefix: string;
}

function countryName(country: CountryOption, locale: Locales): string {
  return country.name[locale] ?? country.name.en ?? country.id;
}

function Text({ api, path, label, required, multiline, readOnly, help }: { api: ContractFormApi; path: string; label: string; required?: boolean; multiline?: boolean; readOnly?: boolean; help?: string }) {
  const { LL } = useI18n();
  const key = api.errorAt(path);
  const value = readPath(api.form, path);
  return (
    <TextField
      label={label}
      value={typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)}
      onChange={(event) => api.setForm(writePath(api.form, path, event.target.value))}
      onBlur={() => api.touch(path)}
      required={required}
      disabled={api.disabled}
      multiline={multiline}
      error={key !== null}
      helperText={key ? messageText(LL, key, LL.requiredField()) : (help ?? ' ')}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `${api.testPrefix}-${path}`, readOnly } }}
    />
  );
}

function Emails({ api, path, label, required, help }: { api: ContractFormApi; path: string; label: string; required?: boolean; help?: string }) {
  const { LL } = useI18n();
  const [text, setText] = useState('');
  const key = api.errorAt(path);
  const chips = (readPath(api.form, path) as string[] | undefined) ?? [];
  return (
    <EmailChipsInput
      label={required ? `${label} *` : label}
      chips={chips}
      text={text}
      onChange={(next, rest) => {
        setText(rest);
        if (next !== chips) api.setForm(writePath(api.form, path, next));
      }}
      onBlur={() => api.touch(path)}
      error={key !== null}
      helperText={key ? messageText(LL, key, LL.emailFormatHelpText()) : (help ?? LL.contracts.page.emailsHelp())}
      disabled={api.disabled}
      testId={`${api.testPrefix}-${path}`}
      removeLabel={(address) => LL.contracts.page.removeEmail({ address })}
    />
  );
}

function Country({ api, path }: { api: ContractFormApi; path: string }) {
  const { LL, locale } = useI18n();
  const key = api.errorAt(path);
  const value = (readPath(api.form, path) as string | undefined) ?? '';
  const helperText = key ? messageText(LL, key, LL.requiredField()) : ' ';
  if (api.countries.length === 0) return <Text api={api} path={path} label={LL.contracts.page.country()} required />;
  const listed = api.countries.some((c) => c.id === value) || value === '' ? api.countries : [...api.countries, { id: value, name: { en: value } }];
  // by their name in the interface language (registration offers the served countries so)
  const options = sortByCountryName(listed, (country) => countryName(country, locale), locale);
  return (
    <TextField
      select
      label={LL.contracts.page.country()}
      value={value}
      onChange={(event) => api.setForm(writePath(api.form, path, event.target.value))}
      onBlur={() => api.touch(path)}
      required
      disabled={api.disabled}
      error={key !== null}
      helperText={helperText}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `${api.testPrefix}-${path}` }, select: { SelectDisplayProps: { 'data-testid': `${api.testPrefix}-${path}-select` } as never } }}
    >
      {options.map((country) => (
        <MenuItem key={country.id} value={country.id}>
          {countryName(country, locale)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Address({ api, base }: { api: ContractFormApi; base: string }) {
  const { LL } = useI18n();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
      <Text api={api} path={`${base}.zipCode`} label={LL.contracts.page.zipCode()} required />
      <Text api={api} path={`${base}.city`} label={LL.contracts.page.city()} required />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Text api={api} path={`${base}.address`} label={LL.contracts.page.address()} required />
      </Box>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Country api={api} path={`${base}.countryId`} />
      </Box>
    </Box>
  );
}

function Contact({ api, base, phoneRequired }: { api: ContractFormApi; base: string; phoneRequired: boolean }) {
  const { LL } = useI18n();
  return (
    <Stack spacing={1}>
      <Text api={api} path={`${base}.phone`} label={LL.contracts.page.phone()} required={phoneRequired} />
      <Emails api={api} path={`${base}.emails`} label={LL.contracts.page.emails()} required />
    </Stack>
  );
}

/** "Same as the laboratory": the laboratory's name, address and contact into this section. */
function CopyLaboratory({ api, section }: { api: ContractFormApi; section: CopyableSection }) {
  const { LL } = useI18n();
  if (api.disabled) return null;
  return (
    <Box>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => api.setForm(copyLaboratoryInto(api.form, section))} data-testid={`${api.testPrefix}-${section}-copy-laboratory`}>
        {LL.contracts.page.copyLaboratory()}
      </Button>
    </Box>
  );
}

/** The fields of one section of the contract form (spec 2 §3, §5); the rules are core's. */
export function ContractSectionFields({ api, section, headReadOnly, terms }: { api: ContractFormApi; section: FormSection; headReadOnly?: boolean; terms?: ReactNode }) {
  const { LL } = useI18n();
  const P = LL.contracts.page;
  switch (section) {
    case 'validity': {
      const key = api.errorAt('year');
      return (
        <TextField
          select
          label={P.year()}
          value={api.form.year}
          onChange={(event) => api.setForm({ ...api.form, year: Number(event.target.value) })}
          disabled={api.disabled}
          error={key !== null}
          helperText={key ? messageText(LL, key, LL.requiredField()) : P.validityHelp({ year: api.form.year })}
          fullWidth
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${api.testPrefix}-year` } as never } }}
        >
          {[...new Set([...api.years, api.form.year])].sort().map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'generic':
      return (
        <Stack spacing={1}>
          <Text api={api} path="name" label={P.institutionName()} required />
          <Text api={api} path="laboratoryHeadFullName" label={P.laboratoryHead()} required readOnly={headReadOnly} />
          <Address api={api} base="address" />
          <Contact api={api} base="contact" phoneRequired />
        </Stack>
      );
    case 'contact':
      return (
        <Stack spacing={1}>
          <CopyLaboratory api={api} section="contact" />
          <Text api={api} path="contactName" label={P.institutionNameOptional()} />
          <Text api={api} path="contactResponsibleFullName" label={P.responsiblePerson()} required />
          <Address api={api} base="contactAddress" />
          <Contact api={api} base="furtherContact" phoneRequired />
        </Stack>
      );
    case 'delivery':
      return (
        <Stack spacing={1}>
          <CopyLaboratory api={api} section="delivery" />
          <Text api={api} path="deliveryName" label={P.institutionName()} required />
          <Text api={api} path="deliveryResponsibleFullName" label={P.responsiblePersonOptional()} />
          <Address api={api} base="deliveryAddress" />
          <Contact api={api} base="deliveryContact" phoneRequired={false} />
        </Stack>
      );
    case 'invoice':
      return (
        <Stack spacing={1}>
          <CopyLaboratory api={api} section="invoice" />
          <Text api={api} path="invoiceName" label={P.institutionName()} required />
          <Address api={api} base="invoiceAddress" />
          <Contact api={api} base="invoiceContact" phoneRequired />
          <Text api={api} path="vatNumber" label={P.vatNumber()} help={P.vatNumberHelp()} />
          <Text api={api} path="groupIdentificationNumber" label={P.groupIdentificationNumber()} />
          <Text api={api} path="bankAccountNumber" label={P.bankAccountNumber()} />
          <TextField
            select
            label={P.invoiceFormat()}
            value={api.form.invoiceFormat}
            onChange={(event) => api.setForm({ ...api.form, invoiceFormat: event.target.value as TContractInput['invoiceFormat'] })}
            disabled={api.disabled}
            helperText=" "
            fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${api.testPrefix}-invoiceFormat` } as never } }}
          >
            {INVOICE_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {LL.contracts.invoiceFormat[format]()}
              </MenuItem>
            ))}
          </TextField>
          <Emails api={api} path="notificationEmails" label={P.notificationEmails()} help={P.notificationEmailsHelp()} />
        </Stack>
      );
    case 'terms': {
      const key = api.errorAt('termsAccepted');
      return (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {P.termsText({ year: api.form.year })}
          </Typography>
          {terms}
          <FormControlLabel
            control={
              <Checkbox
                checked={api.form.termsAccepted}
                onChange={(event) => {
                  api.setForm({ ...api.form, termsAccepted: event.target.checked });
                  api.touch('termsAccepted');
                }}
                disabled={api.disabled}
                slotProps={{ input: { 'data-testid': `${api.testPrefix}-termsAccepted` } as never }}
              />
            }
            label={P.acceptTerms({ year: api.form.year })}
          />
          {key && <FormHelperText error>{messageText(LL, key, LL.contracts.termsNotAccepted())}</FormHelperText>}
        </Stack>
      );
    }
  }
}
