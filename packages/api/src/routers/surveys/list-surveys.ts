import { protectedProcedure } from '../../trpc';
import { listSurveys as listLabSurveys } from '../../services/surveys/list-surveys';
import { ZListSurveysInput, ZListSurveysOutput } from '../../services/surveys/list-surveys.types';

export const listSurveys = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/labs/{labId}/surveys',
      protect: true,
      tags: ['surveys'],
      summary: "List the lab's surveys",
      description: "The lab's surveys of one status group as of now (spec 1 §2 “Surveys page of a lab”): in progress by deadline, upcoming by start, pre-evaluated and evaluated newest first. Organisation users see their organisation's surveys of the lab; lab users every survey of their lab (core labs also their satellites', read-only).",
    },
  })
  .input(ZListSurveysInput)
  .output(ZListSurveysOutput)
  .query(({ ctx, input }) => listLabSurveys(ctx, input));
