import { z } from 'zod';
import { ZExchangeRateInput } from '@eqa/core';
import { listOutput, ZId } from '../shared.types';

/** GET /orgs/{orgId}/exchange_rates?currency_id=: the rates entered, newest day first. */
export const ZListExchangeRatesInput = z.object({ orgId: ZId, currency_id: z.string().regex(/^[A-Z]{3}$/).optional() });

export const ZExchangeRateOut = z.object({
  currencyId: z.string(),
  day: z.string(),
  /** HUF per unit, as entered (up to 4 decimals). */
  rate: z.string(),
  createdAt: z.string(),
});
export const ZExchangeRates = listOutput(ZExchangeRateOut);
export type TExchangeRates = z.infer<typeof ZExchangeRates>;

/** PUT /orgs/{orgId}/exchange_rates: a currency's rate for a day (replaces that day's). */
export const ZSetExchangeRateInput = ZExchangeRateInput.extend({ orgId: ZId });
export type TSetExchangeRateInput = z.infer<typeof ZSetExchangeRateInput>;
