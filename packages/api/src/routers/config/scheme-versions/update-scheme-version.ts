import { orgAdminProcedure } from '../../../trpc';
import { updateSchemeVersion as updateService } from '../../../services/config/scheme-versions/update-scheme-version';
import { restQueryFlag } from '../rest-query';
import { ZUpdateSchemeVersionInput } from './save-scheme-version.types';
import { ZSchemeVersion } from './scheme-version.types';

export const updateSchemeVersion = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/orgs/{orgId}/scheme_versions/{id}', protect: true, tags: ['config/scheme-versions'] } })
  .input(ZUpdateSchemeVersionInput)
  .output(ZSchemeVersion)
  .mutation(({ ctx, input }) => updateService(ctx, { ...input, sync: input.sync ?? restQueryFlag(ctx, 'sync') ?? false }));
