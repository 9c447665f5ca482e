import { orgAdminProcedure } from '../../../trpc';
import { listSchemes as listService } from '../../../services/config/schemes/list-schemes';
import { ZListSchemesInput, ZListSchemesOutput } from './list-schemes.types';

export const listSchemes = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/schemes', protect: true, tags: ['config/schemes'] } })
  .input(ZListSchemesInput)
  .output(ZListSchemesOutput)
  .query(({ ctx, input }) => listService(ctx, input));
