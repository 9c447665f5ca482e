import { orgAdminProcedure } from '../../../trpc';
import { syncDimensionValues as syncService } from '../../../services/config/dimensions/sync-dimension-values';
import { ZSyncDimensionValuesInput, ZSyncDimensionValuesOutput } from './sync-dimension-values.types';

export const syncDimensionValues = orgAdminProcedure
  .meta({ openapi: { method: 'PATCH', path: '/dimensions/{id}/sync_values/{type}', protect: true, tags: ['config/dimensions'] } })
  .input(ZSyncDimensionValuesInput)
  .output(ZSyncDimensionValuesOutput)
  .mutation(({ ctx, input }) => syncService(ctx, input));
