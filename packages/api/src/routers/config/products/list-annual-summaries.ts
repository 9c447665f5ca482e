import { orgAdminProcedure } from '../../../trpc';
import { listAnnualSummaries as listService } from '../../../services/config/products/list-annual-summaries';
import { ZListAnnualSummariesInput, ZListAnnualSummariesOutput } from './list-annual-summaries.types';

export const listAnnualSummaries = orgAdminProcedure
  .meta({ openapi: { method: 'GET', path: '/orgs/{orgId}/products/annual_summaries', protect: true, tags: ['config/products'] } })
  .input(ZListAnnualSummariesInput)
  .output(ZListAnnualSummariesOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId));
