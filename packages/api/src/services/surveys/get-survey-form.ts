import {
  contextFilterState,
  shouldOpenInstructions,
  shouldShowLatestResultsHint,
} from '@eqa/core';
import type { Executor } from '@eqa/db';
import type { TLabSurveyInput } from './get-survey.types';
import type { TFormParameter, TSurveyFormOutput, TUnitOut } from './get-survey-form.types';
import { ensureFirstResultGroup, loadResultGroups } from '../results/result-groups';
import { loadCurrentValues, resultsByParameter } from '../results/result-values-read';
import { evaluatedSampleResults, flaggedParameters, formParameter, lastSelectedUnits } from './form-parameters';
import { accreditationDay, openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from './open-lab-survey';
import { invalidSampleResults, surveyHeader } from './survey-header';
import { loadSurveyStructure, parameterDimensions, type SurveyStructure } from './survey-parameters';

/** The visible parameters of an opened survey (hidden ones are not shown to anyone on the form). */
export async function loadVisibleStructure(db: Executor, opened: OpenedLabSurvey, parameterIds?: readonly number[]): Promise<SurveyStructure> {
  const structure = await loadSurveyStructure(
    db,
    {
      id: opened.survey.id,
      schemeId: opened.survey.schemeId,
      schemeVersionId: opened.survey.schemeVersionId,
      mandatoryContextIds: opened.survey.mandatoryContextIds,
      accreditationDay: accreditationDay(opened.survey.startsAt, opened.now),
    },
    parameterIds ? { parameterIds } : {},
  );
  return { ...structure, parameters: structure.parameters.filter((p) => !p.hidden) };
}

/** The lab's values and the stream version they belong to, read from one snapshot. */
export async function readFormSnapshot(ctx: SurveyServiceContext, opened: OpenedLabSurvey, parameterIds: readonly number[]) {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const [rows, status, resultGroups] = await Promise.all([
        loadCurrentValues(trx, opened.labId, opened.survey.id, { parameterIds }),
        trx
          .selectFrom('labSurveyStatus')
          .select(['streamVersion', 'resultCount'])
          .where('labId', '=', opened.labId)
          .where('surveyId', '=', opened.survey.id)
          .executeTakeFirst(),
        loadResultGroups(trx, opened.labId, opened.survey.id),
      ]);
      return { rows, streamVersion: status?.streamVersion ?? 0, resultCount: status?.resultCount ?? 0, resultGroups };
    });
}

/** Builds the form parameters of a structure from a snapshot of the lab's values. */
export async function buildFormParameters(
  ctx: SurveyServiceContext,
  opened: OpenedLabSurvey,
  structure: SurveyStructure,
  snapshot: Awaited<ReturnType<typeof readFormSnapshot>>,
): Promise<TFormParameter[]> {
  const parameterIds = structure.parameters.map((p) => p.id);
  const dimensionIds = [...new Set(structure.parameters.flatMap((p) => parameterDimensions(p).flatMap((d) => [d.id, ...d.components.map((c) => c.id)])))];
  const hiddenGroups = new Set(snapshot.resultGroups.filter((g) => g.hidden).map((g) => g.id));
  const [results, flagged, evaluations, lastUnits] = await Promise.all([
    resultsByParameter(ctx.db, snapshot.rows, hiddenGroups),
    flaggedParameters(ctx.db, opened, parameterIds),
    evaluatedSampleResults(ctx.db, opened),
    lastSelectedUnits(ctx.db, opened.labId, parameterIds, dimensionIds),
  ]);
  const facts = { rows: snapshot.rows, results, flagged, evaluations, lastUnits };
  return structure.parameters.map((p) => formParameter(p, opened, facts));
}

/**
 * GET /labs/{labId}/surveys/{surveyId}/form (spec 1 §2 "Survey page (form mode)"): the survey with
 * its status flags, samples, result groups, parameters grouped and ungrouped with their result and
 * context dimensions, units and conversions, the lab's current values (result_values projection),
 * and the stream version the client sends back with its next write. Values and version come from
 * one snapshot, so the version is exactly the one of the values shown.
 */
export async function getSurveyForm(ctx: SurveyServiceContext, input: TLabSurveyInput): Promise<TSurveyFormOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const { db } = ctx;
  await ensureFirstResultGroup(db, opened.labId, opened.survey.id);
  const structure = await loadVisibleStructure(db, opened);
  const [snapshot, samples, invalidCount, user] = await Promise.all([
    readFormSnapshot(ctx, opened, structure.parameters.map((p) => p.id)),
    db
      .selectFrom('samples')
      .select(['id', 'name', 'description', 'url', 'ordinal'])
      .where('surveyId', '=', opened.survey.id)
      .orderBy('ordinal')
      .orderBy('id')
      .execute(),
    invalidSampleResults(db, opened),
    db.selectFrom('users').select('seenLatestResultsFilter').where('id', '=', opened.session.user.id).executeTakeFirst(),
  ]);
  const parameters = await buildFormParameters(ctx, opened, structure, snapshot);

  const unitIds = new Set<number>();
  for (const p of structure.parameters) {
    for (const d of parameterDimensions(p)) {
      for (const dim of [d, ...d.components]) {
        for (const id of [dim.unitId, dim.evaluationUnitId, ...dim.unitIds]) if (id !== null) unitIds.add(id);
      }
    }
  }
  for (const row of snapshot.rows) if (row.unitId !== null) unitIds.add(row.unitId);
  const units: TUnitOut[] =
    unitIds.size === 0
      ? []
      : await db.selectFrom('units').select(['id', 'name', 'ordinal']).where('id', 'in', [...unitIds]).orderBy('ordinal').orderBy('id').execute();

  const grouped = structure.groups.map((g) => ({
    id: g.id,
    name: g.name,
    ordinal: g.ordinal,
    parameterIds: structure.parameters.filter((p) => p.groupId === g.id).map((p) => p.id),
  }));
  const header = surveyHeader(opened, { invalidSampleResults: invalidCount, streamVersion: snapshot.streamVersion, resultCount: snapshot.resultCount });
  return {
    survey: header,
    samples,
    resultGroups: snapshot.resultGroups,
    parameterGroups: grouped.filter((g) => g.parameterIds.length > 0),
    ungroupedParameterIds: structure.parameters.filter((p) => p.groupId === null || !structure.groups.some((g) => g.id === p.groupId)).map((p) => p.id),
    parameters,
    units,
    conversions: structure.conversions.filter((c) => c.parameterId === null || structure.parameters.some((p) => p.id === c.parameterId)),
    contextFilter: contextFilterState(opened.status, opened.viewer),
    openInstructions: shouldOpenInstructions(opened.status, header.statistics.hasResults, opened.canWrite),
    showLatestResultsHint: shouldShowLatestResultsHint(opened.session.roleId, user?.seenLatestResultsFilter ?? true),
  };
}
