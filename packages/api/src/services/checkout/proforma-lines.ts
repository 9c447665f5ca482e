import { formatInvoiceNumber, isInvoiceInForce, toMinorUnits } from '@eqa/core';
import type { InvoiceLineSnapshot } from '@eqa/db';
import type { BillingInvoice, BillingOrder } from './year-billing';

/**
 * The lines of a proforma for one currency (docs/decisions/invoices.md "What a proforma lists"):
 * every active order of that currency with a non-zero amount (product, variant, paper, the rounds
 * with sample sets and extra evaluations; quantity 1 at the order's amount), then each invoice or
 * proforma of the year still in force taken off (a negative line naming its number). So the lines
 * add up to core's invoicedDifference of that currency, which is the proforma's total, and every
 * amount is explained.
 */
export function proformaLines(input: { year: number; currencyId: string; orders: readonly BillingOrder[]; invoices: readonly BillingInvoice[] }): InvoiceLineSnapshot[] {
  const lines: InvoiceLineSnapshot[] = [];
  for (const order of input.orders) {
    if (!order.active || order.currencyId !== input.currencyId) continue;
    const amountMinor = toMinorUnits(order.amount);
    if (amountMinor === 0) continue;
    lines.push({
      kind: 'order',
      orderId: order.id,
      productId: order.productId,
      productType: order.productType,
      productShortName: order.productShortName,
      productName: { ...order.productName },
      variantName: order.variantName ? { ...order.variantName } : null,
      paper: order.paper,
      rounds: order.rounds
        .filter((round) => round.active && round.sampleSetQuantity > 0)
        .map((round) => ({
          roundId: round.roundId,
          name: round.roundName,
          sampleSetQuantity: round.sampleSetQuantity,
          extraEvaluationQuantity: round.extraEvaluationQuantity,
        })),
      quantity: 1,
      unitPriceMinor: amountMinor,
      amountMinor,
    });
  }
  for (const invoice of input.invoices) {
    if (!isInvoiceInForce(invoice) || invoice.currencyId !== input.currencyId) continue;
    const amountMinor = -toMinorUnits(invoice.total);
    if (amountMinor === 0) continue;
    lines.push({
      kind: 'deduction',
      invoiceId: invoice.id,
      number: formatInvoiceNumber(input.year, invoice.annualNumber),
      proforma: invoice.proforma,
      quantity: 1,
      unitPriceMinor: amountMinor,
      amountMinor,
    });
  }
  return lines;
}

/** Σ of the lines' amounts (minor units). */
export function linesTotal(lines: readonly InvoiceLineSnapshot[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}
