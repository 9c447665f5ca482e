import { describe, expect, it } from 'vitest';
import {
  addressViolations,
  bankAccountViolation,
  canModifyContract,
  contactViolations,
  contractSectionValidity,
  contractSectionViolations,
  contractViolations,
  contractYearViolation,
  groupIdentificationNumberViolation,
  institutionCountryId,
  vatNumberViolation,
} from './contract-rules';
import { ZContractInput, type TContractInput } from './schemas';

const NOW = new Date('2017-06-15T10:00:00Z');

const address = { city: 'Szeged', address: 'Dóm tér 1.', zipCode: '6720', countryId: 'HU' };
const contact = { phone: '+36 62 123 456', emails: ['labor@example.hu'] };

function valid(overrides: Partial<TContractInput> = {}): TContractInput {
  return {
    year: 2017,
    name: 'Központi Oktatókórház',
    laboratoryHeadFullName: 'Dr. Ősz Űrsula',
    address,
    contact,
    contactName: null,
    contactResponsibleFullName: 'Kis Anna',
    contactAddress: address,
    furtherContact: contact,
    deliveryName: 'Központi Laboratórium',
    deliveryResponsibleFullName: null,
    deliveryAddress: address,
    deliveryContact: { phone: null, emails: ['posta@example.hu'] },
    invoiceName: 'Központi Oktatókórház',
    invoiceAddress: address,
    invoiceContact: contact,
    bankAccountNumber: '11773016-11111018',
    vatNumber: '10597190-2-44',
    groupIdentificationNumber: null,
    notificationEmails: [],
    invoiceFormat: 'electronic',
    termsAccepted: true,
    ...overrides,
  };
}

describe('a complete contract', () => {
  it('parses, has no violation, and may be modified', () => {
    expect(ZContractInput.parse(valid())).toEqual(valid());
    expect(contractViolations(valid(), NOW)).toEqual([]);
    expect(canModifyContract(valid(), NOW, false)).toBe(true);
  });

  it.each([
    ['loading', valid(), true],
    ['terms not accepted', valid({ termsAccepted: false }), false],
    ['a section invalid', valid({ invoiceName: '' }), false],
  ])('Modify is disabled while %s', (_case, contract, loading) => {
    expect(canModifyContract(contract, NOW, loading)).toBe(false);
  });
});

describe('addresses: city, address, zip code and country required', () => {
  it.each([
    [{ ...address, city: '' }, ['deliveryAddress.city']],
    [{ ...address, address: '  ' }, ['deliveryAddress.address']],
    [{ ...address, zipCode: '' }, ['deliveryAddress.zipCode']],
    [{ ...address, countryId: '' }, ['deliveryAddress.countryId']],
    [{ city: '', address: '', zipCode: '', countryId: '' }, ['deliveryAddress.city', 'deliveryAddress.address', 'deliveryAddress.zipCode', 'deliveryAddress.countryId']],
    [null, ['deliveryAddress']],
    [address, []],
  ])('%j → %j', (value, params) => {
    expect(addressViolations(value, 'deliveryAddress').map((v) => v.param)).toEqual(params);
    expect(addressViolations(value, 'deliveryAddress').every((v) => v.message === 'requiredField')).toBe(true);
  });
});

describe('contacts: e-mails as chips, the phone where flagged', () => {
  it.each([
    [{ phone: '1', emails: ['a@example.org'] }, true, []],
    [{ phone: null, emails: ['a@example.org'] }, false, []],
    [{ phone: null, emails: ['a@example.org'] }, true, [['c.phone', 'requiredField']]],
    [{ phone: '1', emails: [] }, true, [['c.emails', 'requiredEmailField']]],
    [{ phone: '1', emails: ['  '] }, true, [['c.emails', 'requiredEmailField']]],
    [{ phone: '1', emails: ['a@example.org', 'not-an-address'] }, true, [['c.emails.1', 'emailFormatHelpText']]],
    [null, false, [['c.emails', 'requiredEmailField']]],
  ])('%j (phone required: %s) → %j', (value, phoneRequired, expected) => {
    expect(contactViolations(value, 'c', { phoneRequired }).map((v) => [v.param, v.message])).toEqual(expected);
  });
});

