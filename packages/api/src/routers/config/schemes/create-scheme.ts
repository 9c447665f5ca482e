import { orgAdminProcedure } from '../../../trpc';
import { createScheme as createService } from '../../../services/config/schemes/create-scheme';
import { ZCreateSchemeInput } from './save-scheme.types';
import { ZScheme } from './scheme.types';

export const createScheme = orgAdminProcedure
  .meta({ openapi: { method: 'POST', path: '/orgs/{orgId}/schemes', protect: true, tags: ['config/schemes'] } })
  .input(ZCreateSchemeInput)
  .output(ZScheme)
  .mutation(({ ctx, input }) => createService(ctx, input));
