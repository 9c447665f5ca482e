import { orgAdminProcedure } from '../../../trpc';
import { listSchemeVersionSurveys as listService } from '../../../services/config/scheme-versions/list-scheme-version-surveys';
import { ZListSchemeVersionSurveysInput, ZListSchemeVersionSurveysOutput } from '../../../services/config/scheme-versions/list-scheme-version-surveys.types';

export const listSchemeVersionSurveys = orgAdminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/orgs/{orgId}/scheme_versions/{id}/surveys',
      protect: true,
      tags: ['config/scheme-versions'],
      summary: 'List the surveys of a scheme version',
      description: 'The surveys that run the scheme version, newest round first; current=true keeps the editable years. Organisation users only: lab users get 403.',
    },
  })
  .input(ZListSchemeVersionSurveysInput)
  .output(ZListSchemeVersionSurveysOutput)
  .query(({ ctx, input }) => listService(ctx, input.orgId, input.id, input.current ?? false));
