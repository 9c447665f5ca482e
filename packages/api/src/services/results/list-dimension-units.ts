import { convertibleUnitIds, findUnitConversion } from '@eqa/core';
import type { TDimensionUnitsInput, TDimensionUnitsOutput } from './list-dimension-units.types';
import { lastSelectedUnits, lastUnitKey } from '../surveys/form-parameters';
import { openLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { findParameterDimension, findSurveyParameter } from './find-survey-parameter';

/**
 * GET …/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/units (spec 1 §2 unit choice): the
 * units the lab may choose for a numeric dimension (core convertibleUnitIds: the dimension's units that
 * convert into the parameter's evaluation unit; none for other types),
 * the default, evaluation and last selected unit, and the conversions from each unit into the
 * parameter's evaluation unit (core findUnitConversion's preference).
 */
export async function listDimensionUnits(ctx: SurveyServiceContext, input: TDimensionUnitsInput): Promise<TDimensionUnitsOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const { parameter, structure } = await findSurveyParameter(ctx.db, opened, input.paramId);
  const dimension = findParameterDimension(parameter, input.dimId);
  if (dimension.valueType !== 'numeric') {
    return { items: [], total: 0, defaultUnitId: null, evaluationUnitId: null, lastUnitSelected: null, conversions: [] };
  }
  const ids = convertibleUnitIds(dimension, parameter.id, structure.conversions);
  const [units, last] = await Promise.all([
    ids.length === 0 ? Promise.resolve([]) : ctx.db.selectFrom('units').select(['id', 'name', 'ordinal']).where('id', 'in', ids).execute(),
    lastSelectedUnits(ctx.db, opened.labId, [parameter.id], [dimension.id]),
  ]);
  const evaluationUnitId = dimension.evaluationUnitId;
  const conversions =
    evaluationUnitId === null
      ? []
      : ids.flatMap((unitId) => {
          const match = findUnitConversion(structure.conversions, unitId, evaluationUnitId, parameter.id);
          return match && match.direction !== 'identity'
            ? [{ fromUnitId: unitId, toUnitId: evaluationUnitId, factor: match.factor, parameterId: match.parameterSpecific ? parameter.id : null }]
            : [];
        });
  const lastUnit = last.get(lastUnitKey(parameter.id, dimension.id)) ?? null;
  return {
    items: ids.map((id) => units.find((u) => u.id === id)).filter((u): u is (typeof units)[number] => u !== undefined),
    total: ids.length,
    defaultUnitId: dimension.unitId,
    evaluationUnitId,
    lastUnitSelected: lastUnit !== null && ids.includes(lastUnit) ? lastUnit : null,
    conversions,
  };
}
