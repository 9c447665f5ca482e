import {
  AppError,
  assertResultsEditable,
  assertValidResultValues,
  type ResultCell,
  type ResultValueInput,
} from '@eqa/core';
import { handleLabSurveyCommand } from '@eqa/db';
import type { TSaveBulkInput, TSaveResultsOutput, TSaveSampleInput, TSaveValuesInput } from '../../routers/results/save-values.types';
import { eventMetadata, openLabSurveyAccess, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { cachedSurveySampleIds, cachedVisibleStructure } from '../surveys/survey-structure-cache';
import { dimensionDefinitions } from '../surveys/survey-parameters';
import { currentValueFields, resultsByParameter } from './result-values-read';
import { loadResultUploads, toResultValueData } from './result-value-data';

/** One result to write, with where its values sit in the payload (for 422 params). */
interface CellInput extends ResultCell {
  values: ResultValueInput[];
  path: Array<string | number>;
}

/**
 * Writes results of one lab in one survey (spec 1 §4 "Result saving"; architecture "Event-sourced
 * results"): write access to the lab, core assertResultsEditable (validated, ended unless an org
 * user, not started → 422), the parameters, result groups and samples must be the survey's and the
 * lab's (404), every value is checked by core assertValidResultValues against the parameter's
 * dimensions (422 with the payload path), then core's SetResults command decides the events of all
 * results against the stream's state, appended in one transaction with the client's expected
 * version (stale → 409) and the user in the metadata (with the saves of other requests: one
 * transaction per batch, handleLabSurveyCommand). Answers the values as stored: the cells of the
 * command's resulting state, as the result_values projection holds them.
 * The parameters' definitions and the survey's samples come from a cache of a few seconds
 * (WRITE_CACHE_TTL_MS), and so do the lab's access facts and — when they let the save through —
 * its facts of the survey (contract, status, result groups: recentLabSurveyFacts); a refusal is
 * decided on the database's current facts, and the stream on its current version.
 */
async function saveCells(
  ctx: SurveyServiceContext,
  target: { labId: number; surveyId: number; expectedVersion: number },
  cells: CellInput[],
): Promise<TSaveResultsOutput> {
  const { db } = ctx;
  const groupIds = [...new Set(cells.map((c) => c.resultGroupId))];
  const sampleIds = [...new Set(cells.map((c) => c.sampleId).filter((id): id is number => id !== null))];
  const opened = await openLabSurveyAccess(ctx, target.labId, target.surveyId, 'write', { resultGroupIds: groupIds, recentFacts: true });
  const groups = opened.resultGroups;
  assertResultsEditable(opened.status, opened.viewer);
  // the survey's parameters and samples change rarely: cached for a few seconds (survey-structure-cache)
  const [structure, surveySamples] = await Promise.all([
    cachedVisibleStructure(db, opened),
    sampleIds.length === 0 ? Promise.resolve(new Set<number>()) : cachedSurveySampleIds(db, target.surveyId),
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
    eventMetadata({ session: opened.session, requestId: ctx.requestId }),
    { expectedVersion: target.expectedVersion, createdAt: opened.now },
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
  return { streamVersion: result.version, changed: result.events.length > 0, results };
}

/** PUT …/parameters/{paramId}/result_groups/{groupId}/values */
export function saveResultValues(ctx: SurveyServiceContext, input: TSaveValuesInput): Promise<TSaveResultsOutput> {
  return saveCells(ctx, input, [
    { parameterId: input.paramId, resultGroupId: input.groupId, sampleId: input.sampleId, values: input.values, path: ['values'] },
  ]);
}

/** PUT …/parameters/values (bulk, e.g. a context value applied to the checked parameters). */
export function saveBulkResultValues(ctx: SurveyServiceContext, input: TSaveBulkInput): Promise<TSaveResultsOutput> {
  return saveCells(
    ctx,
    input,
    input.results.map((r, index) => ({ ...r, path: ['results', index, 'values'] })),
  );
}

/** PUT …/samples/{sampleId}/values */
export function saveSampleResultValues(ctx: SurveyServiceContext, input: TSaveSampleInput): Promise<TSaveResultsOutput> {
  return saveCells(
    ctx,
    input,
    input.results.map((r, index) => ({ ...r, sampleId: input.sampleId, path: ['results', index, 'values'] })),
  );
}
