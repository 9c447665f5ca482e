import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATE_MESSAGES } from '../billing/exchange-rate';
import { PURCHASE_ORDER_MESSAGES } from '../billing/purchase-order';
import {
  EMPTY_ORG_SETTINGS,
  mergeOrgSettings,
  normaliseWebsite,
  ORG_SETTINGS_MESSAGES,
  orgSettingsViolations,
  printIban,
  ZOrgSettings,
  type TOrgSettings,
} from './org-settings';

const valid: TOrgSettings = {
  legalName: 'Minőségügyi Labor Kft.',
  shortName: 'MinLab',
  address: { zipCode: '1051', city: 'Budapest', address: 'Fő utca 1.', countryId: 'HU' },
  registrationNumber: '01-09-987654',
  taxNumber: '10597190-2-44',
  euVatNumber: 'HU10597190',
  groupIdentificationNumber: null,
  phone: '+36 1 555 0100',
  contactEmail: 'info@minlab.example',
  website: 'https://www.minlab.example',
  staffNotificationEmail: 'staff@minlab.example',
  accreditations: [{ body: 'NAH', number: 'NAH-9-0001/2024', scope: 'ISO/IEC 17043:2023', validUntil: '2028-12-31' }],
  bank: { accountNumber: '11773016-11111018', iban: 'HU42 1177 3016 1111 1018 0000 0000', swift: 'OTPVHUHB' },
  paymentTermDays: 15,
  documentFooter: null,
};

const bank = (change: Partial<TOrgSettings['bank']>): Partial<TOrgSettings> => ({ bank: { ...valid.bank, ...change } });
const accreditation = (change: Partial<TOrgSettings['accreditations'][number]>): Partial<TOrgSettings> => ({
  accreditations: [{ ...valid.accreditations[0]!, ...change }],
});

