import { publicProcedure } from '../../trpc';
import { getPlatformConfig } from '../../services/platform/get-platform-config';
import { ZGetConfigInput, ZPlatformConfig } from './get-config.types';

export const getConfig = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/config', protect: false, tags: ['platform'] } })
  .input(ZGetConfigInput)
  .output(ZPlatformConfig)
  .query(({ ctx }) => getPlatformConfig(ctx.db, ctx.clock, ctx.settings, ctx.session?.orgId ?? null));
