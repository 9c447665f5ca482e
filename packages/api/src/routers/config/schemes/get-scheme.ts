import { orgAdminProcedure } from '../../../trpc';
import { getScheme as getService } from '../../../services/config/schemes/get-scheme';
import { ZSchemeIdInput } from './save-scheme.types';
import { ZScheme } from './scheme.types';

export const getScheme = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/schemes/{id}', protect: true, tags: ['config/schemes'] } })
  .input(ZSchemeIdInput)
  .output(ZScheme)
  .query(({ ctx, input }) => getService(ctx, input.orgId, input.id));
