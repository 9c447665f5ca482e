import { publicProcedure } from '../../trpc';
import { getPlatformConfig } from '../../services/platform/get-platform-config';
import { ZGetConfigInput, ZPlatformConfig } from '../../services/platform/get-config.types';

export const getConfig = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/config',
      protect: false,
      tags: ['platform'],
      summary: "Get the web client's settings",
      description: 'The runtime settings of the web client: spec 1 §9 constants, locales, the about text, demo mode and its date. Public: no session needed.',
    },
  })
  .input(ZGetConfigInput)
  .output(ZPlatformConfig)
  .query(({ ctx }) => getPlatformConfig(ctx.db, ctx.clock, ctx.settings, ctx.session?.orgId ?? null));
