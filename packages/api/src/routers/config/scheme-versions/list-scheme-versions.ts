import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersions as listService } from '../../../services/config/scheme-versions/list-scheme-versions';
import { ZListSchemeVersionsInput, ZListSchemeVersionsOutput } from './list-scheme-versions.types';

export const listSchemeVersions = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/scheme_versions', protect: true, tags: ['config/scheme-versions'] } })
  .input(ZListSchemeVersionsInput)
  .output(ZListSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
