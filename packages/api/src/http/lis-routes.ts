import express, { type Router } from 'express';
import { z } from 'zod';
import { AppError, MAX_IMPORT_BYTES, type CsvSeparator } from '@eqa/core';
import type { ApiDeps } from '../context';
import { importResults } from '../services/lis/import-results';
import { ZImportReport, type TImportFormat } from '../services/lis/import-results.types';
import { providerResultsCsv } from '../services/lis/provider-results-csv';
import { resultsTemplate } from '../services/lis/results-template';
import { ZQueryBoolean, ZUpdatedSince } from '../services/shared.types';
import { contentDisposition, decodeName, firstString, plainRouteKit, readBody, ZLanguageTag } from './plain-routes';
import { BEARER, fileResponse, idPathParameter, queryParameter } from './openapi-parts';

/** The REST paths (under /api/v1) of the LIS routes: a CSV download and a raw-file upload the OpenAPI adapter cannot serve. */
export const RESULTS_TEMPLATE_PATH = '/labs/:labId/surveys/:surveyId/results/template.csv';
export const RESULTS_IMPORT_PATH = '/labs/:labId/surveys/:surveyId/results/import';
export const PROVIDER_RESULTS_PATH = '/orgs/:orgId/surveys/:surveyId/results.csv';

const ZPositiveId = z.coerce.number().int().positive().max(2147483647);
const ZSurveyParams = z.object({ labId: ZPositiveId, surveyId: ZPositiveId });
const ZOrgSurveyParams = z.object({ orgId: ZPositiveId, surveyId: ZPositiveId });
/** The provider export's poll filter (422 param updatedSince when unreadable). */
const ZProviderResultsQuery = z.object({ updatedSince: ZUpdatedSince.optional() });
const ZSeparator = z.enum(['comma', 'semicolon']).default('comma');

/** The import's format by the Content-Type (415 otherwise). */
export function importFormatOf(contentType: string | undefined): TImportFormat {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/csv' || type === 'text/plain' || type === 'application/vnd.ms-excel') return 'csv';
  if (type === 'application/fhir+json' || type === 'application/json') return 'fhir';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send text/csv or application/fhir+json', { type: 'lis.import.unsupportedFormat' });
}

/** The file's text: UTF-8 (a BOM dropped), else Windows-1250 as older Hungarian Excel saves CSV. */
export function decodeImportText(content: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('windows-1250').decode(content);
  }
}

/**
 * The LIS routes (issue 36), mounted at /api/v1 before the JSON body parser:
 * - GET …/results/template.csv?locale=&separator=comma|semicolon: the template (services/lis/results-template.ts).
 * - POST …/results/import?dryRun=true|false&fileName=…: the raw file as the body (text/csv or
 *   application/fhir+json), answered with the per-row report (services/lis/import-results.ts).
 */
