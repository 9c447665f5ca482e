import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersions as listService } from '../../../services/config/scheme-versions/list-scheme-versions';
import { ZListSchemeVersionsInput, ZListSchemeVersionsOutput } from '../../../services/config/scheme-versions/list-scheme-versions.types';

export const listSchemeVersions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/scheme_versions',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'List scheme versions',
      description: "The organisation's scheme versions by scheme short name (the client groups by it), newest version first. Organisation users only: lab users get 403.",
    },
  })
  .input(ZListSchemeVersionsInput)
  .output(ZListSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input));
