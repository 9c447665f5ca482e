import { orgAdminProcedure } from '../../../trpc';
import { addSchemeVersionParameter as addService } from '../../../services/config/scheme-versions/add-scheme-version-parameter';
import { ZAddSchemeVersionParameterInput } from './scheme-version-parameter.types';
import { ZSchemeVersion } from './scheme-version.types';

export const addSchemeVersionParameter = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/scheme_versions/{id}/param', protect: true, tags: ['config/scheme-versions'] } })
  .input(ZAddSchemeVersionParameterInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => addService(ctx, input));
