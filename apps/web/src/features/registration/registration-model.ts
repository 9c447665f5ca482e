import { contractSectionViolations, isValidEmail, USERNAME_PATTERN, type ContractSection, type TContractInput } from '@eqa/core';
import type { TranslationFunctions } from '@eqa/i18n';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { fieldOfParam, formToInput } from '../contracts/contract-form-model';
import { passwordPairViolations } from '../account/password-pair';

/** The wizard's steps in order (spec 2 Registration wizard). */
export const REGISTRATION_STEPS = ['generic', 'user', 'validationPassword', 'contact', 'delivery', 'invoice', 'terms'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export interface RegistrationForm {
  contract: TContractInput;
  username: string;
  email: string;
  userPassword: string;
  userPasswordConfirmation: string;
  validationPassword: string;
  validationPasswordConfirmation: string;
  reCaptchaResponse: string | null;
}

const CONTRACT_SECTION_OF_STEP: Partial<Record<RegistrationStep, ContractSection[]>> = {
  generic: ['validity', 'generic'],
  contact: ['contact'],
  delivery: ['delivery'],
  invoice: ['invoice'],
};

/** The violations of one step: field path (as the server's 422 param) → message key. */
export function stepErrors(form: RegistrationForm, step: RegistrationStep, now: Date): Map<string, string> {
  const errors = new Map<string, string>();
  const put = (field: string, key: string | undefined) => {
    if (key && !errors.has(field)) errors.set(field, key);
  };
  const sections = CONTRACT_SECTION_OF_STEP[step];
  if (sections) {
    for (const v of sections.flatMap((s) => contractSectionViolations(formToInput(form.contract), s, now))) put(`contract.${fieldOfParam(v.param)}`, v.message);
  }
  if (step === 'user') {
    put('user.username', form.username.trim() === '' ? 'requiredField' : USERNAME_PATTERN.test(form.username.trim()) ? undefined : 'registration.usernameFormat');
    put('user.email', form.email.trim() === '' ? 'requiredEmailField' : isValidEmail(form.email) ? undefined : 'emailFormatHelpText');
    const pair = passwordPairViolations('login', form.userPassword, form.userPasswordConfirmation, 'registration.passwordsMismatch');
    put('userPassword', pair.password);
    put('userPasswordConfirmation', pair.confirmation);
  }
  if (step === 'validationPassword') {
    const pair = passwordPairViolations('validation', form.validationPassword, form.validationPasswordConfirmation, 'registration.passwordsMismatch');
    put('validationPassword', pair.password);
    put('validationPasswordConfirmation', pair.confirmation);
  }
  if (step === 'terms') {
    if (!form.contract.termsAccepted) put('contract.termsAccepted', 'contracts.termsNotAccepted');
    if (!form.reCaptchaResponse) put('reCaptchaResponse', 'accountRecovery.botCheckRequired');
  }
  return errors;
}

/** The form's field of an error path (the 422 param form): the user's name and e-mail are `username`, `email`; a chip at its chips field. */
export function formFieldOf(path: string): string {
  const field = path.replace(/\.(emails|notificationEmails)\.\d+$/, '.$1').replace(/^contract\.notificationEmails\.\d+$/, 'contract.notificationEmails');
  return field === 'user.username' ? 'username' : field === 'user.email' ? 'email' : field;
}

/**
 * The wizard form's resolver (the forms kit): the rules of the step shown (`step()`), each
 * field's first broken rule at that field as its message code, which the kit's fields translate.
 */
export function registrationResolver(step: () => RegistrationStep, now: Date): Resolver<RegistrationForm> {
  return (values) => {
    const errors: FieldErrors<RegistrationForm> = {};
    const broken = stepErrors(values, step(), now);
    if (broken.size === 0) return { values, errors: {} };
    for (const [path, message] of broken) set(errors, formFieldOf(path), { type: 'rule', message });
    return { values: {}, errors };
  };
}

/** The step a server 422 param belongs to (user.username → user, contract.vatNumber → invoice, …). */
export function stepOfParam(param: string): RegistrationStep {
  if (param.startsWith('user.') || param.startsWith('userPassword')) return 'user';
  if (param.startsWith('validationPassword')) return 'validationPassword';
  if (param === 'reCaptchaResponse' || param === 'contract.termsAccepted') return 'terms';
  const field = param.replace(/^contract\./, '');
  if (/^(year|name|laboratoryHeadFullName|address|contact)(\.|$)/.test(field)) return 'generic';
  if (/^(contactName|contactResponsibleFullName|contactAddress|furtherContact)(\.|$)/.test(field)) return 'contact';
  if (/^delivery/.test(field)) return 'delivery';
  return 'invoice';
}

type Labels = Pick<TranslationFunctions, 'contracts' | 'registration'>;

/** The label of a wizard field, by its path (the 422 param form: contract.address.countryId, user.email, …). */
export function registrationFieldLabel(LL: Labels, path: string): string {
  const P = LL.contracts.page;
  const R = LL.registration;
  const own: Record<string, () => string> = {
    'user.username': R.username,
    'user.email': R.email,
    userPassword: R.password,
    userPasswordConfirmation: R.passwordConfirmation,
    validationPassword: R.validationPassword,
    validationPasswordConfirmation: R.validationPasswordConfirmation,
    reCaptchaResponse: R.botCheck,
    'contract.termsAccepted': P.sections.terms,
    'contract.laboratoryHeadFullName': P.laboratoryHead,
  };
  const direct = own[path];
  if (direct) return direct();
  const last = path.split('.').at(-1) ?? path;
  const byName: Record<string, () => string> = {
    year: P.year,
    name: P.institutionName,
    contactName: P.institutionName,
    deliveryName: P.institutionName,
    invoiceName: P.institutionName,
    contactResponsibleFullName: P.responsiblePerson,
    deliveryResponsibleFullName: P.responsiblePerson,
    zipCode: P.zipCode,
    city: P.city,
    address: P.address,
    countryId: P.country,
    phone: P.phone,
    emails: P.emails,
    vatNumber: P.vatNumber,
    groupIdentificationNumber: P.groupIdentificationNumber,
    bankAccountNumber: P.bankAccountNumber,
    invoiceFormat: P.invoiceFormat,
    notificationEmails: P.notificationEmails,
  };
  return (byName[last] ?? (() => last))();
}

/**
 * Why Next is disabled (issue 32: say which field is missing): the labels of the step's fields
 * that still have a rule broken, each once, in the form's order; the first `shown` by name, the
 * others counted. Null when nothing holds the step back.
 */
export function missingFieldsText(LL: Labels, errorPaths: Iterable<string>, shown = 3): string | null {
  const labels = [...new Set([...errorPaths].map((path) => registrationFieldLabel(LL, path)))];
  if (labels.length === 0) return null;
  const fields = labels.slice(0, shown).join(', ');
  const more = labels.length - shown;
  return more > 0 ? LL.registration.missingMore({ fields, count: more }) : LL.registration.missing({ fields });
}