describe('organisation settings', () => {
  it.each<[string, TOrgSettings]>([
    ['a complete Hungarian provider', valid],
    ['nothing told (what bootstrap leaves)', EMPTY_ORG_SETTINGS],
    ['a name and an e-mail only', { ...EMPTY_ORG_SETTINGS, legalName: 'Labor Kft.', contactEmail: 'a@b.example' }],
    ['a website without its scheme', { ...valid, website: 'www.minlab.example' }],
    ['an accreditation without an end', { ...valid, ...accreditation({ validUntil: null }) }],
    [
      'a seller outside Hungary: any tax number, no local account check beside a foreign IBAN',
      {
        ...valid,
        address: { ...valid.address!, countryId: 'AT' },
        taxNumber: '12 345/6789',
        euVatNumber: 'ATU13585627',
        bank: { accountNumber: null, iban: 'AT61 1904 3002 3457 3201', swift: 'BKAUATWW' },
      },
    ],
  ])('accepts %s', (_name, settings) => {
    expect(orgSettingsViolations(settings)).toEqual([]);
    expect(ZOrgSettings.safeParse(settings).success).toBe(true);
  });

  it.each<[string, Partial<TOrgSettings>, string, string]>([
    ['an address without its city', { address: { ...valid.address!, city: '' } }, 'address.city', 'requiredField'],
    ['a contact e-mail without @', { contactEmail: 'info.minlab.example' }, 'contactEmail', ORG_SETTINGS_MESSAGES.emailFormat],
    ['a staff address with a space', { staffNotificationEmail: 'staff @minlab.example' }, 'staffNotificationEmail', ORG_SETTINGS_MESSAGES.emailFormat],
    ['a website of another scheme', { website: 'ftp://minlab.example' }, 'website', ORG_SETTINGS_MESSAGES.websiteFormat],
    ['a website with no domain', { website: 'minlab' }, 'website', ORG_SETTINGS_MESSAGES.websiteFormat],
    ['an accreditation without its body', accreditation({ body: ' ' }), 'accreditations.0.body', 'requiredField'],
    ['an accreditation without its scope', accreditation({ scope: '' }), 'accreditations.0.scope', 'requiredField'],
    ['an accreditation ending on no day', accreditation({ validUntil: '2028-02-30' }), 'accreditations.0.validUntil', ORG_SETTINGS_MESSAGES.dateFormat],
    ['tax number not 8-1-2', { taxNumber: '10597190244' }, 'taxNumber', ORG_SETTINGS_MESSAGES.taxNumberFormat],
    ['tax number of no county', { taxNumber: '10597190-2-21' }, 'taxNumber', ORG_SETTINGS_MESSAGES.taxNumberCounty],
    ['tax number with a wrong check digit', { taxNumber: '10597191-2-44', euVatNumber: null }, 'taxNumber', ORG_SETTINGS_MESSAGES.taxNumberChecksum],
    ['EU VAT number of no member state', { euVatNumber: 'XX12345678' }, 'euVatNumber', ORG_SETTINGS_MESSAGES.vatUnsupportedCountry],
    ['EU VAT number of another state', { euVatNumber: 'ATU13585627' }, 'euVatNumber', ORG_SETTINGS_MESSAGES.vatWrongCountry],
    ['EU VAT number of the wrong format', { euVatNumber: 'HU1059719' }, 'euVatNumber', ORG_SETTINGS_MESSAGES.vatFormat],
    ['EU VAT number with wrong check digits', { euVatNumber: 'HU10597191' }, 'euVatNumber', ORG_SETTINGS_MESSAGES.vatChecksum],
    ['EU VAT number of another tax number', { euVatNumber: 'HU12892312' }, 'euVatNumber', ORG_SETTINGS_MESSAGES.vatNotTaxNumber],
    ['group id not 8-1-2', { groupIdentificationNumber: '1234' }, 'groupIdentificationNumber', ORG_SETTINGS_MESSAGES.taxNumberFormat],
    ['local account not 8-8(-8)', bank({ accountNumber: '1177301611111018' }), 'bank.accountNumber', ORG_SETTINGS_MESSAGES.accountFormat],
    ['local account with wrong check digits', bank({ accountNumber: '11773016-11111019' }), 'bank.accountNumber', ORG_SETTINGS_MESSAGES.accountChecksum],
    ['local account not the IBAN’s', bank({ accountNumber: '11773016-11111025' }), 'bank.accountNumber', ORG_SETTINGS_MESSAGES.accountNotIban],
    ['IBAN of no country', bank({ iban: 'XX42117730161111101800000000' }), 'bank.iban', ORG_SETTINGS_MESSAGES.ibanUnknownCountry],
    ['IBAN too short', bank({ iban: 'HU4211773016111110180000000' }), 'bank.iban', ORG_SETTINGS_MESSAGES.ibanLength],
    ['IBAN with a wrong checksum', bank({ iban: 'HU43117730161111101800000000' }), 'bank.iban', ORG_SETTINGS_MESSAGES.ibanChecksum],
    ['SWIFT of the wrong form', bank({ swift: 'OTPVHU1' }), 'bank.swift', ORG_SETTINGS_MESSAGES.bicFormat],
    ['SWIFT of no country', bank({ swift: 'OTPVXXHB' }), 'bank.swift', ORG_SETTINGS_MESSAGES.bicUnknownCountry],
  ])('refuses %s → %s %s', (_name, change, param, message) => {
    const violations = orgSettingsViolations({ ...valid, ...change });
    expect(violations[0]).toEqual({ param, message });
    const parsed = ZOrgSettings.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: param.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
  });

  it.each([0, 181, 1.5])('refuses a payment term of %d days', (days) => {
    const parsed = ZOrgSettings.safeParse({ ...valid, paymentTermDays: days });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['paymentTermDays'], message: ORG_SETTINGS_MESSAGES.paymentTerm });
  });

  it.each<[string, Parameters<typeof mergeOrgSettings>[1], Partial<TOrgSettings>]>([
    ['changes only the fields it names', { phone: '+36 1 555 0199' }, { phone: '+36 1 555 0199' }],
    ['clears a field named null', { website: null }, { website: null }],
    ['changes one bank field and keeps the others', { bank: { swift: 'GIBAHUHB' } }, { bank: { ...valid.bank, swift: 'GIBAHUHB' } }],
    ['replaces the accreditations as a whole', { accreditations: [] }, { accreditations: [] }],
    ['keeps everything for an empty patch', {}, {}],
  ])('a patch %s', (_name, patch, expected) => {
    expect(mergeOrgSettings(valid, patch)).toEqual({ ...valid, ...expected });
  });

  it.each<[string, string | null]>([
    ['www.minlab.example', 'https://www.minlab.example'],
    ['http://minlab.example/eqa', 'http://minlab.example/eqa'],
    ['mailto:a@b.example', null],
    ['no website', null],
  ])('website %s is stored as %s', (typed, stored) => {
    expect(normaliseWebsite(typed)).toBe(stored);
  });

  it('prints an IBAN in groups of four', () => {
    expect(printIban('HU42117730161111101800000000')).toBe('HU42 1177 3016 1111 1018 0000 0000');
  });
});

describe('settings and billing message codes', () => {
  it('are i18n keys, never sentences', () => {
    for (const code of [...Object.values(ORG_SETTINGS_MESSAGES), ...Object.values(EXCHANGE_RATE_MESSAGES), ...Object.values(PURCHASE_ORDER_MESSAGES)]) {
      expect(code).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/);
    }
  });
});
