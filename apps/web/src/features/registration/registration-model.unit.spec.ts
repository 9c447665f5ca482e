import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { emptyContractForm } from '../contracts/contract-form-model';
import { missingFieldsText, REGISTRATION_STEPS, registrationFieldLabel, stepErrors, stepOfParam, type RegistrationForm } from './registration-model';

loadAllLocales();
const en = i18nObject('en');

const now = new Date('2030-03-01T10:00:00Z');
const base = (): RegistrationForm => ({
  contract: emptyContractForm(2030),
  username: '',
  email: '',
  userPassword: '',
  userPasswordConfirmation: '',
  validationPassword: '',
  validationPasswordConfirmation: '',
  reCaptchaResponse: null,
});

describe('registration steps', () => {
  it('lists the seven steps of the spec in order', () => {
    expect(REGISTRATION_STEPS).toEqual(['generic', 'user', 'validationPassword', 'contact', 'delivery', 'invoice', 'terms']);
  });

  it('checks the user step with the server rules', () => {
    const errors = stepErrors({ ...base(), username: 'a b', email: 'x', userPassword: 'Secret12', userPasswordConfirmation: 'Secret1' }, 'user', now);
    expect(Object.fromEntries(errors)).toEqual({
      'user.username': 'registration.usernameFormat',
      'user.email': 'emailFormatHelpText',
      userPasswordConfirmation: 'registration.passwordsMismatch',
    });
    expect(stepErrors({ ...base(), username: 'lab.admin', email: 'a@b.hu', userPassword: 'Secret12', userPasswordConfirmation: 'Secret12' }, 'user', now).size).toBe(0);
  });

  it('checks the contract sections with core rules, under contract.* params', () => {
    const errors = stepErrors(base(), 'generic', now);
    expect(errors.get('contract.name')).toBe('requiredField');
    expect(errors.get('contract.contact.emails')).toBe('requiredEmailField');
    const form = base();
    form.contract = { ...form.contract, invoiceAddress: { city: 'Wien', address: 'Ring 1', zipCode: '1010', countryId: 'AT' }, vatNumber: 'ATU1' };
    expect(stepErrors(form, 'invoice', now).get('contract.vatNumber')).toBe('contracts.invalidVatNumber');
  });

  it('needs the terms and the bot-check at the last step', () => {
    expect(Object.fromEntries(stepErrors(base(), 'terms', now))).toEqual({ 'contract.termsAccepted': 'contracts.termsNotAccepted', reCaptchaResponse: 'accountRecovery.botCheckRequired' });
  });

  it('sends a 422 param to its step', () => {
    expect(stepOfParam('user.username')).toBe('user');
    expect(stepOfParam('userPasswordConfirmation')).toBe('user');
    expect(stepOfParam('validationPassword')).toBe('validationPassword');
    expect(stepOfParam('contract.vatNumber')).toBe('invoice');
    expect(stepOfParam('contract.address.countryId')).toBe('generic');
    expect(stepOfParam('contract.furtherContact.emails.0')).toBe('contact');
    expect(stepOfParam('contract.deliveryAddress.city')).toBe('delivery');
    expect(stepOfParam('reCaptchaResponse')).toBe('terms');
    expect(stepOfParam('contract.termsAccepted')).toBe('terms');
  });
});

describe('why Next is disabled (missingFieldsText)', () => {
  it('names the fields still to complete, untouched ones too, the first three by name', () => {
    const generic = stepErrors(base(), 'generic', now);
    expect(missingFieldsText(en, generic.keys())).toMatch(/^To continue, complete: Institution name, Head of the laboratory, City and 5 more fields$/);
    // everything filled but the country (a select nobody touched)
    const form = base();
    form.contract = {
      ...form.contract,
      name: 'Lab',
      laboratoryHeadFullName: 'Dr Head',
      address: { zipCode: '1111', city: 'Budapest', address: 'Fő utca 1', countryId: '' },
      contact: { phone: '+36 1 111 1111', emails: ['a@b.hu'] },
    };
    expect(missingFieldsText(en, stepErrors(form, 'generic', now).keys())).toBe('To continue, complete: Country');
    expect(missingFieldsText(en, ['user.username', 'userPasswordConfirmation', 'reCaptchaResponse'])).toBe('To continue, complete: Username, Login password again, Robot check');
    expect(missingFieldsText(en, ['a', 'b', 'c', 'd'])).toBe('To continue, complete: a, b, c and 1 more field');
    expect(missingFieldsText(en, [])).toBeNull();
  });

  it('labels each field of the wizard', () => {
    expect(registrationFieldLabel(en, 'contract.invoiceAddress.countryId')).toBe('Country');
    expect(registrationFieldLabel(en, 'contract.furtherContact.emails')).toBe('E-mail addresses');
    expect(registrationFieldLabel(en, 'contract.termsAccepted')).toBe('Terms and conditions');
    expect(registrationFieldLabel(en, 'contract.deliveryResponsibleFullName')).toBe('Responsible person');
  });
});
