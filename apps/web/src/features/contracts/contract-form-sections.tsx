import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { INVOICE_FORMATS, sortByCountryName } from '@eqa/core';
import type { Locales } from '@eqa/i18n';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormCheckboxField } from '../../components/forms/form-checkbox-field';
import { FormEmailsField } from '../../components/forms/form-contact-block';
import { FormSelectField } from '../../components/forms/form-select-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { useFormField } from '../../components/forms/use-form-field';
import type { CopyableSection, FormSection } from './contract-form-model';

export interface CountryOption {
  id: string;
  name: Record<string, string>;
}

/** What the section fields need from the react-hook-form form that holds the contract. */
export interface ContractSectionsProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the contract lies in the form's values: '' (the contract page) or 'contract.' (the registration wizard). */
  base: string;
  /** Test ids are `${testPrefix}-${path}` (contract-name, registration-invoiceAddress.city …). */
  testPrefix: string;
  disabled?: boolean;
  countries: CountryOption[];
  years: number[];
  /** The validity select: another year (the contract page loads that year's contract). */
  onYear(year: number): void;
  /** "Same as the laboratory" of a section (copyLaboratoryInto on the form's values). */
  onCopy(section: CopyableSection): void;
}

type Props<T extends FieldValues> = ContractSectionsProps<T>;

const at = <T extends FieldValues>(props: Props<T>, path: string) => `${props.base}${path}` as FieldPath<T>;

function countryName(country: CountryOption, locale: Locales): string {
  return country.name[locale] ?? country.name.en ?? country.id;
}

function Text<T extends FieldValues>({ props, path, label, required, readOnly, help }: { props: Props<T>; path: string; label: string; required?: boolean; readOnly?: boolean; help?: string }) {
  return (
    <FormTextField
      control={props.control}
      name={at(props, path)}
      label={label}
      required={required}
      disabled={props.disabled}
      hint={help}
      fullWidth
      testId={`${props.testPrefix}-${path}`}
      slotProps={readOnly ? { htmlInput: { readOnly } } : undefined}
    />
  );
}

function Emails<T extends FieldValues>({ props, path, label, required, help }: { props: Props<T>; path: string; label: string; required?: boolean; help?: string }) {
  const { LL } = useI18n();
  return (
    <FormEmailsField
      control={props.control}
      name={at(props, path)}
      label={required ? `${label} *` : label}
      hint={help ?? LL.contracts.page.emailsHelp()}
      disabled={props.disabled}
      testId={`${props.testPrefix}-${path}`}
    />
  );
}

function Country<T extends FieldValues>({ props, path }: { props: Props<T>; path: string }) {
  const { LL, locale } = useI18n();
  const { field } = useFormField(props.control, at(props, path));
  if (props.countries.length === 0) return <Text props={props} path={path} label={LL.contracts.page.country()} required />;
  const value = typeof field.value === 'string' ? field.value : '';
  const listed = props.countries.some((c) => c.id === value) || value === '' ? props.countries : [...props.countries, { id: value, name: { en: value } }];
  // by their name in the interface language (registration offers the served countries so)
  const options = sortByCountryName(listed, (country) => countryName(country, locale), locale).map((country) => ({ value: country.id, label: countryName(country, locale) }));
  return (
    <FormSelectField
      control={props.control}
      name={at(props, path)}
      label={LL.contracts.page.country()}
      options={options}
      required
      disabled={props.disabled}
      fullWidth
      testId={`${props.testPrefix}-${path}`}
      displayTestId={`${props.testPrefix}-${path}-select`}
    />
  );
}

function Address<T extends FieldValues>({ props, base }: { props: Props<T>; base: string }) {
  const { LL } = useI18n();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
      <Text props={props} path={`${base}.zipCode`} label={LL.contracts.page.zipCode()} required />
      <Text props={props} path={`${base}.city`} label={LL.contracts.page.city()} required />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Text props={props} path={`${base}.address`} label={LL.contracts.page.address()} required />
      </Box>
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Country props={props} path={`${base}.countryId`} />
      </Box>
    </Box>
  );
}

function Contact<T extends FieldValues>({ props, base, phoneRequired }: { props: Props<T>; base: string; phoneRequired: boolean }) {
  const { LL } = useI18n();
  return (
    <Stack spacing={1}>
      <Text props={props} path={`${base}.phone`} label={LL.contracts.page.phone()} required={phoneRequired} />
      <Emails props={props} path={`${base}.emails`} label={LL.contracts.page.emails()} required />
    </Stack>
  );
}

