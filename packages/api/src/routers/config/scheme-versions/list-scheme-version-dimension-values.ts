import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersionDimensionValues as listService } from '../../../services/config/scheme-versions/list-scheme-version-dimension-options';
import { ZDimensionValueOptionsOutput, ZSchemeVersionDimensionValuesInput } from '../../../services/config/scheme-versions/dimension-options.types';

export const listSchemeVersionDimensionValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/scheme_versions/{id}/parameters/{paramId}/dimensions/{dimensionId}/values',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: "List the values of a scheme-version parameter's dimension",
      description: 'The nominal values a parameter of the scheme version allows for a dimension. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSchemeVersionDimensionValuesInput)
  .output(ZDimensionValueOptionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
