import { ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN, ORDERS_TIME_ZONE, type OrderViolation } from '@eqa/core';
import type { Locales, TranslationFunctions } from '@eqa/i18n';
import { formatDate } from '@eqa/i18n';

/** What fills a message's placeholders when the violation carries no values (the server's 422 sends them as params). */
export interface MessageContext {
  minRounds?: number | null;
  rounds?: number;
  currencyId?: string;
  /** The invoice's creation instant (invoices.paymentDeadlineBeforeCreation). */
  createdAt?: string;
  locale?: Locales;
}

function numberValue(value: string | number | undefined, fallback: number): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * The text of an ordering or invoice rule (core ORDER_MESSAGES, the server's 422 `message`, and the
 * dialog's own 'orders.quantityRange'); another message falls back to `fallback` (the catalogue's
 * constraint-violation text), never to the raw key.
 */
export function orderMessageText(LL: TranslationFunctions, violation: Pick<OrderViolation, 'message' | 'values'>, context: MessageContext = {}, fallback?: string): string {
  const values = violation.values ?? {};
  switch (violation.message) {
    case 'orders.minimumRounds':
      return LL.orders.minimumRounds({ minRounds: numberValue(values.minRounds, context.minRounds ?? 0), rounds: numberValue(values.rounds, context.rounds ?? 0) });
    case 'orders.noPriceForCurrency':
      return LL.orders.noPriceForCurrency({ currencyId: String(values.currencyId ?? context.currencyId ?? '') });
    case 'orders.noPriceForVariant':
      return LL.orders.noPriceForVariant();
    case 'orders.amountTooLarge':
      return LL.orders.amountTooLarge();
    case 'orders.deadlinePassed':
      return LL.orders.deadlinePassed();
    case 'orders.unknownRound':
      return LL.orders.unknownRound();
    case 'orders.duplicateRound':
      return LL.orders.duplicateRound();
    case 'orders.extraEvaluationUnavailable':
      return LL.orders.extraEvaluationUnavailable();
    case 'orders.variantRequired':
      return LL.orders.variantRequired();
    case 'orders.unknownVariant':
      return LL.orders.unknownVariant();
    case 'orders.unknownOption':
      return LL.orders.unknownOption();
    case 'orders.paperUnavailable':
      return LL.orders.paperUnavailable();
    case 'orders.schemeAlreadyOrdered':
      return LL.orders.schemeAlreadyOrdered();
    case 'orders.quantityRange':
      return LL.orders.quantityRange({ min: ORDER_QUANTITY_MIN, max: ORDER_QUANTITY_MAX });
    case 'invoices.paymentDeadlineBeforeCreation':
      return LL.invoices.paymentDeadlineBeforeCreation({
        date: context.createdAt && context.locale ? formatDate(context.createdAt, context.locale, { timeZone: ORDERS_TIME_ZONE }) : '',
      });
    case 'invoices.invalidTotal':
      return LL.invoices.invalidTotal();
    case 'invoices.totalFollowsLines':
      return LL.invoices.totalFollowsLines();
    case 'invoices.onlyPdfAccepted':
      return LL.invoices.onlyPdfAccepted();
    case 'invoices.invalidMonthDay':
      return LL.invoices.invalidMonthDay();
    case 'invoices.periodEndBeforeStart':
      return LL.invoices.periodEndBeforeStart();
    case 'requiredField':
      return LL.requiredField();
    default:
      return fallback ?? LL.error.constraintViolation.message();
  }
}
