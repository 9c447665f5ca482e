import { currentOrderYear } from '../orders/constants';

/**
 * The years a contract may be made for: this year or next (in the provider's time zone). A file of its
 * own: the web's first screen needs it without the tax-number and bank-account checks.
 */
export function contractYears(now: Date): [number, number] {
  const year = currentOrderYear(now);
  return [year, year + 1];
}