export function createLisRoutes(deps: ApiDeps): Router {
  const kit = plainRouteKit(deps);
  const router = express.Router();

  /** A CSV download: the path's ids, the language and separator of the query, the file made from them. */
  const csvDownload =
    <P>(
      params: z.ZodType<P>,
      make: (ctx: Awaited<ReturnType<typeof kit.context>>, input: P & { locale: 'en' | 'hu'; separator: CsvSeparator }, req: express.Request) => Promise<{ name: string; content: string }>,
    ) =>
    async (req: express.Request, res: express.Response) => {
      try {
        const ctx = await kit.context(req, res);
        const ids = params.parse(req.params);
        const locale = ZLanguageTag.catch('en').parse(firstString(req.query.locale) ?? 'en');
        const separator: CsvSeparator = ZSeparator.parse(firstString(req.query.separator)) === 'semicolon' ? ';' : ',';
        const file = await make(ctx, { ...ids, locale: locale === 'hu' ? 'hu' : 'en', separator }, req);
        res.status(200);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', contentDisposition(file.name));
        res.setHeader('Cache-Control', 'private, no-store');
        res.send(file.content);
      } catch (error) {
        kit.fail(req, res, error);
      }
    };

  router.get(RESULTS_TEMPLATE_PATH, csvDownload(ZSurveyParams, resultsTemplate));

  const importHandler = async (req: express.Request, res: express.Response) => {
    try {
      const ctx = await kit.context(req, res);
      const params = ZSurveyParams.parse(req.params);
      const format = importFormatOf(req.headers['content-type']);
      const dryRun = ZQueryBoolean.default(false).parse(firstString(req.query.dryRun) ?? firstString(req.query.dry_run));
      const fileName = firstString(req.query.fileName) ?? decodeName(firstString(req.headers['x-file-name'])) ?? null;
      const body = await readBody(req, MAX_IMPORT_BYTES);
      if (body.size > MAX_IMPORT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'At most 2 MB per import', { type: 'lis.import.tooLarge', params: { maxMegabytes: 2 } });
      const report = await importResults(ctx, { ...params, format, fileName: fileName?.slice(0, 255) ?? null, content: decodeImportText(body.content), dryRun });
      res.status(200).json(ZImportReport.parse(report));
    } catch (error) {
      if (!req.readableEnded) req.resume();
      kit.fail(req, res, error);
    }
  };
  router.post(RESULTS_IMPORT_PATH, importHandler);

  router.get(
    PROVIDER_RESULTS_PATH,
    csvDownload(ZOrgSurveyParams, (ctx, input, req) => {
      const { updatedSince } = ZProviderResultsQuery.parse({ updatedSince: firstString(req.query.updatedSince) ?? firstString(req.query.updated_since) });
      return providerResultsCsv(ctx, { ...input, updatedSince: updatedSince ?? null });
    }),
  );
  return router;
}

const REPORT_SCHEMA = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ZImportReport, { io: 'output' });
  return schema;
})();

const CSV_EXAMPLE = 'sampleId,sampleName,parameterId,parameterName,dimensionId,dimensionName,labCode,loinc,unit,value,comment\r\n12,S-2026-1,3,Glucose,result,Result,GLU,14749-6,mmol/L,"5,6",\r\n';
const FHIR_EXAMPLE = {
  resourceType: 'Bundle',
  type: 'collection',
  entry: [
    {
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '14749-6' }] },
        specimen: { reference: 'Specimen/12' },
        valueQuantity: { value: 5.6, unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' },
      },
    },
  ],
};

