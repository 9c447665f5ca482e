import { publicProcedure } from '../../trpc';
import { getOrg as getOrgById } from '../../services/orgs/get-org';
import { ZGetOrgInput, ZOrg } from '../../services/orgs/get-org.types';

/** Public, like the list: registration reads the organisation's countries and currencies. */
export const getOrg = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}',
      protect: false,
      tags: ['orgs'],
      summary: 'Get an organisation',
      description: 'One organisation with its countries and currencies (registration reads them); 404 for an unknown id. Public: no session needed.',
    },
  })
  .input(ZGetOrgInput)
  .output(ZOrg)
  .query(({ ctx, input }) => getOrgById(ctx.db, input.orgId));
