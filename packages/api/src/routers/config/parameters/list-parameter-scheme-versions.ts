import { orgAdminProcedure } from '../../../trpc';
import { listParameterSchemeVersions as listService } from '../../../services/config/parameters/list-parameter-scheme-versions';
import { ZListParameterSchemeVersionsInput, ZListParameterSchemeVersionsOutput } from './list-parameter-scheme-versions.types';

export const listParameterSchemeVersions = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/params/{id}/scheme_versions', protect: true, tags: ['config/parameters'] } })
  .input(ZListParameterSchemeVersionsInput)
  .output(ZListParameterSchemeVersionsOutput)
  .query(({ ctx, input }) => listService(ctx, input.id, input.current ?? false));
