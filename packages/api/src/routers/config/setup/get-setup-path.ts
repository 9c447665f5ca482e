import { orgAdminProcedure } from '../../../trpc';
import { getSetupPath as getService } from '../../../services/config/setup/setup-path';
import { ZSetupPath, ZSetupPathInput } from '../../../services/config/setup/setup-path.types';

/** Issue 33, a guided first day: the setup steps of a new provider, done and next. */
export const getSetupPath = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/setup_path',
      protect: true,
      tags: ['config/setup'],
      summary: "The organisation's setup path",
      description:
        'The steps a new provider takes before its first survey can be ordered (units, dimensions, parameters, scheme, scheme version with parameters, rounds, survey with samples, countries served, product with prices, registration open: the three legal documents a lab accepts in force), each with its count and whether it is done, the next step, and whether the organisation has no survey yet. Administrators of the organisation only.',
    },
  })
  .input(ZSetupPathInput)
  .output(ZSetupPath)
  .query(({ ctx, input }) => getService(ctx, input.orgId));
