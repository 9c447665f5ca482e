import { describe, expect, it } from 'vitest';
import { orgBillingSettingsViolations, printIban, ZOrgBillingSettings, type TOrgBillingSettings } from './org-billing-settings';

const valid: TOrgBillingSettings = {
  legalName: 'Minőségügyi Labor Kft.',
  address: { zipCode: '1051', city: 'Budapest', address: 'Fő utca 1.', countryId: 'HU' },
  taxNumber: '10597190-2-44',
  euVatNumber: 'HU10597190',
  groupIdentificationNumber: null,
  bankAccountNumber: '11773016-11111018',
  iban: 'HU42 1177 3016 1111 1018 0000 0000',
  bic: 'OTPVHUHB',
  paymentTermDays: 15,
  documentFooter: null,
};

describe('seller details (org billing settings)', () => {
  it('accepts a complete Hungarian seller', () => {
    expect(orgBillingSettingsViolations(valid)).toEqual([]);
    expect(ZOrgBillingSettings.safeParse(valid).success).toBe(true);
  });

  it.each<[string, Partial<TOrgBillingSettings>, string, string]>([
    ['no legal name', { legalName: ' ' }, 'legalName', 'requiredField'],
    ['no city', { address: { ...valid.address, city: '' } }, 'address.city', 'requiredField'],
    ['no tax number', { taxNumber: '' }, 'taxNumber', 'requiredField'],
    ['tax number not 8-1-2', { taxNumber: '10597190244' }, 'taxNumber', 'billing.settings.errors.taxNumberFormat'],
    ['tax number of no county', { taxNumber: '10597190-2-21' }, 'taxNumber', 'billing.settings.errors.taxNumberCounty'],
    ['tax number with a wrong check digit', { taxNumber: '10597191-2-44', euVatNumber: null }, 'taxNumber', 'billing.settings.errors.taxNumberChecksum'],
    ['EU VAT number of no member state', { euVatNumber: 'XX12345678' }, 'euVatNumber', 'billing.settings.errors.vatUnsupportedCountry'],
    ['EU VAT number of another state', { euVatNumber: 'ATU13585627' }, 'euVatNumber', 'billing.settings.errors.vatWrongCountry'],
    ['EU VAT number of the wrong format', { euVatNumber: 'HU1059719' }, 'euVatNumber', 'billing.settings.errors.vatFormat'],
    ['EU VAT number with wrong check digits', { euVatNumber: 'HU10597191' }, 'euVatNumber', 'billing.settings.errors.vatChecksum'],
    ['EU VAT number of another tax number', { euVatNumber: 'HU12892312' }, 'euVatNumber', 'billing.settings.errors.vatNotTaxNumber'],
    ['group id not 8-1-2', { groupIdentificationNumber: '1234' }, 'groupIdentificationNumber', 'billing.settings.errors.taxNumberFormat'],
    ['local account not 8-8(-8)', { bankAccountNumber: '1177301611111018' }, 'bankAccountNumber', 'billing.settings.errors.accountFormat'],
    ['local account with wrong check digits', { bankAccountNumber: '11773016-11111019' }, 'bankAccountNumber', 'billing.settings.errors.accountChecksum'],
    ['local account not the IBAN’s', { bankAccountNumber: '11773016-11111025' }, 'bankAccountNumber', 'billing.settings.errors.accountNotIban'],
    ['no IBAN', { iban: '' }, 'iban', 'requiredField'],
    ['IBAN of no country', { iban: 'XX42117730161111101800000000' }, 'iban', 'billing.settings.errors.ibanUnknownCountry'],
    ['IBAN too short', { iban: 'HU4211773016111110180000000' }, 'iban', 'billing.settings.errors.ibanLength'],
    ['IBAN with a wrong checksum', { iban: 'HU43117730161111101800000000' }, 'iban', 'billing.settings.errors.ibanChecksum'],
    ['no BIC', { bic: '' }, 'bic', 'requiredField'],
    ['BIC of the wrong form', { bic: 'OTPVHU1' }, 'bic', 'billing.settings.errors.bicFormat'],
    ['BIC of no country', { bic: 'OTPVXXHB' }, 'bic', 'billing.settings.errors.bicUnknownCountry'],
  ])('%s → %s %s', (_name, change, param, message) => {
    const violations = orgBillingSettingsViolations({ ...valid, ...change });
    expect(violations[0]).toEqual({ param, message });
    const parsed = ZOrgBillingSettings.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: param.split('.'), message });
  });

  it.each([0, 181, 1.5])('refuses a payment term of %d days', (days) => {
    const parsed = ZOrgBillingSettings.safeParse({ ...valid, paymentTermDays: days });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['paymentTermDays'], message: 'billing.settings.errors.paymentTerm' });
  });

  it('takes any tax number and no local account check beside a foreign IBAN for a seller outside Hungary', () => {
    expect(
      orgBillingSettingsViolations({
        ...valid,
        address: { ...valid.address, countryId: 'AT' },
        taxNumber: '12 345/6789',
        euVatNumber: 'ATU13585627',
        bankAccountNumber: null,
        iban: 'AT61 1904 3002 3457 3201',
        bic: 'BKAUATWW',
      }),
    ).toEqual([]);
  });

  it('prints an IBAN in groups of four', () => {
    expect(printIban('HU42117730161111101800000000')).toBe('HU42 1177 3016 1111 1018 0000 0000');
  });
});

describe('billing message codes', () => {
  it('are i18n keys, never sentences', async () => {
    const { EXCHANGE_RATE_MESSAGES } = await import('./exchange-rate');
    const { PURCHASE_ORDER_MESSAGES } = await import('./purchase-order');
    const { BILLING_SETTINGS_MESSAGES } = await import('./org-billing-settings');
    for (const code of [...Object.values(BILLING_SETTINGS_MESSAGES), ...Object.values(EXCHANGE_RATE_MESSAGES), ...Object.values(PURCHASE_ORDER_MESSAGES)]) {
      expect(code).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/);
    }
  });
});
