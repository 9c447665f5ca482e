import { formatVerificationCode } from '@eqa/core';
import { formatNumber, type Locales } from '@eqa/i18n';

/** A share 0..1 as a percentage in the reader's locale ("92.5 %"), a dash without one. */
export function formatShare(share: number | null, locale: Locales): string {
  return share === null ? '–' : `${formatNumber(Math.round(share * 1000) / 10, locale)} %`;
}

/** A verification code as printed (groups of four). */
export const printedCode = formatVerificationCode;
