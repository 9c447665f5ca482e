import { protectedProcedure } from '../../trpc';
import { listLabs as listLabsOfUser } from '../../services/labs/list-labs';
import { ZListLabsInput, ZListLabsOutput } from '../../services/labs/list-labs.types';

export const listLabs = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs',
      protect: true,
      tags: ['labs'],
      summary: 'List labs',
      description: 'The labs the caller sees (spec 1 §2 “Lab list page”), by numeric QC code: organisation users every lab of their organisation, core-lab users their lab and its satellites; other lab users get 403.',
    },
  })
  .input(ZListLabsInput)
  .output(ZListLabsOutput)
  .query(({ ctx, input }) => listLabsOfUser(ctx.db, ctx.clock, ctx.session, input));
