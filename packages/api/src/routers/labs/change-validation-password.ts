import { protectedProcedure } from '../../trpc';
import { changeLabValidationPassword } from '../../services/labs/change-lab-validation-password';
import { ZOk } from '../../services/shared.types';
import { ZChangeLabValidationPasswordInput } from '../../services/labs/change-validation-password.types';

export const changeValidationPassword = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/labs/{labId}/change_password',
      protect: true,
      tags: ['labs'],
      summary: "Change the lab's validation password",
      description: "Sets the lab's validation password after checking the current one. Needs write access to the lab (its own users, the organisation's users); a wrong current password is 422 (param currentPassword), too many wrong ones 429.",
    },
  })
  .input(ZChangeLabValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeLabValidationPassword(ctx, input));
