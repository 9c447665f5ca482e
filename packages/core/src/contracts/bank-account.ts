import { electronicFormatIBAN, isValidBBAN, isValidIBAN } from 'ibantools';

const HU_ACCOUNT = /^(\d{8})-(\d{8})(?:-(\d{8}))?$/;

/**
 * A bank account number of a contract: a Hungarian account `12345678-12345678` or
 * `12345678-12345678-12345678` with its check digits (the 16-digit form is the 24-digit one
 * ending in eight zeros), or an IBAN of any country (ibantools checks both).
 */
export function isValidBankAccount(value: string): boolean {
  const trimmed = value.trim();
  const hungarian = HU_ACCOUNT.exec(trimmed);
  if (hungarian) {
    const [, bank = '', account = '', rest] = hungarian;
    return isValidBBAN(`${bank}${account}${rest ?? '00000000'}`, 'HU');
  }
  const iban = electronicFormatIBAN(trimmed);
  return iban !== null && isValidIBAN(iban);
}
