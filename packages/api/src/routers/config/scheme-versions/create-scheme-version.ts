import { orgAdminProcedure } from '../../../trpc';
import { createSchemeVersion as createService } from '../../../services/config/scheme-versions/create-scheme-version';
import { ZCreateSchemeVersionInput } from './save-scheme-version.types';
import { ZSchemeVersion } from './scheme-version.types';

export const createSchemeVersion = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/scheme_versions', protect: true, tags: ['config/scheme-versions'] } })
  .input(ZCreateSchemeVersionInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => createService(ctx, input));
