import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersionDimensionUnits as listService } from '../../../services/config/scheme-versions/list-scheme-version-dimension-options';
import { ZDimensionUnitOptionsOutput, ZSchemeVersionDimensionUnitsInput } from '../../../services/config/scheme-versions/dimension-options.types';

export const listSchemeVersionDimensionUnits = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/scheme_versions/{id}/parameters/{paramId}/dimensions/{dimensionId}/units',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: "List the units of a scheme-version parameter's dimension",
      description: 'The units a numeric dimension of a parameter of the scheme version allows (for targets and evaluation settings). Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeVersionDimensionUnitsInput)
  .output(ZDimensionUnitOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