/** "Same as the laboratory": the laboratory's name, address and contact into this section. */
function CopyLaboratory<T extends FieldValues>({ props, section }: { props: Props<T>; section: CopyableSection }) {
  const { LL } = useI18n();
  if (props.disabled) return null;
  return (
    <Box>
      <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => props.onCopy(section)} data-testid={`${props.testPrefix}-${section}-copy-laboratory`}>
        {LL.contracts.page.copyLaboratory()}
      </Button>
    </Box>
  );
}

function Validity<T extends FieldValues>({ props }: { props: Props<T> }) {
  const { LL } = useI18n();
  const { field, error } = useFormField(props.control, at(props, 'year'));
  const year = Number(field.value);
  return (
    <TextField
      select
      label={LL.contracts.page.year()}
      value={year}
      onChange={(event) => props.onYear(Number(event.target.value))}
      disabled={props.disabled}
      error={error !== null}
      helperText={error ?? LL.contracts.page.validityHelp({ year })}
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `${props.testPrefix}-year` } as never } }}
    >
      {[...new Set([...props.years, year])].sort().map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Terms<T extends FieldValues>({ props, terms }: { props: Props<T>; terms?: ReactNode }) {
  const { LL } = useI18n();
  const P = LL.contracts.page;
  const { field: yearField } = useFormField(props.control, at(props, 'year'));
  const year = Number(yearField.value);
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {P.termsText({ year })}
      </Typography>
      {terms}
      <FormCheckboxField
        control={props.control}
        name={at(props, 'termsAccepted')}
        label={P.acceptTerms({ year })}
        disabled={props.disabled}
        fallback={LL.contracts.termsNotAccepted()}
        testId={`${props.testPrefix}-termsAccepted`}
      />
    </Stack>
  );
}

function InvoiceFormat<T extends FieldValues>({ props }: { props: Props<T> }) {
  const { LL } = useI18n();
  const options = INVOICE_FORMATS.map((format) => ({ value: format, label: LL.contracts.invoiceFormat[format]() }));
  return (
    <FormSelectField
      control={props.control}
      name={at(props, 'invoiceFormat')}
      label={LL.contracts.page.invoiceFormat()}
      options={options}
      disabled={props.disabled}
      fullWidth
      displayTestId={`${props.testPrefix}-invoiceFormat`}
    />
  );
}

/**
 * The fields of one section of the contract form (spec 2 §3, §5) on the forms kit: the rules are
 * core's (the form's schema, contractFormSchema), a 422 lands at its field.
 */
export function ContractSectionFields<T extends FieldValues>({ section, headReadOnly, terms, ...props }: Props<T> & { section: FormSection; headReadOnly?: boolean; terms?: ReactNode }) {
  const { LL } = useI18n();
  const P = LL.contracts.page;
  switch (section) {
    case 'validity':
      return <Validity props={props} />;
    case 'generic':
      return (
        <Stack spacing={1}>
          <Text props={props} path="name" label={P.institutionName()} required />
          <Text props={props} path="laboratoryHeadFullName" label={P.laboratoryHead()} required readOnly={headReadOnly} />
          <Address props={props} base="address" />
          <Contact props={props} base="contact" phoneRequired />
        </Stack>
      );
    case 'contact':
      return (
        <Stack spacing={1}>
          <CopyLaboratory props={props} section="contact" />
          <Text props={props} path="contactName" label={P.institutionNameOptional()} />
          <Text props={props} path="contactResponsibleFullName" label={P.responsiblePerson()} required />
          <Address props={props} base="contactAddress" />
          <Contact props={props} base="furtherContact" phoneRequired />
        </Stack>
      );
    case 'delivery':
      return (
        <Stack spacing={1}>
          <CopyLaboratory props={props} section="delivery" />
          <Text props={props} path="deliveryName" label={P.institutionName()} required />
          <Text props={props} path="deliveryResponsibleFullName" label={P.responsiblePersonOptional()} />
          <Address props={props} base="deliveryAddress" />
          <Contact props={props} base="deliveryContact" phoneRequired={false} />
        </Stack>
      );
    case 'invoice':
      return (
        <Stack spacing={1}>
          <CopyLaboratory props={props} section="invoice" />
          <Text props={props} path="invoiceName" label={P.institutionName()} required />
          <Address props={props} base="invoiceAddress" />
          <Contact props={props} base="invoiceContact" phoneRequired />
          <Text props={props} path="vatNumber" label={P.vatNumber()} help={P.vatNumberHelp()} />
          <Text props={props} path="groupIdentificationNumber" label={P.groupIdentificationNumber()} />
          <Text props={props} path="bankAccountNumber" label={P.bankAccountNumber()} />
          <InvoiceFormat props={props} />
          <Emails props={props} path="notificationEmails" label={P.notificationEmails()} help={P.notificationEmailsHelp()} />
        </Stack>
      );
    case 'terms':
      return <Terms props={props} terms={terms} />;
  }
}
