import { countryDisplayName, ISO_COUNTRY_CODES, sortByCountryName } from '@eqa/core';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

export interface FormAddressBlockProps<T extends FieldValues> {
  control: Control<T>;
  /** Where the address is in the form's values (`address`, `invoiceAddress`): an object of zipCode, city, address, countryId (core ZContractAddress). */
  base: string;
  /** The countries offered (ISO codes; default every ISO country), by their name in the reader's language. */
  countries?: readonly string[];
  /** Test ids `{testPrefix}-{base}.zipCode`, … */
  testPrefix: string;
  required?: boolean;
  disabled?: boolean;
  /** Fields whose rules read the country (a tax number), checked again when it changes. */
  countryDeps?: Array<FieldPath<T>>;
}

/**
 * An address (zip code, city, address, country) of a react-hook-form form in a two-column grid
 * (one column on a phone): the same four fields, labels and errors wherever an address is asked.
 */
export function FormAddressBlock<T extends FieldValues>({ control, base, countries = ISO_COUNTRY_CODES, testPrefix, required, disabled, countryDeps }: FormAddressBlockProps<T>) {
  const { LL, locale } = useI18n();
  const A = LL.forms.address;
  const options = useMemo(
    () => sortByCountryName([...countries], (id) => countryDisplayName(id, locale), locale).map((id) => ({ value: id, label: countryDisplayName(id, locale) })),
    [countries, locale],
  );
  const name = (part: string) => `${base}.${part}` as FieldPath<T>;
  const common = { control, required, disabled, fullWidth: true } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, columnGap: 2 }} data-testid={`${testPrefix}-${base}`}>
      <FormTextField {...common} name={name('zipCode')} label={A.zipCode()} autoComplete="postal-code" testId={`${testPrefix}-${base}.zipCode`} />
      <FormTextField {...common} name={name('city')} label={A.city()} autoComplete="address-level2" testId={`${testPrefix}-${base}.city`} />
      <FormTextField {...common} name={name('address')} label={A.address()} autoComplete="street-address" testId={`${testPrefix}-${base}.address`} sx={{ gridColumn: '1 / -1' }} />
      <FormSelectField
        {...common}
        name={name('countryId')}
        label={A.country()}
        options={options}
        emptyLabel={required ? undefined : A.noCountry()}
        testId={`${testPrefix}-${base}.countryId`}
        sx={{ gridColumn: '1 / -1' }}
        deps={countryDeps}
      />
    </Box>
  );
}
