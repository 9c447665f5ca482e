import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersionDimensionUnits as listService } from '../../../services/config/scheme-versions/list-scheme-version-dimension-options';
import { ZDimensionUnitOptionsOutput, ZSchemeVersionDimensionUnitsInput } from './dimension-options.types';

export const listSchemeVersionDimensionUnits = orgAdminProcedure
  .meta({
    openapi: { method: 'GET', path: '/orgs/{orgId}/scheme_versions/{id}/parameters/{paramId}/dimensions/{dimensionId}/units', protect: true, tags: ['config/scheme-versions'] },
  })
  .input(ZSchemeVersionDimensionUnitsInput)
  .output(ZDimensionUnitOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
