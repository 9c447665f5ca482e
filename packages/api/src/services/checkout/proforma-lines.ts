import { chargedVatRate, formatInvoiceNumber, isInvoiceInForce, lineVat, STANDARD_VAT_PERCENT, toMinorUnits, vatRateBasisPoints, type VatTreatment } from '@eqa/core';
import type { InvoiceLineSnapshot } from '@eqa/db';
import type { BillingInvoice, BillingOrder } from './year-billing';

/**
 * The lines of a proforma for one currency (docs/decisions/invoices.md "What a proforma lists",
 * docs/decisions/vat.md): every active order of that currency with a non-zero amount (product,
 * variant, paper, the rounds with sample sets and extra evaluations; quantity 1 at the order's net
 * amount) at the rate its price carries as charged to this buyer (core chargedVatRate: 0 for reverse
 * charge and outside the EU), its VAT rounded per line to the currency (core lineVat); then each
 * invoice or proforma of the year still in force taken off — one negative line per VAT rate of that
 * document with exactly its net and VAT (a document issued without VAT: its total at the rate the
 * buyer is charged now). So the lines' net amounts add up to core's invoicedDifference of that
 * currency, and every amount is explained.
 */
export function proformaLines(input: {
  year: number;
  currencyId: string;
  orders: readonly BillingOrder[];
  invoices: readonly BillingInvoice[];
  treatment: VatTreatment;
}): InvoiceLineSnapshot[] {
  const lines: InvoiceLineSnapshot[] = [];
  const withVat = (amountMinor: number, priceRate: number) => {
    const vatRateBasisPoints = chargedVatRate(priceRate, input.treatment);
    return { vatRateBasisPoints, vatMinor: lineVat(amountMinor, vatRateBasisPoints, input.currencyId) };
  };
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
      ...withVat(amountMinor, order.vatRateBasisPoints),
    });
  }
  for (const invoice of input.invoices) {
    if (!isInvoiceInForce(invoice) || invoice.currencyId !== input.currencyId) continue;
    const reference = { kind: 'deduction' as const, invoiceId: invoice.id, number: formatInvoiceNumber(input.year, invoice.annualNumber), proforma: invoice.proforma, quantity: 1 };
    if (invoice.vat) {
      for (const rate of invoice.vat.byRate) {
        if (rate.netMinor === 0 && rate.vatMinor === 0) continue;
        lines.push({ ...reference, unitPriceMinor: -rate.netMinor, amountMinor: -rate.netMinor, vatRateBasisPoints: rate.rateBasisPoints, vatMinor: -rate.vatMinor });
      }
      continue;
    }
    const amountMinor = -toMinorUnits(invoice.netTotal ?? invoice.total);
    if (amountMinor === 0) continue;
    lines.push({ ...reference, unitPriceMinor: amountMinor, amountMinor, ...withVat(amountMinor, vatRateBasisPoints(STANDARD_VAT_PERCENT)) });
  }
  return lines;
}

/** Σ of the lines' net amounts (minor units). */
export function linesTotal(lines: readonly InvoiceLineSnapshot[]): number {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0);
}
