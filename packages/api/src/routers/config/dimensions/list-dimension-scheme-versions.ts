import { orgAdminProcedure } from '../../../trpc';
import { listDimensionSchemeVersions as listService } from '../../../services/config/dimensions/list-dimension-scheme-versions';
import { ZListDimensionSchemeVersionsInput, ZListDimensionSchemeVersionsOutput } from '../../../services/config/dimensions/list-dimension-scheme-versions.types';

export const listDimensionSchemeVersions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/dimensions/{id}/orgs/{orgId}/scheme_versions',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'List the scheme versions using a dimension',
      description: "The organisation's scheme versions whose parameters use the dimension. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListDimensionSchemeVersionsInput)
  .output(ZListDimensionSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id, input.orgId));
