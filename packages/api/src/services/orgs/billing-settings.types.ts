import { z } from 'zod';
import { refineOrgBillingSettings, ZContractAddress, ZExchangeRateInput, ZOrgBillingSettingsFields } from '@eqa/core';
import { bodyField, listOutput, ZId } from '../shared.types';

/** GET /orgs/{orgId}/billing_settings. */
export const ZOrgBillingSettingsQuery = z.object({ orgId: ZId });

/** PUT /orgs/{orgId}/billing_settings: the seller details (core ZOrgBillingSettings, every rule) of the org; the term a JSON number only (bodyField). */
export const ZUpdateOrgBillingSettingsInput = ZOrgBillingSettingsFields.extend({
  orgId: ZId,
  paymentTermDays: bodyField(ZOrgBillingSettingsFields.shape.paymentTermDays),
}).superRefine(refineOrgBillingSettings);
export type TUpdateOrgBillingSettingsInput = z.infer<typeof ZUpdateOrgBillingSettingsInput>;

/** The seller details as saved (or, before the first save, prefilled from the org: `saved` false). */
export const ZOrgBillingSettingsOut = z.object({
  orgId: ZId,
  /** false: nothing saved yet; the fields are a start (the org's name, Hungary, the default term). */
  saved: z.boolean(),
  legalName: z.string(),
  address: ZContractAddress,
  taxNumber: z.string(),
  euVatNumber: z.string().nullable(),
  groupIdentificationNumber: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  iban: z.string(),
  bic: z.string(),
  paymentTermDays: z.number().int(),
  documentFooter: z.string().nullable(),
  /** ISO time of the last save, or null. */
  updatedAt: z.string().nullable(),
});
export type TOrgBillingSettingsOut = z.infer<typeof ZOrgBillingSettingsOut>;

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
