import { publicProcedure } from '../../trpc';
import { listOrgs as listAllOrgs } from '../../services/orgs/list-orgs';
import { ZListOrgsInput, ZListOrgsOutput } from '../../services/orgs/list-orgs.types';

/** Public: the registration wizard loads the organisations and uses the first (spec 2 §4). */
export const listOrgs = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs',
      protect: false,
      tags: ['orgs'],
      summary: 'List organisations',
      description: 'Every organisation, by id; the first one is the default of registration (spec 2 §4). Public: no session needed.',
    },
  })
  .input(ZListOrgsInput)
  .output(ZListOrgsOutput)
  .query(({ ctx, input }) => listAllOrgs(ctx.db, input));
