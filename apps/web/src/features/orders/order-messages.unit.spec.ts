import { ORDER_MESSAGES } from '@eqa/core';
import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { classifyError } from '../../lib/errors';
import { orderMessageText } from './order-messages';

loadAllLocales();

describe('texts of the ordering and invoice rules', () => {
  for (const locale of ['en', 'hu'] as const) {
    const LL = i18nObject(locale);
    const fallback = LL.error.constraintViolation.message();
    it(`gives every core ORDER_MESSAGES key its own text (${locale})`, () => {
      for (const message of Object.values(ORDER_MESSAGES)) {
        const text = orderMessageText(LL, { message }, { minRounds: 3, rounds: 1, currencyId: 'EUR', createdAt: '2017-06-01T08:00:00Z', locale });
        expect({ message, own: text !== fallback && text.length > 0 && !text.includes(message) }).toEqual({ message, own: true });
      }
    });
  }

  it('fills minimum rounds from the violation, else from the context', () => {
    const LL = i18nObject('en');
    expect(orderMessageText(LL, { message: 'orders.minimumRounds', values: { minRounds: 3, rounds: 1 } })).toBe('Order at least 3 rounds of this product (now 1)');
    expect(orderMessageText(LL, { message: 'orders.minimumRounds' }, { minRounds: 2, rounds: 1 })).toBe('Order at least 2 rounds of this product (now 1)');
  });

  it("fills the text from a server 422's params, over the dialog's context", () => {
    const LL = i18nObject('hu');
    const message = 'Order at least 2 rounds of this product (now 1)';
    const error = { message, data: { httpStatus: 422, appError: { code: 'CONSTRAINT', message, param: 'rounds', type: 'orders.minimumRounds', params: { minRounds: 2, rounds: 1 } } } };
    const failure = classifyError(error);
    const violation = { message: failure.type ?? '', ...(failure.params ? { values: failure.params } : {}) };
    expect(orderMessageText(LL, violation, { minRounds: 5, rounds: 0 })).toBe(LL.orders.minimumRounds({ minRounds: 2, rounds: 1 }));
  });

  it('falls back to the constraint-violation text for an unknown key', () => {
    const LL = i18nObject('hu');
    expect(orderMessageText(LL, { message: 'something.else' })).toBe(LL.error.constraintViolation.message());
  });
});
