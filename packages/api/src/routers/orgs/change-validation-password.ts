import { orgAdminProcedure } from '../../trpc';
import { changeOrgValidationPassword } from '../../services/orgs/change-org-validation-password';
import { ZOk } from '../../services/shared.types';
import { ZChangeOrgValidationPasswordInput } from '../../services/orgs/change-validation-password.types';

export const changeValidationPassword = orgAdminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/orgs/{orgId}/change_password',
      protect: true,
      tags: ['orgs'],
      summary: "Change the organisation's validation password",
      description: "Sets the organisation's validation password (organisation users check out with it) after checking the current one. The organisation's own users only (403 otherwise); a wrong current password is 422 (param currentPassword), too many wrong ones 429.",
    },
  })
  .input(ZChangeOrgValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeOrgValidationPassword(ctx, input));
