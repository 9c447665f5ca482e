import { orgAdminProcedure } from '../../../trpc';
import { listAnnualSummaries as listService } from '../../../services/config/products/list-annual-summaries';
import { ZListAnnualSummariesInput, ZListAnnualSummariesOutput } from '../../../services/config/products/list-annual-summaries.types';

export const listAnnualSummaries = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/products/annual_summaries',
      protect: true,
      tags: ['config/products'],
      summary: 'List product years',
      description: 'The number of products per year, newest first; the current and the next year are always listed (an empty next year offers the copy when last year has products). Organisation users only: lab users get 403.',
    },
  })
  .input(ZListAnnualSummariesInput)
  .output(ZListAnnualSummariesOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId));