describe('the required fields per section (spec 2 §5)', () => {
  it.each<[string, Partial<TContractInput>, string, string[]]>([
    ['generic: institution name', { name: '' }, 'generic', ['name']],
    ['generic: laboratory head', { laboratoryHeadFullName: '' }, 'generic', ['laboratoryHeadFullName']],
    ['generic: phone', { contact: { phone: null, emails: ['a@example.org'] } }, 'generic', ['contact.phone']],
    ['generic: e-mail', { contact: { phone: '1', emails: [] } }, 'generic', ['contact.emails']],
    ['contact: no institution name needed', { contactName: null }, 'contact', []],
    ['contact: responsible person', { contactResponsibleFullName: null }, 'contact', ['contactResponsibleFullName']],
    ['contact: phone and e-mail', { furtherContact: { phone: '', emails: [] } }, 'contact', ['furtherContact.phone', 'furtherContact.emails']],
    ['delivery: institution name', { deliveryName: null }, 'delivery', ['deliveryName']],
    ['delivery: no phone needed', { deliveryContact: { phone: null, emails: ['a@example.org'] } }, 'delivery', []],
    ['delivery: no responsible person needed', { deliveryResponsibleFullName: null }, 'delivery', []],
    ['invoice: institution name', { invoiceName: '' }, 'invoice', ['invoiceName']],
    ['invoice: phone', { invoiceContact: { phone: null, emails: ['a@example.org'] } }, 'invoice', ['invoiceContact.phone']],
    ['invoice: address', { invoiceAddress: null }, 'invoice', ['invoiceAddress']],
    ['invoice: notification e-mails well-formed', { notificationEmails: ['ok@example.org', 'bad'] }, 'invoice', ['notificationEmails.1']],
    ['validity: last year', { year: 2016 }, 'validity', ['year']],
  ])('%s', (_case, overrides, section, params) => {
    expect(contractSectionViolations(valid(overrides), section as never, NOW).map((v) => v.param)).toEqual(params);
  });

  it('reports each section apart', () => {
    expect(contractSectionValidity(valid({ deliveryName: null, year: 2019 }), NOW)).toEqual({ validity: false, generic: true, contact: true, delivery: false, invoice: true });
  });

  it('needs the terms accepted to save', () => {
    expect(contractViolations(valid({ termsAccepted: false }), NOW)).toEqual([{ param: 'termsAccepted', message: 'contracts.termsNotAccepted' }]);
  });
});

describe('the validity year: this year or next (Budapest time)', () => {
  it.each([
    [2016, NOW, false],
    [2017, NOW, true],
    [2018, NOW, true],
    [2019, NOW, false],
    // 31 Dec 23:30 UTC is already 1 Jan in Budapest
    [2019, new Date('2017-12-31T23:30:00Z'), true],
    [2017, new Date('2017-12-31T23:30:00Z'), false],
  ])('%i at %s → %s', (year, now, ok) => {
    expect(contractYearViolation(year, now) === null).toBe(ok);
  });
});

describe('the VAT number by the institution country', () => {
  it.each([
    ['HU: optional', null, 'HU', null],
    ['HU: tax number 8-1-2', '10597190-2-44', 'HU', null],
    ['HU: EU form accepted', 'HU10597190', 'HU', null],
    ['HU: bad check digit', '10597191-2-44', 'HU', 'contracts.invalidTaxNumber'],
    ['AT: required', null, 'AT', 'contracts.vatNumberRequired'],
    ['AT: blank is missing', '  ', 'AT', 'contracts.vatNumberRequired'],
    ['AT: valid', 'ATU13585627', 'AT', null],
    ['AT: checksum', 'ATU13585626', 'AT', 'contracts.invalidVatNumber'],
    ['AT: another state’s number', 'DE129273398', 'AT', 'contracts.invalidVatNumber'],
    ['GR: EL prefix', 'EL094259216', 'GR', null],
    ['RS: outside the EU, optional', null, 'RS', null],
    ['RS: outside the EU, free', '100002459', 'RS', null],
  ])('%s', (_case, vat, country, message) => {
    expect(vatNumberViolation(vat, country)?.message ?? null).toBe(message);
  });

  it('takes the country from the invoice address, else the laboratory address', () => {
    expect(institutionCountryId(valid({ invoiceAddress: { ...address, countryId: 'at' } }))).toBe('AT');
    expect(institutionCountryId(valid({ invoiceAddress: null }))).toBe('HU');
    expect(contractSectionViolations(valid({ invoiceAddress: { ...address, countryId: 'AT' }, vatNumber: null }), 'invoice', NOW).map((v) => v.param)).toEqual(['vatNumber']);
  });
});

describe('group identification number and bank account', () => {
  it.each([
    [null, null],
    ['17781028-5-44', null],
    ['17781028-5-45', 'contracts.invalidGroupIdentificationNumber'],
    ['not a number', 'contracts.invalidGroupIdentificationNumber'],
  ])('group id %s → %s', (value, message) => {
    expect(groupIdentificationNumberViolation(value)?.message ?? null).toBe(message);
  });

  it.each([
    [null, null],
    ['', null],
    ['11773016-11111018', null],
    ['HU42117730161111101800000000', null],
    ['11773016-11111019', 'contracts.invalidBankAccount'],
  ])('bank account %s → %s', (value, message) => {
    expect(bankAccountViolation(value)?.message ?? null).toBe(message);
  });
});
