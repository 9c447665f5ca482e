import { orgAdminProcedure } from '../../../trpc';
import { updateSchemeVersionParameter as updateService } from '../../../services/config/scheme-versions/update-scheme-version-parameter';
import { ZUpdateSchemeVersionParameterInput } from './scheme-version-parameter.types';
import { ZSchemeVersion } from './scheme-version.types';

export const updateSchemeVersionParameter = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/orgs/{orgId}/scheme_versions/{id}/param/{paramId}', protect: true, tags: ['config/scheme-versions'] } })
  .input(ZUpdateSchemeVersionParameterInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => updateService(ctx, input));
