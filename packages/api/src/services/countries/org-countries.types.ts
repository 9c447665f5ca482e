import { z } from 'zod';
import { ZServedCountries } from '@eqa/core';
import { ZId } from '../shared.types';

/** GET /orgs/{orgId}/countries */
export const ZOrgCountriesInput = z.object({ orgId: ZId });

/** A served country with its names (en, hu) and the currency its labs are billed in. */
export const ZOrgCountryOut = z.object({
  countryId: z.string(),
  currencyId: z.string(),
  name: z.object({ en: z.string(), hu: z.string() }),
  /** How many of the org's labs are in the country (a country with labs cannot be removed). */
  labs: z.number().int(),
});
export const ZOrgCountries = z.object({ countries: z.array(ZOrgCountryOut) });
export type TOrgCountries = z.infer<typeof ZOrgCountries>;

/** PUT /orgs/{orgId}/countries {countries: [{countryId, currencyId}]}: the whole list. */
export const ZPutOrgCountriesInput = ZServedCountries.extend({ orgId: ZId });
export type TPutOrgCountriesInput = z.infer<typeof ZPutOrgCountriesInput>;
