import { orgAdminProcedure } from '../../trpc';
import { getOrgBillingSettings, updateOrgBillingSettings } from '../../services/orgs/org-billing-settings';
import { ZOrgBillingSettingsOut, ZOrgBillingSettingsQuery, ZUpdateOrgBillingSettingsInput } from '../../services/orgs/billing-settings.types';

export const billingSettings = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/billing_settings',
      protect: true,
      tags: ['config/billing'],
      summary: "Get the organisation's seller details",
      description:
        'The seller details every proforma and invoice prints: legal name, address, tax number, EU VAT number, group identification number, bank account (local form, IBAN, SWIFT/BIC), payment term and document footer. `saved` false before the first save (the fields then start from the organisation). The organisation’s own users only (403 otherwise).',
    },
  })
  .input(ZOrgBillingSettingsQuery)
  .output(ZOrgBillingSettingsOut)
  .query(({ ctx, input }) => getOrgBillingSettings(ctx, input.orgId));

export const updateBillingSettings = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/billing_settings',
      protect: true,
      tags: ['config/billing'],
      summary: "Save the organisation's seller details",
      description:
        'Saves the seller details documents issued from now on print (issued documents keep theirs). Every identifier is checked: a Hungarian tax number (8-1-2, county code, check digit), the EU VAT number of the seller’s country (jsvat-next), the group identification number, the local account and the IBAN (ibantools) and the BIC; a broken rule is 422 with its field (`param`) and message code (`type`). The organisation’s own users only (403 otherwise).',
    },
  })
  .input(ZUpdateOrgBillingSettingsInput)
  .output(ZOrgBillingSettingsOut)
  .mutation(({ ctx, input }) => updateOrgBillingSettings(ctx, input));
