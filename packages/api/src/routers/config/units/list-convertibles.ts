import { orgAdminProcedure } from '../../../trpc';
import { listConvertibles as listConvertiblesService } from '../../../services/config/units/list-convertibles';
import { ZListConvertiblesInput, ZListConvertiblesOutput } from './list-convertibles.types';

export const listConvertibles = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/units/{id}/convertibles', protect: true, tags: ['config/units'] } })
  .input(ZListConvertiblesInput)
  .output(ZListConvertiblesOutput)
  .query(({ ctx, input }) => listConvertiblesService(ctx, input.id, input.paramId ?? null));
