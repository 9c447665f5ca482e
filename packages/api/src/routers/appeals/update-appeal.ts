import { orgAdminProcedure } from '../../trpc';
import { updateAppeal as update } from '../../services/appeals/update-appeal';
import { ZAppeal, ZUpdateAppealInput } from '../../services/appeals/appeal.types';

export const updateAppeal = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/orgs/{orgId}/appeals/{id}',
      protect: true,
      tags: ['appeals'],
      summary: 'Move an appeal on',
      description:
        'Staff move an appeal submitted → in_review → upheld | rejected (422 state `appeals.errors.invalidTransition` otherwise); upholding or rejecting needs the written response the lab reads (422 response). Each step is recorded with who and when, and the lab is mailed.',
    },
  })
  .input(ZUpdateAppealInput)
  .output(ZAppeal)
  .mutation(({ ctx, input }) => update(ctx, input));
