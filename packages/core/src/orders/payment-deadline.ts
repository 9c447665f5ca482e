import { z } from 'zod';
import { ORDER_MESSAGES } from './violations';

/** 'MM-DD': a day of a year (no 02-29: it would not exist every year). */
export const ZMonthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, ORDER_MESSAGES.invalidMonthDay).refine(isMonthDay, ORDER_MESSAGES.invalidMonthDay);

/** When the provider has set no day: a document for a later service year is not due before 31 January of that year. */
export const DEFAULT_NEXT_YEAR_DUE_DAY = '01-31';

/**
 * The provider's next-year due day as its settings form takes it (org invoice terms): blank for the
 * default (DEFAULT_NEXT_YEAR_DUE_DAY, sent as null), else 'MM-DD' (ZMonthDay; the same message code
 * as the server's 422).
 */
export const ZInvoiceTermsFields = z.object({
  nextYearDueNotBefore: z.string().refine((value) => value.trim() === '' || ZMonthDay.safeParse(value.trim()).success, ORDER_MESSAGES.invalidMonthDay),
});
export type TInvoiceTermsFields = z.infer<typeof ZInvoiceTermsFields>;

/** The form's day as the server takes it: null for blank (the default), else the trimmed 'MM-DD'. */
export function invoiceTermsDay(fields: TInvoiceTermsFields): string | null {
  const day = fields.nextYearDueNotBefore.trim();
  return day === '' ? null : day;
}

function isMonthDay(value: string): boolean {
  const [month, day] = value.split('-').map(Number);
  if (!month || !day) return false;
  // a non-leap year: 02-29 is refused
  const date = new Date(Date.UTC(2019, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

export interface PaymentDeadlineInput {
  /** The document's issue day 'YYYY-MM-DD' (its calendar day in the provider's zone). */
  issueDay: string;
  /** The org's payment term in days (its billing settings). */
  termDays: number;
  /** The service year the document is for (the ordering year). */
  serviceYear: number;
  /** 'MM-DD' the provider set (org invoice terms); null: DEFAULT_NEXT_YEAR_DUE_DAY. */
  nextYearDueNotBefore: string | null;
}

/**
 * The due date of a proforma or invoice (issue 31, docs/decisions/invoices.md "Due dates"): the
 * payment term from the issue day; a document for a later service year than its issue day's is,
 * besides, not due before the provider's day of that year (`nextYearDueNotBefore`, default 31
 * January), so a lab ordering next year's schemes in June pays in the year it orders for.
 */
export function paymentDeadline(input: PaymentDeadlineInput): string {
  const byTerm = addCalendarDays(input.issueDay, input.termDays);
  const notBefore = nextYearDueFloor(input);
  return notBefore !== null && byTerm < notBefore ? notBefore : byTerm;
}

/**
 * The day ('YYYY-MM-DD') before which a document issued on `issueDay` for `serviceYear` is not due:
 * the provider's day of the service year when that year is later than the issue day's; else null
 * (the term alone decides). The checkout dialog names it beside the due date.
 */
export function nextYearDueFloor(input: Pick<PaymentDeadlineInput, 'issueDay' | 'serviceYear' | 'nextYearDueNotBefore'>): string | null {
  const issueYear = Number(input.issueDay.slice(0, 4));
  if (input.serviceYear <= issueYear) return null;
  return `${String(input.serviceYear).padStart(4, '0')}-${input.nextYearDueNotBefore ?? DEFAULT_NEXT_YEAR_DUE_DAY}`;
}
