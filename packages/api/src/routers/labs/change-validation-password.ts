import { protectedProcedure } from '../../trpc';
import { changeLabValidationPassword } from '../../services/labs/change-lab-validation-password';
import { ZOk } from '../shared.types';
import { ZChangeLabValidationPasswordInput } from './change-validation-password.types';

export const changeValidationPassword = protectedProcedure
  .meta({ openapi: { method: 'POST', path: '/labs/{labId}/change_password', protect: true, tags: ['labs'] } })
  .input(ZChangeLabValidationPasswordInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => changeLabValidationPassword(ctx, input));
