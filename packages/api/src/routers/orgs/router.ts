import { router } from '../../trpc';
import { listOrgDocuments } from '../documents/list-org-documents';
import { billingSettings, updateBillingSettings } from './billing-settings';
import { changeValidationPassword } from './change-validation-password';
import { exchangeRates, setExchangeRateProcedure } from './exchange-rates';
import { getOrg } from './get-org';
import { listOrgs } from './list-orgs';

export const orgsRouter = router({
  list: listOrgs,
  get: getOrg,
  changeValidationPassword,
  documents: listOrgDocuments,
  billingSettings,
  updateBillingSettings,
  exchangeRates,
  setExchangeRate: setExchangeRateProcedure,
});
