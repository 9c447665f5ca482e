import { orgAdminProcedure, router } from '../../trpc';
import { listOrgCountries, putOrgCountries } from '../../services/countries/org-countries';
import { ZOrgCountries, ZOrgCountriesInput, ZPutOrgCountriesInput } from '../../services/countries/org-countries.types';

export const list = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/countries',
      protect: true,
      tags: ['config/countries'],
      summary: 'List the countries served',
      description: 'The countries whose labs may register (ISO 3166-1 alpha-2), each with the currency its labs are billed in (ISO 4217), its names in en and hu and how many of the organisation’s labs are there. The organisation’s admins only.',
    },
  })
  .input(ZOrgCountriesInput)
  .output(ZOrgCountries)
  .query(({ ctx, input }) => listOrgCountries(ctx, input));

export const put = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/countries',
      protect: true,
      tags: ['config/countries'],
      summary: 'Set the countries served and their currencies',
      description:
        'Replaces the list `{countries: [{countryId, currencyId}]}`: ISO 3166-1 alpha-2 countries (422 countries.{i}.countryId), ISO 4217 currencies of at most two decimals (422 countries.{i}.currencyId), each country once, at least one; a country with labs of the organisation cannot be removed (422 countries). A changed currency applies to contracts and orders made afterwards; a product is ordered in a country only where it has a price in its currency. The organisation’s admins only.',
    },
  })
  .input(ZPutOrgCountriesInput)
  .output(ZOrgCountries)
  .mutation(({ ctx, input }) => putOrgCountries(ctx, input));

export const countriesRouter = router({ list, put });
