import { orgAdminProcedure } from '../../../trpc';
import { listDimensionSchemeVersions as listService } from '../../../services/config/dimensions/list-dimension-scheme-versions';
import { ZListDimensionSchemeVersionsInput, ZListDimensionSchemeVersionsOutput } from './list-dimension-scheme-versions.types';

export const listDimensionSchemeVersions = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/dimensions/{id}/orgs/{orgId}/scheme_versions', protect: true, tags: ['config/dimensions'] } })
  .input(ZListDimensionSchemeVersionsInput)
  .output(ZListDimensionSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id, input.orgId));
