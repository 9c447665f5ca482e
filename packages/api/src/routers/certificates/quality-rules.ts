import { orgAdminProcedure } from '../../trpc';
import { getQualityRules as get, setQualityRules as set } from '../../services/certificates/quality-rules';
import { ZGetQualityRulesInput, ZQualityRulesOut, ZSetQualityRulesInput } from '../../services/certificates/certificate.types';

export const getQualityRules = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/quality_rules',
      protect: true,
      tags: ['certificates'],
      summary: "Get the org's certificate and appeal rules",
      description: 'The |z| limits (satisfactory, action), the minimum share of rounds returned on time for participation, and the appeal window in days (defaults 2, 3, 0.8, 21).',
    },
  })
  .input(ZGetQualityRulesInput)
  .output(ZQualityRulesOut)
  .query(({ ctx, input }) => get(ctx, input.orgId));

export const setQualityRules = orgAdminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/orgs/{orgId}/quality_rules',
      protect: true,
      tags: ['certificates'],
      summary: "Set the org's certificate and appeal rules",
      description: 'Sets every rule at once; the action limit must exceed the satisfactory limit (422 actionLimit). Issued certificates keep the rules they state.',
    },
  })
  .input(ZSetQualityRulesInput)
  .output(ZQualityRulesOut)
  .mutation(({ ctx, input }) => set(ctx, input));
