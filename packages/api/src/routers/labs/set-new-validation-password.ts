import { publicProcedure } from '../../trpc';
import { setNewValidationPassword as resetValidationPassword } from '../../services/labs/set-new-validation-password';
import { ZOk } from '../shared.types';
import { ZSetNewValidationPasswordInput } from './set-new-validation-password.types';

export const setNewValidationPassword = publicProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/set_new_password', protect: false, tags: ['labs'] } })
  .input(ZSetNewValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => resetValidationPassword(ctx.db, ctx.wallClock, input));
