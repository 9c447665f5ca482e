import { orgAdminProcedure } from '../../../trpc';
import { listParameterSchemeVersions as listService } from '../../../services/config/parameters/list-parameter-scheme-versions';
import { ZListParameterSchemeVersionsInput, ZListParameterSchemeVersionsOutput } from '../../../services/config/parameters/list-parameter-scheme-versions.types';

export const listParameterSchemeVersions = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/params/{id}/scheme_versions',
      protect: true,
      tags: ['config/parameters'],
      summary: 'List the scheme versions using a parameter',
      description: "The organisation's scheme versions that use the parameter (only current ones with current=true). Organisation users only: lab users get 403.",
    },
  })
  .input(ZListParameterSchemeVersionsInput)
  .output(ZListParameterSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id, input.current ?? false));
