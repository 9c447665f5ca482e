import { orgAdminProcedure } from '../../../trpc';
import { listConvertibles as listConvertiblesService } from '../../../services/config/units/list-convertibles';
import { ZListConvertiblesInput, ZListConvertiblesOutput } from '../../../services/config/units/list-convertibles.types';

export const listConvertibles = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/units/{id}/convertibles',
      protect: true,
      tags: ['config/units'],
      summary: 'List the units a unit converts to',
      description: 'The conversion tester (spec 3 §2): every unit the unit converts to by one conversion, with the factor; parameter-specific conversions beat general ones when param_id is given. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListConvertiblesInput)
  .output(ZListConvertiblesOutput)
  .query(({ ctx, input }) => listConvertiblesService(ctx, input.id, input.paramId ?? null));
