import { orgAdminProcedure } from '../../trpc';
import { getOrgSettings, patchOrgSettings } from '../../services/orgs/org-settings';
import { ZOrgSettingsOut, ZOrgSettingsQuery, ZPatchOrgSettingsInput } from '../../services/orgs/org-settings.types';

export const settings = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/settings',
      protect: true,
      tags: ['config/settings'],
      summary: "Get the organisation's settings",
      description:
        'The provider’s identity (legal and short name, address, registration, tax, EU VAT and group identification numbers, phone, contact e-mail, website, accreditations), the staff notification address and the seller and bank details (account, IBAN, SWIFT), payment term and document footer. The About dialog, the documents and the e-mails take them from here; an empty field is shown nowhere. `saved` false before the first save (everything empty). The organisation’s own administrators only (403 otherwise).',
    },
  })
  .input(ZOrgSettingsQuery)
  .output(ZOrgSettingsOut)
  .query(({ ctx, input }) => getOrgSettings(ctx, input.orgId));

export const updateSettings = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/settings',
      protect: true,
      tags: ['config/settings'],
      summary: "Change the organisation's settings",
      description:
        'Changes the fields the body names and keeps the others (`bank` by its own fields; null clears a field; `accreditations` is replaced as a whole). The merged settings are checked: e-mail addresses and the website well-formed, each accreditation with its body, number and scope, a Hungarian tax number (8-1-2, county code, check digit), the EU VAT number of the address’s country (jsvat-next), the group identification number, the local account and the IBAN (ibantools) and the SWIFT/BIC; a broken rule is 422 with its field (`param`) and message code (`type`). `paymentTermDays` is a JSON number. The organisation’s own administrators only (403 otherwise).',
    },
  })
  .input(ZPatchOrgSettingsInput)
  .output(ZOrgSettingsOut)
  .mutation(({ ctx, input }) => patchOrgSettings(ctx, input));
