import { router } from '../../trpc';
import { listOrgDocuments } from '../documents/list-org-documents';
import { changeValidationPassword } from './change-validation-password';
import { exchangeRates, setExchangeRateProcedure } from './exchange-rates';
import { getOrg } from './get-org';
import { listOrgs } from './list-orgs';
import { settings, updateSettings } from './org-settings';

export const orgsRouter = router({
  list: listOrgs,
  get: getOrg,
  changeValidationPassword,
  documents: listOrgDocuments,
  settings,
  updateSettings,
  exchangeRates,
  setExchangeRate: setExchangeRateProcedure,
});
