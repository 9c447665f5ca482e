import { AppError, EXCHANGE_RATE_MESSAGES, exchangeRateToDecimal, parseExchangeRate } from '@eqa/core';
import type { Kysely } from 'kysely';
import type { DB } from '@eqa/db';
import type { Session } from '../../context';
import { assertOrgAdminOf } from '../config/admin-context';
import type { TExchangeRates, TSetExchangeRateInput } from './exchange-rates.types';

interface ExchangeRatesContext {
  db: Kysely<DB>;
  session: Session;
}

/** The rates shown: up to this many, newest day first (a year of working days per currency is ~250). */
export const EXCHANGE_RATES_SHOWN = 500;

/** GET /orgs/{orgId}/exchange_rates: the rates the org's staff entered, newest day first (its admins only). */
export async function listExchangeRates(ctx: ExchangeRatesContext, input: { orgId: number; currency_id?: string | undefined }): Promise<TExchangeRates> {
  assertOrgAdminOf(ctx.session, input.orgId);
  let query = ctx.db.selectFrom('exchangeRates').select(['currencyId', 'day', 'rate', 'createdAt']).where('orgId', '=', input.orgId);
  if (input.currency_id) query = query.where('currencyId', '=', input.currency_id);
  const rows = await query.orderBy('day', 'desc').orderBy('currencyId').limit(EXCHANGE_RATES_SHOWN).execute();
  const items = rows.map((row) => ({ currencyId: row.currencyId, day: row.day, rate: exchangeRateToDecimal(parseExchangeRate(row.rate) ?? 0), createdAt: row.createdAt.toISOString() }));
  return { items, total: items.length };
}

/**
 * PUT /orgs/{orgId}/exchange_rates: a currency's HUF rate for a day (docs/decisions/vat.md
 * "Exchange rates"); the day's rate is replaced when one was entered. Its admins only (403); an
 * unknown currency 422 currencyId. Documents issued before keep the rate they were issued with.
 */
export async function setExchangeRate(ctx: ExchangeRatesContext, input: TSetExchangeRateInput): Promise<TExchangeRates> {
  assertOrgAdminOf(ctx.session, input.orgId);
  const currency = await ctx.db.selectFrom('currencies').select('id').where('id', '=', input.currencyId).executeTakeFirst();
  if (!currency) throw AppError.constraint('currencyId', EXCHANGE_RATE_MESSAGES.unknownCurrency);
  const scaled = parseExchangeRate(input.rate);
  if (scaled === null) throw AppError.constraint('rate', EXCHANGE_RATE_MESSAGES.invalidRate);
  const rate = exchangeRateToDecimal(scaled);
  await ctx.db
    .insertInto('exchangeRates')
    .values({ orgId: input.orgId, currencyId: input.currencyId, day: input.day, rate, createdBy: ctx.session.user.id })
    .onConflict((oc) => oc.columns(['orgId', 'currencyId', 'day']).doUpdateSet({ rate, createdBy: ctx.session.user.id, createdAt: new Date() }))
    .execute();
  return listExchangeRates(ctx, { orgId: input.orgId, currency_id: input.currencyId });
}
