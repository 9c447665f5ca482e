import { missingMandatoryContextOf, resultGroupName } from '@eqa/core';
import { resultValueFromRow } from '@eqa/db';
import type { TLabSurveyInput } from '../surveys/get-survey.types';
import type { TMissingMandatoryValuesOutput } from './missing-mandatory-values.types';
import { loadVisibleStructure, readFormSnapshot } from '../surveys/get-survey-form';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { parameterDimensions } from '../surveys/survey-parameters';

/**
 * GET /labs/{labId}/surveys/{surveyId}/missing_mandatory_values: the list of the missing-values
 * dialog (spec 1 §2/§4) over the lab's current values, with names, and the stream version it is of.
 */
export async function listMissingMandatoryValues(ctx: SurveyServiceContext, input: TLabSurveyInput): Promise<TMissingMandatoryValuesOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const structure = await loadVisibleStructure(ctx.db, opened);
  const snapshot = await readFormSnapshot(ctx, opened, structure.parameters.map((p) => p.id));
  const missing = missingMandatoryContextOf(
    { parameters: structure.parameters, mandatoryContextIds: opened.survey.mandatoryContextIds },
    snapshot.rows.map((row) => ({ parameterId: row.parameterId, resultGroupId: row.resultGroupId, sampleId: row.sampleId, value: resultValueFromRow(row) })),
  );
  const sampleIds = [...new Set(missing.map((m) => m.sampleId).filter((id): id is number => id !== null))];
  const samples =
    sampleIds.length === 0 ? [] : await ctx.db.selectFrom('samples').select(['id', 'name']).where('id', 'in', sampleIds).execute();
  const items = missing.map((m) => {
    const parameter = structure.parameters.find((p) => p.id === m.parameterId);
    const dimension = parameter ? parameterDimensions(parameter).find((d) => d.id === m.dimensionId) : undefined;
    const group = snapshot.resultGroups.find((g) => g.id === m.resultGroupId);
    return {
      parameterId: m.parameterId,
      parameterName: parameter?.name ?? {},
      resultGroupId: m.resultGroupId,
      resultGroupName: group ? resultGroupName({ name: group.name, ordinal: group.ordinal }, 'en') : String(m.resultGroupId),
      sampleId: m.sampleId,
      sampleName: m.sampleId === null ? null : (samples.find((s) => s.id === m.sampleId)?.name ?? null),
      dimensionId: m.dimensionId,
      dimensionName: dimension?.name ?? {},
    };
  });
  return { items, total: items.length, streamVersion: snapshot.streamVersion };
}
