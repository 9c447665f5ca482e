import { orgAdminProcedure } from '../../trpc';
import { changeOrgValidationPassword } from '../../services/orgs/change-org-validation-password';
import { ZOk } from '../shared.types';
import { ZChangeOrgValidationPasswordInput } from './change-validation-password.types';

export const changeValidationPassword = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/change_password', protect: true, tags: ['orgs'] } })
  .input(ZChangeOrgValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeOrgValidationPassword(ctx, input));
