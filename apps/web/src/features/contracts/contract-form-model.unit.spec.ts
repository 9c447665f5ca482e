import { canModifyContract, type ContractSection, type TContractInput } from '@eqa/core';
import { describe, expect, it } from 'vitest';
import { contractFormSchema, contractPageYear, contractToForm, copyLaboratoryInto, emptyContractForm, fieldOfParam, formToInput } from './contract-form-model';

const now = new Date('2030-03-01T10:00:00Z');

function complete() {
  let form = emptyContractForm(2030);
  const address = { city: 'Budapest', address: 'Fő utca 1', zipCode: '1011', countryId: 'HU' };
  const contact = { phone: '+36 1 234 5678', emails: ['lab@example.hu'] };
  form = { ...form, name: 'Lab Kft', laboratoryHeadFullName: 'Dr. Head', address, contact, contactResponsibleFullName: 'Contact', contactAddress: address, furtherContact: contact };
  return { ...form, deliveryName: 'Lab', deliveryAddress: address, deliveryContact: { phone: '', emails: ['d@example.hu'] }, invoiceName: 'Lab', invoiceAddress: address, invoiceContact: contact };
}

/** The form schema's first message per field of the given sections (the kit's resolver). */
function fieldErrors(form: TContractInput, sections: readonly ContractSection[], at: Date): Map<string, string> {
  const result = contractFormSchema(at, sections).safeParse(form);
  return new Map(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const));
}

describe('contract form model', () => {
  it('turns a contract with null blocks into a full form and back', () => {
    const form = contractToForm({ ...emptyContractForm(2030), contactAddress: null, vatNumber: null });
    expect(form.contactAddress).toEqual({ city: '', address: '', zipCode: '', countryId: '' });
    expect(form.vatNumber).toBe('');
    expect(formToInput(form).vatNumber).toBeNull();
    expect(formToInput({ ...form, deliveryContact: { phone: ' ', emails: [' a@b.hu ', ''] } }).deliveryContact).toEqual({ phone: null, emails: ['a@b.hu'] });
  });

  it('shows chip violations at the chips field', () => {
    expect(fieldOfParam('contact.emails.2')).toBe('contact.emails');
    expect(fieldOfParam('notificationEmails.0')).toBe('notificationEmails');
    expect(fieldOfParam('invoiceAddress.city')).toBe('invoiceAddress.city');
  });

  it("gives each field core's first message (the form's schema)", () => {
    const errors = fieldErrors({ ...complete(), vatNumber: '123', invoiceContact: { phone: '1', emails: ['bad'] } }, ['invoice'], now);
    expect(errors.get('vatNumber')).toBe('contracts.invalidTaxNumber');
    expect(errors.get('invoiceContact.emails')).toBe('emailFormatHelpText');
    expect(fieldErrors(complete(), ['validity', 'generic', 'contact', 'delivery', 'invoice'], now).size).toBe(0);
  });

  it('enables Modify only with accepted terms and valid sections', () => {
    expect(canModifyContract(formToInput(complete()), now, false)).toBe(false);
    expect(canModifyContract(formToInput({ ...complete(), termsAccepted: true }), now, false)).toBe(true);
    expect(canModifyContract(formToInput({ ...complete(), termsAccepted: true }), now, true)).toBe(false);
  });

  it.each([
    ['contact', 'contactName', 'contactAddress', 'furtherContact'],
    ['delivery', 'deliveryName', 'deliveryAddress', 'deliveryContact'],
    ['invoice', 'invoiceName', 'invoiceAddress', 'invoiceContact'],
  ] as const)('copies the laboratory’s name, address and contact into the %s section, as copies', (section, name, address, contact) => {
    const lab = { city: 'Fót', address: 'Vörösmarty tér 1.', zipCode: '2151', countryId: 'HU' };
    const form = { ...emptyContractForm(2030), name: 'Őrszentmiklósi Labor', address: lab, contact: { phone: '+36 27 555 010', emails: ['labor@example.hu'] }, contactResponsibleFullName: 'Kőszegi Éva', vatNumber: '10773381-2-44' };
    const next = copyLaboratoryInto(form, section);
    expect(next[name]).toBe('Őrszentmiklósi Labor');
    expect(next[address]).toEqual(lab);
    expect(next[contact]).toEqual({ phone: '+36 27 555 010', emails: ['labor@example.hu'] });
    // copies: a later edit of the section leaves the laboratory's details alone
    expect(next[address]).not.toBe(form.address);
    expect(next[contact]?.emails).not.toBe(form.contact.emails);
    // the section's own person and the tax details stay
    expect(next.contactResponsibleFullName).toBe('Kőszegi Éva');
    expect(next.vatNumber).toBe('10773381-2-44');
  });

  it('a copied section is valid when the laboratory’s is', () => {
    const form: TContractInput = { ...complete(), deliveryName: '', deliveryAddress: { city: '', address: '', zipCode: '', countryId: '' }, deliveryContact: { phone: '', emails: [] } };
    expect(fieldErrors(form, ['delivery'], now).size).toBeGreaterThan(0);
    expect(fieldErrors(copyLaboratoryInto(form, 'delivery'), ['delivery'], now).size).toBe(0);
  });
});

describe('contractPageYear (each year shows its own contract)', () => {
  const june2017 = new Date('2017-06-15T10:00:00Z');
  it.each([
    [null, 2017],
    ['2017', 2017],
    ['2018', 2018],
    ['2016', 2017],
    ['2019', 2017],
    ['abc', 2017],
    ['2018.5', 2017],
  ])('?year=%s → %s', (param, year) => {
    expect(contractPageYear(param, june2017)).toBe(year);
  });
  it('uses the provider zone: 23:30 UTC on 31 December is already the next year in Budapest', () => {
    expect(contractPageYear('2019', new Date('2017-12-31T23:30:00Z'))).toBe(2019);
  });
});
