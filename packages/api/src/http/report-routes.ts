import express, { type Request, type Response, type Router } from 'express';
import { z } from 'zod';
import { labReport, ownReport, ZSharedReport, type EvaluationKind } from '@eqa/core';
import type { ApiDeps } from '../context';
import { evaluationCsv } from '../services/reports/evaluation-csv';
import { loadReport } from '../services/reports/get-evaluation-report';
import { getSharedReport } from '../services/reports/get-shared-report';
import { contentDisposition, firstString, plainRouteKit, ZLanguageTag } from './plain-routes';
import { BEARER, fileResponse, idPathParameter, queryParameter } from './openapi-parts';
import { sendEncodedJson } from './encoded-response';

/** The CSV exports of the statistics table (under /api/v1). */
export const EVALUATION_CSV_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/evaluation.csv';
export const PRE_EVALUATION_CSV_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/pre_evaluation.csv';
/** The part of the report every lab shares, pre-serialized and pre-compressed (under /api/v1). */
const EVALUATION_SHARED_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/evaluation/shared';
const PRE_EVALUATION_SHARED_PATH = '/labs/:labId/surveys/:surveyId/parameters/:paramId/reports/pre_evaluation/shared';

const ZPositiveId = z.coerce.number().int().positive();
const ZParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId, paramId: ZPositiveId });
const ZLocale = ZLanguageTag.pipe(z.enum(['en', 'hu'])).default('en');

/**
 * The report routes the OpenAPI adapter cannot serve, with the same access rules and errors as the
 * JSON report (the REST error body of the one mapping):
 * - GET …/parameters/{paramId}/reports/evaluation.csv and …/pre_evaluation.csv (?locale=en|hu): the
 *   statistics table of the report as a CSV download (UTF-8 with a byte-order mark, so spreadsheet
 *   programs read the accents); a report without data answers the header row only.
 * - GET …/parameters/{paramId}/reports/evaluation/shared and …/pre_evaluation/shared: the part of
 *   the report every lab shares, as kept pre-serialized and pre-compressed (encoded-response.ts),
 *   with an ETag and 304 (docs/decisions/report-shared-part.md).
 */
export function createReportRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  const shared = (kind: EvaluationKind) => async (req: Request, res: Response) => {
    try {
      const ctx = await kit.context(req, res);
      sendEncodedJson(req, res, await getSharedReport(ctx, ZParams.parse(req.params), kind));
    } catch (error) {
      kit.fail(req, res, error);
    }
  };
  router.get(EVALUATION_SHARED_PATH, shared('evaluation'));
  router.get(PRE_EVALUATION_SHARED_PATH, shared('pre_evaluation'));

  const handler = (kind: EvaluationKind) => async (req: Request, res: Response) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZParams.parse(req.params);
      const locale = ZLocale.parse(firstString(req.query.locale) || undefined);
      const { lab, shared } = await loadReport(ctx, params, kind);
      const csv = evaluationCsv(labReport(shared.report, ownReport(shared, lab)), locale);
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

/** The shared part's answer as JSON Schema (from core's zod schema, so the document says what is sent). */
const SHARED_REPORT_SCHEMA = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ZSharedReport, { io: 'output' });
  return schema;
})();

function sharedPart(kind: 'evaluation' | 'pre_evaluation') {
  const label = kind === 'evaluation' ? 'evaluation' : 'pre-evaluation';
  const headers = {
    ETag: { description: "The part's version and content coding (strong); send it back as If-None-Match", schema: { type: 'string' } },
    'Cache-Control': { description: 'private, no-cache: a browser may keep the answer but revalidates it on every use', schema: { type: 'string' } },
  };
  return {
    get: {
      operationId: kind === 'evaluation' ? 'reports-evaluationShared' : 'reports-preEvaluationShared',
      summary: `Get the part of a parameter's ${label} report every lab shares`,
      description: `The part of the ${label} report that is the same for every lab of the survey (statistics lines, automatic histograms, chart series, Youden plots, nominal counts; other labs anonymous), of the survey's latest succeeded ${label} run; core's labReport of it and the lab's own part (GET …/reports/${kind}/own, whose sharedVersion is this answer's version) is the ${label} report. Served as kept: brotli or gzip as Accept-Encoding allows (Content-Encoding), else plain JSON; ETag of the version and coding, and 304 Not Modified when If-None-Match names it. Same access as the report on every request: users with read access to the lab; lab users with a late payment get 403 late_payment_error.`,
      tags: ['reports'],
      security: BEARER,
      parameters: [
        idPathParameter('labId'),
        idPathParameter('surveyId'),
        idPathParameter('paramId'),
        { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of the copy the client holds' },
      ],
      responses: {
        '200': { description: 'The shared part (JSON, in the content coding named by Content-Encoding)', headers, content: { 'application/json': { schema: SHARED_REPORT_SCHEMA } } },
        '304': { description: 'The copy named by If-None-Match is current', headers },
      },
    },
  };
}

/** The CSV exports and the shared parts as OpenAPI path items, merged into the /api/v1 document (openapi-document.ts). */
export const REPORT_ROUTES_OPENAPI = {
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation.csv': csvExport('evaluation'),
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation.csv': csvExport('pre_evaluation'),
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation/shared': sharedPart('evaluation'),
  '/labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation/shared': sharedPart('pre_evaluation'),
};
