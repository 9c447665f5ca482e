import {
  AppError,
  assertResultsEditable,
  IMPORT_FILE_ERRORS,
  parseFhirBundle,
  parseImportCsv,
  resolveImportRows,
  SURVEY_READ_ONLY_ERROR,
  type ParsedImport,
} from '@eqa/core';
import { appliedRequest, idempotentRequest } from '../idempotency';
import { saveImportedResultValues, type ResultWriteContext } from '../results/save-result-values';
import { ensureFirstResultGroup } from '../results/result-groups';
import { openLabSurveyAccess } from '../surveys/open-lab-survey';
import { loadImportSources } from './import-catalog';
import type { TImportFormat, TImportReport } from './import-results.types';

export interface ImportRequest {
  labId: number;
  surveyId: number;
  format: TImportFormat;
  fileName: string | null;
  content: string;
  dryRun: boolean;
}

/** The parsed rows of a file by its format (core: parseImportCsv, parseFhirBundle); 422 param `file` when unreadable. */
export function parseImport(format: TImportFormat, content: string): ParsedImport {
  if (content.trim() === '') throw AppError.constraint('file', 'The file is empty', IMPORT_FILE_ERRORS.empty);
  return format === 'csv' ? parseImportCsv(content) : parseFhirBundle(content);
}

/**
 * POST /labs/{labId}/surveys/{surveyId}/results/import (issue 36). The file is read (CSV or a FHIR
 * Bundle), every row resolved and checked by the form's rules (core resolveImportRows), and the
 * survey's state too (validated, read-only, not started refuse every row with the form's codes).
 * A dry run answers the report and saves nothing; otherwise, when no row is refused, the accepted
 * values are saved through the form's own save (saveImportedResultValues: write access, editable
 * survey, the stream's command) as one batch of events marked with their source (import, format,
 * file name, API key), into the lab's first result group; any refused row saves nothing. With an
 * Idempotency-Key a repeat answers the first import's version and appends nothing (the same key
 * with another file is 422). Needs write access to the lab (403).
 */
export async function importResults(ctx: ResultWriteContext, request: ImportRequest): Promise<TImportReport> {
  const parsed = parseImport(request.format, request.content);
  const target = { labId: request.labId, surveyId: request.surveyId };
  const hashed = { ...target, format: request.format, fileName: request.fileName, content: request.content };
  const idempotency = request.dryRun ? undefined : idempotentRequest(ctx, 'lis.importResults', hashed);
  const opened = await openLabSurveyAccess(ctx, request.labId, request.surveyId, 'write');
  const replay = await appliedRequest(ctx.db, target, idempotency);
  let locked: { type: string; params?: Record<string, string | number> } | null = null;
  if (!replay) {
    try {
      assertResultsEditable(opened.status, opened.viewer);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      locked = { type: error.type ?? SURVEY_READ_ONLY_ERROR };
    }
  }
  const sources = await loadImportSources(ctx.db, ctx.caches, opened);
  const { report, cells } = resolveImportRows(parsed, sources.catalog, locked);
  const unsaved: TImportReport = { ...report, dryRun: request.dryRun, saved: false, streamVersion: opened.lab.streamVersion };
  if (request.dryRun || report.refused > 0 || cells.length === 0) return unsaved;

  await ensureFirstResultGroup(ctx.db, request.labId, request.surveyId);
  const group = await ctx.db
    .selectFrom('resultGroups')
    .select('id')
    .where('labId', '=', request.labId)
    .where('surveyId', '=', request.surveyId)
    .orderBy('hidden')
    .orderBy('ordinal')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const apiKey = opened.session.apiKey ?? null;
  const saved = await saveImportedResultValues(
    ctx,
    target,
    hashed,
    cells.map((cell) => ({ parameterId: cell.parameterId, resultGroupId: group.id, sampleId: cell.sampleId, values: cell.values })),
    { kind: 'import', format: request.format, fileName: request.fileName, apiKeyId: apiKey?.id ?? null, apiKeyName: apiKey?.name ?? null },
  );
  return { ...report, dryRun: false, saved: true, streamVersion: saved.streamVersion };
}
