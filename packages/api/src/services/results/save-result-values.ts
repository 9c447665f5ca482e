import {
  AppError,
  assertResultsEditable,
  assertValidResultValues,
  type ResultCell,
  type ResultSource,
  type ResultValueInput,
} from '@eqa/core';
import { handleLabSurveyCommand } from '@eqa/db';
import type { TSaveBulkInput, TSaveResultsOutput, TSaveSampleInput, TSaveValuesInput } from './save-values.types';
import { appliedRequest, idempotentRequest } from '../idempotency';
import { eventMetadata, openLabSurveyAccess, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { cachedSurveySampleIds, cachedVisibleStructure, type StructureCaches } from '../surveys/survey-structure-cache';
import { dimensionDefinitions } from '../surveys/survey-parameters';
import { currentValueFields, resultsByParameter } from './result-values-read';
import { loadResultUploads, toResultValueData } from './result-value-data';

/** What a result save needs of the request context: the survey services' and the structure caches. */
export interface ResultWriteContext extends SurveyServiceContext {
  caches: StructureCaches;
}

/** One result to write, with where its values sit in the payload (for 422 params). */
interface CellInput extends ResultCell {
  values: ResultValueInput[];
  path: Array<string | number>;
}

/**
 * Writes results of one lab in one survey (spec 1 §4 "Result saving"; architecture "Event-sourced
 * results"): write access to the lab, core assertResultsEditable (validated → 409
 * survey_validated_error, as the stream answers it; ended unless an org user, not started → 422),
 * the parameters, result groups and samples must be the survey's and the lab's (404), every value
 * is checked by core assertValidResultValues against the parameter's dimensions (422 with the
 * payload path), then core's SetResults command decides the events of all results against the
 * stream's state: with the client's `expectedVersion`, a result another session changed since
 * conflicts (409 stream_version_conflict); without it the save is unconditional. The session and
 * the Idempotency-Key go into the events' metadata (a retry answers the first save's version and
 * appends nothing). Answers the values as stored: the cells of the command's resulting state, as
 * the result_values projection holds them. Access is decided on the database as of this request;
 * the parameters' definitions and the survey's samples come from a cache of a few seconds.
 */
async function saveCells(
  ctx: ResultWriteContext,
  operation: { name: string; input: unknown },
  target: { labId: number; surveyId: number; expectedVersion?: number | undefined },
  cells: CellInput[],
  options: { source?: ResultSource } = {},
): Promise<TSaveResultsOutput> {
  const { db, caches } = ctx;
  const idempotency = idempotentRequest(ctx, operation.name, operation.input);
  const groupIds = [...new Set(cells.map((c) => c.resultGroupId))];
  const sampleIds = [...new Set(cells.map((c) => c.sampleId).filter((id): id is number => id !== null))];
  const opened = await openLabSurveyAccess(ctx, target.labId, target.surveyId, 'write', { resultGroupIds: groupIds });
  const groups = opened.resultGroups;
  const replay = await appliedRequest(db, target, idempotency);
  if (!replay) assertResultsEditable(opened.status, opened.viewer);
  // the survey's parameters and samples change rarely: cached for a few seconds (caches.ts)
  const [structure, surveySamples] = await Promise.all([
    cachedVisibleStructure(db, caches, opened),
    sampleIds.length === 0 ? Promise.resolve(new Set<number>()) : cachedSurveySampleIds(db, caches, target.surveyId),
  ]);
  if (groups.length !== groupIds.length) throw AppError.notFound('Result group');
  if (sampleIds.some((id) => !surveySamples.has(id))) throw AppError.notFound('Sample');

  const validated = cells.map((cell) => {
    const parameter = structure.parameters.find((p) => p.id === cell.parameterId);
    if (!parameter) throw AppError.notFound('Parameter');
    const values = assertValidResultValues(cell.values, dimensionDefinitions(parameter), {
      basePath: cell.path,
      parameterId: parameter.id,
      conversions: structure.conversions,
    });
    return { cell, values };
  });
  const fileIds = validated.flatMap(({ values }) => values.flatMap((v) => (v.fileId === null ? [] : [v.fileId])));
  const uploads = await loadResultUploads(db, target.labId, target.surveyId, fileIds);
  const commands = validated.map(({ cell, values }) => ({
    cell: { parameterId: cell.parameterId, resultGroupId: cell.resultGroupId, sampleId: cell.sampleId },
    values: values.map((value, index) =>
      toResultValueData(value, { parameterId: cell.parameterId, uploads, path: [...cell.path, index].join('.') }),
    ),
  }));

  const result = await handleLabSurveyCommand(
    db,
    { labId: target.labId, surveyId: target.surveyId },
    { type: 'SetResults', data: { results: commands.map((command) => ({ ...command.cell, values: command.values })) } },
    eventMetadata({ session: opened.session, requestId: ctx.requestId, idempotency, source: options.source }),
    { expectedVersion: target.expectedVersion, createdAt: opened.now, idempotency },
  );
  const rows = currentValueFields(target.labId, target.surveyId, result.state, commands.map((c) => c.cell));

  const hidden = new Set(groups.filter((g) => g.hidden).map((g) => g.id));
  const byParameter = await resultsByParameter(db, rows, hidden);
  const seen = new Set<string>();
  const results: TSaveResultsOutput['results'] = [];
  for (const { cell } of commands) {
    const key = `${cell.parameterId}/${cell.resultGroupId}/${cell.sampleId ?? '-'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const stored = (byParameter.get(cell.parameterId) ?? []).find((r) => r.resultGroupId === cell.resultGroupId && r.sampleId === cell.sampleId);
    results.push({ parameterId: cell.parameterId, resultGroupId: cell.resultGroupId, sampleId: cell.sampleId, hidden: hidden.has(cell.resultGroupId), values: stored?.values ?? [] });
  }
  // a retry answers as the first save did: its version, changed
  return { streamVersion: replay?.version ?? result.version, changed: replay !== null || result.events.length > 0, results };
}

/** PUT …/parameters/{paramId}/result_groups/{groupId}/values */
export function saveResultValues(ctx: ResultWriteContext, input: TSaveValuesInput): Promise<TSaveResultsOutput> {
  return saveCells(ctx, { name: 'results.saveValues', input }, input, [
    { parameterId: input.paramId, resultGroupId: input.groupId, sampleId: input.sampleId, values: input.values, path: ['values'] },
  ]);
}

/** PUT …/parameters/values (bulk, e.g. a context value applied to the checked parameters). */
export function saveBulkResultValues(ctx: ResultWriteContext, input: TSaveBulkInput): Promise<TSaveResultsOutput> {
  return saveCells(
    ctx,
    { name: 'results.saveBulk', input },
    input,
    input.results.map((r, index) => ({ ...r, path: ['results', index, 'values'] })),
  );
}

/** PUT …/samples/{sampleId}/values */
export function saveSampleResultValues(ctx: ResultWriteContext, input: TSaveSampleInput): Promise<TSaveResultsOutput> {
  return saveCells(
    ctx,
    { name: 'results.saveSample', input },
    input,
    input.results.map((r, index) => ({ ...r, sampleId: input.sampleId, path: ['results', index, 'values'] })),
  );
}

/**
 * The values of an import (services/lis/import-results.ts), written as one save of several results
 * by the same rules as the form's (access, editable survey, values, the stream's command), its
 * events marked with their source; `input` is what the Idempotency-Key's hash is taken of.
 */
export function saveImportedResultValues(
  ctx: ResultWriteContext,
  target: { labId: number; surveyId: number },
  input: unknown,
  results: ReadonlyArray<{ parameterId: number; resultGroupId: number; sampleId: number; values: ResultValueInput[] }>,
  source: ResultSource,
): Promise<TSaveResultsOutput> {
  return saveCells(
    ctx,
    { name: 'lis.importResults', input },
    target,
    results.map((r, index) => ({ ...r, path: ['results', index, 'values'] })),
    { source },
  );
}
