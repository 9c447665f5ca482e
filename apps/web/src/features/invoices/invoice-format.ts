import { formatDate, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { RouterOutputs } from '../../lib/trpc';

export type Invoice = RouterOutputs['invoices']['list']['items'][number];
export type InvoiceDocument = Invoice['documents'][number];

/** A calendar day ('2017-06-30') in the locale's style, whatever the browser's zone. */
export function formatDay(day: string, locale: Locales): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, locale, { timeZone: 'UTC' });
}

/** An uploaded document by its name; a generated one by its kind in the user's language (its stored title is the server's). */
export function documentLabel(document: Pick<InvoiceDocument, 'name' | 'type' | 'generated'>, LL: TranslationFunctions): string {
  const name = document.name?.trim();
  return name && !document.generated ? name : LL.invoices.documentTypes[document.type]();
}
