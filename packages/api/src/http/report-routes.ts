import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { labReport, type EvaluationKind } from '@eqa/core';
import type { ApiDeps } from '../context';
import { evaluationCsv } from '../services/reports/evaluation-csv';
import { loadReport } from '../services/reports/get-evaluation-report';
import { contentDisposition, firstString, plainRouteKit, ZLanguageTag } from './plain-routes';
import { BEARER, fileResponse, idPathParameter, queryParameter } from './openapi-parts';

/** The CSV exports of the statistics table (under /api/v1). */
export const EVALUATION_CSV_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/evaluation.csv';
export const PRE_EVALUATION_CSV_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/pre_evaluation.csv';

const ZPositiveId = z.coerce.number().int().positive();
const ZParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, paramId: ZPositiveId });
const ZLocale = ZLanguageTag.pipe(z.enum(['en', 'hu'])).default('en');

/**
 * GET …/parameters/{paramId}/reports/evaluation.csv and …/pre_evaluation.csv (?locale=en|hu): the
 * statistics table of the report as a CSV download (UTF-8 with a byte-order mark, so spreadsheet
 * programs read the accents). Same access rules and errors as the JSON report (the REST error body
 * of the one mapping); a report without data answers the header row only.
 */
export function createReportRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  const handler = (kind: EvaluationKind) => async (req: Request, res: Response) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZParams.parse(req.params);
      const locale = ZLocale.parse(firstString(req.query.locale) || undefined);
      const { lab, shared } = await loadReport(ctx, params, kind);
      const csv = evaluationCsv(labReport(shared, lab), locale);
      const name = `${kind}-${lab.survey.schemeShortName}-${lab.survey.round.name}-${lab.lab.shortName}-${lab.parameter.id}.csv`.replace(/[\\/]/g, '-');
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', contentDisposition(name));
      res.setHeader('Cache-Control', 'no-store');
      res.send(`\uFEFF${csv}`);
    } catch (error) {
      kit.fail(req, res, error);
    }
  };
  router.get(EVALUATION_CSV_PATH, handler('evaluation'));
  router.get(PRE_EVALUATION_CSV_PATH, handler('pre_evaluation'));
  return router;
}

function csvExport(kind: 'evaluation' | 'pre_evaluation') {
  const label = kind === 'evaluation' ? 'evaluation' : 'pre-evaluation';
  return {
    get: {
      operationId: kind === 'evaluation' ? 'reports-evaluationCsv' : 'reports-preEvaluationCsv',
      summary: `Download a parameter's ${label} statistics as CSV`,
      description: `The statistics table of the parameter's ${label} report as a CSV file (UTF-8 with a byte-order mark, so spreadsheet programs read the accents); a report without data is the header row only. Same access as the ${label} report: users with read access to the lab; lab users with a late payment get 403 late_payment_error.`,
      tags: ['reports'],
      security: BEARER,
      parameters: [
        idPathParameter('labId'),
        idPathParameter('surveyId'),
        idPathParameter('paramId'),
        queryParameter('locale', 'Language of the header row and the names (default en)', { type: 'string', enum: ['en', 'hu'] }),
      ],
      responses: { '200': fileResponse('The CSV, with Content-Disposition', ['text/csv']) },
    },
  };
}

/** The two CSV exports as OpenAPI path items, merged into the /api/v1 document (openapi-document.ts). */
export const REPORT_ROUTES_OPENAPI = {
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation.csv': csvExport('evaluation'),
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation.csv': csvExport('pre_evaluation'),
};
