import { orgAdminProcedure } from '../../../trpc';
import { syncDimensionValues as syncService } from '../../../services/config/dimensions/sync-dimension-values';
import { ZSyncDimensionValuesInput, ZSyncDimensionValuesOutput } from '../../../services/config/dimensions/sync-dimension-values.types';

export const syncDimensionValues = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/dimensions/{id}/sync_values/{type}',
      protect: true,
      tags: ['config/dimensions'],
      summary: 'Add or remove nominal values on parameters',
      description: 'The sync wizard (spec 3 §2): adds the chosen nominal values to, or removes them from, the allowed values of the chosen parameters. Type composite is 422 (param type); removing values of a non-deletable parameter dimension is 409. Organisation users only: lab users get 403.',
    },
  })
  .input(ZSyncDimensionValuesInput)
  .output(ZSyncDimensionValuesOutput)
  .mutation(({ ctx, input }) => syncService(ctx, input));
