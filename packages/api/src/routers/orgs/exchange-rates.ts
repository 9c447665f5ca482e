import { orgAdminProcedure } from '../../trpc';
import { listExchangeRates, setExchangeRate } from '../../services/orgs/exchange-rates';
import { ZExchangeRates, ZListExchangeRatesInput, ZSetExchangeRateInput } from '../../services/orgs/exchange-rates.types';

export const exchangeRates = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/exchange_rates',
      protect: true,
      tags: ['config/billing'],
      summary: 'List the exchange rates entered',
      description: 'HUF per unit of a currency for a day, as staff entered them (a document in another currency states its VAT in forints at the rate of its day, else the latest before). Newest day first; `currency_id` limits them to one currency. The organisation’s own users only.',
    },
  })
  .input(ZListExchangeRatesInput)
  .output(ZExchangeRates)
  .query(({ ctx, input }) => listExchangeRates(ctx, input));

export const setExchangeRateProcedure = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/exchange_rates',
      protect: true,
      tags: ['config/billing'],
      summary: 'Enter an exchange rate',
      description: 'Sets the HUF rate of a currency (not HUF) for a day, replacing that day’s; a positive decimal with up to 4 decimals (422 rate), a known currency (422 currencyId). Answers the currency’s rates. The organisation’s own users only.',
    },
  })
  .input(ZSetExchangeRateInput)
  .output(ZExchangeRates)
  .mutation(({ ctx, input }) => setExchangeRate(ctx, input));
