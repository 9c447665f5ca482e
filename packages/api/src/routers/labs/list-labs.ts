import { protectedProcedure } from '../../trpc';
import { listLabs as listLabsOfUser } from '../../services/labs/list-labs';
import { ZListLabsInput, ZListLabsOutput } from './list-labs.types';

export const listLabs = protectedProcedure
  .meta({ openapi: { method: 'GET', path: '/labs', protect: true, tags: ['labs'] } })
  .input(ZListLabsInput)
  .output(ZListLabsOutput)
  .query(({ ctx, input }) => listLabsOfUser(ctx.db, ctx.clock, ctx.session, input));