/** The two routes as OpenAPI path items, merged into the /api/v1 document (openapi-document.ts). */
export const LIS_ROUTES_OPENAPI = {
  '/labs/{labId}/surveys/{surveyId}/results/template.csv': {
    get: {
      operationId: 'lis-resultsTemplate',
      summary: 'Download the results template (CSV)',
      description:
        'One row per cell the lab may fill (sample × parameter × result dimension; composite and document values are not imported) with the codes to use and an empty value column. Columns, always in English and in this order: sampleId, sampleName, parameterId, parameterName, dimensionId, dimensionName, labCode (the lab’s mapped code), loinc, unit (UCUM where known), value, comment; names of things in `locale`. UTF-8 with a byte-order mark. Read access to the lab’s survey.',
      tags: ['results'],
      security: BEARER,
      parameters: [
        idPathParameter('labId'),
        idPathParameter('surveyId'),
        queryParameter('locale', 'Language of the names (en or hu; default en)', { type: 'string', enum: ['en', 'hu'] }),
        queryParameter('separator', 'Field separator: comma (default) or semicolon (as Hungarian Excel writes)', { type: 'string', enum: ['comma', 'semicolon'] }),
      ],
      responses: { '200': fileResponse('The template, with Content-Disposition', ['text/csv']) },
    },
  },
  '/orgs/{orgId}/surveys/{surveyId}/results.csv': {
    get: {
      operationId: 'lis-providerResultsCsv',
      summary: "Export every lab's results of a survey (CSV)",
      description:
        'For the organisation’s admins (403 otherwise; 404 for a survey of another organisation): every lab’s current values of the survey, one row per value (lab × result group × sample × parameter × dimension). Columns: labQcCode, labName, resultGroup, hiddenResultGroup, sampleId, sampleName, parameterId, parameterName, dimensionId, relation, value, unit, convertedValue (in the evaluation unit), updatedAt (the time of the event that wrote it), updatedBy, changedAt (when the row last changed, the database’s clock: what updatedSince compares). Nominal values by their name in `locale`; booleans as true/false. UTF-8 with a byte-order mark. `updatedSince` lists only the values changed at or after it (values removed since are not listed: pull the whole file to see removals); 422 param updatedSince when it is not an ISO 8601 date-time with an offset.',
      tags: ['results'],
      security: BEARER,
      parameters: [
        idPathParameter('orgId'),
        idPathParameter('surveyId'),
        queryParameter('locale', 'Language of the names (en or hu; default en)', { type: 'string', enum: ['en', 'hu'] }),
        queryParameter('separator', 'Field separator: comma (default) or semicolon', { type: 'string', enum: ['comma', 'semicolon'] }),
        queryParameter('updatedSince', 'Only values changed at or after this moment (ISO 8601 date-time with its offset, e.g. 2026-12-02T10:00:00Z; a + sent as %2B)', { type: 'string', format: 'date-time' }),
      ],
      responses: { '200': fileResponse('The CSV, with Content-Disposition', ['text/csv']) },
    },
  },
  '/labs/{labId}/surveys/{surveyId}/results/import': {
    post: {
      operationId: 'lis-importResults',
      summary: 'Import results from a CSV or a FHIR R4 Bundle',
      description:
        'Takes the filled template (`text/csv`, `;` or `,`, decimal comma or point; rows with an empty value are skipped) or a FHIR R4 Bundle of Observations (`application/fhir+json`: the test by a LOINC coding or the lab’s own code, the value as valueQuantity with a UCUM unit, valueString or valueCodeableConcept, `specimen` = `Specimen/{sampleId}` or the sample’s name; final, amended or corrected only). Answers a report per row: accepted, or refused with the same `type` and `params` as the form’s errors (value.*, survey_validated_error, survey_read_only, survey_not_started) or the import’s (lis.import.unknownCode, unknownUnit, unitKindMismatch, unknownSample, duplicateCell, …). `dryRun=true` saves nothing. Otherwise, when no row is refused, all rows are saved as one batch of result events marked with their source (import, file name, key) into the lab’s first result group; a refused row saves nothing (`saved: false`). Send an `Idempotency-Key` to make a retry safe: the same key and file answer the first import and append nothing. Write access to the lab (403); 413 over 2 MB; 415 another Content-Type; 422 param `file` when the file cannot be read.',
      tags: ['results'],
      security: BEARER,
      parameters: [
        idPathParameter('labId'),
        idPathParameter('surveyId'),
        queryParameter('dryRun', 'true: check and report only, save nothing (default false)', { type: 'boolean' }),
        queryParameter('fileName', 'The file’s name, kept as the source of the saved values (or the X-File-Name header, percent-encoded)'),
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 }, description: 'Makes a retry safe: the same key and file answer the first import' },
      ],
      requestBody: {
        required: true,
        content: {
          'text/csv': { schema: { type: 'string' }, example: CSV_EXAMPLE },
          'application/fhir+json': { schema: { type: 'object' }, example: FHIR_EXAMPLE },
        },
      },
      responses: { '200': { description: 'The per-row report', content: { 'application/json': { schema: REPORT_SCHEMA, example: { accepted: 1, refused: 1, rows: [{ row: 2, status: 'accepted' }, { row: 3, status: 'refused', type: 'lis.import.unknownUnit', params: { unit: 'mg' }, message: 'Unknown unit' }], dryRun: true, saved: false, streamVersion: 4 } } } } },
    },
  },
};
