import { router } from '../../trpc';
import { listOrgDocuments } from '../documents/list-org-documents';
import { changeValidationPassword } from './change-validation-password';
import { getOrg } from './get-org';
import { listOrgs } from './list-orgs';

export const orgsRouter = router({
  list: listOrgs,
  get: getOrg,
  changeValidationPassword,
  documents: listOrgDocuments,
});
