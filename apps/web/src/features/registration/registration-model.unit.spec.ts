import { describe, expect, it } from 'vitest';
import { emptyContractForm } from '../contracts/contract-form-model';
import { REGISTRATION_STEPS, stepErrors, stepOfParam, type RegistrationForm } from './registration-model';

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
