import { AppError, searchNominalOptions, visibleNominalOptions } from '@eqa/core';
import type { Executor } from '@eqa/db';
import type {
  TDimensionValuesOutput,
  TParameterDimensionValuesInput,
  TSurveyDimensionValuesInput,
} from './list-dimension-values.types';
import { loadVisibleStructure } from '../surveys/get-survey-form';
import { openLabSurvey, type OpenedLabSurvey, type SurveyServiceContext } from '../surveys/open-lab-survey';
import { parameterDimensions, type SurveyNominalOption } from '../surveys/survey-parameters';
import { findParameterDimension, findSurveyParameter } from './find-survey-parameter';

/** Nominal value ids the lab holds in the survey for a dimension (optionally of one parameter). */
async function heldValueIds(db: Executor, opened: OpenedLabSurvey, dimensionId: string, parameterId: number | null): Promise<number[]> {
  let query = db
    .selectFrom('resultValues')
    .select(['dimensionId', 'valueId', 'components'])
    .where('labId', '=', opened.labId)
    .where('surveyId', '=', opened.survey.id);
  if (parameterId !== null) query = query.where('parameterId', '=', parameterId);
  const rows = await query.execute();
  const ids: number[] = [];
  for (const row of rows) {
    if (row.dimensionId === dimensionId && row.valueId !== null) ids.push(row.valueId);
    for (const c of row.components ?? []) if (c.dimensionId === dimensionId && c.valueId !== null) ids.push(c.valueId);
  }
  return ids;
}

function page(
  options: readonly SurveyNominalOption[],
  opened: OpenedLabSurvey,
  selectedIds: number[],
  input: { offset: number; limit: number; query?: string | undefined; locale: string },
): TDimensionValuesOutput {
  const visible = visibleNominalOptions(options, { evaluated: opened.status.evaluated, selectedIds });
  const query = input.query?.trim() ?? '';
  const searched = query.length > 0 ? searchNominalOptions(visible, query, input.locale) : { options: visible, message: null };
  return {
    items: searched.options.slice(input.offset, input.offset + input.limit),
    total: searched.options.length,
    message: searched.message,
  };
}

/**
 * GET …/surveys/{surveyId}/parameters/{paramId}/dimensions/{dimId}/values (spec 1 §2 nominal control):
 * the values the parameter allows for the dimension (or a component of its composite dimension),
 * deprecated ones hidden unless evaluated or held, searched and paged.
 */
export async function listParameterDimensionValues(
  ctx: SurveyServiceContext,
  input: TParameterDimensionValuesInput,
): Promise<TDimensionValuesOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const { parameter } = await findSurveyParameter(ctx.db, opened, input.paramId);
  const dimension = findParameterDimension(parameter, input.dimId);
  if (dimension.valueType !== 'nominal') throw AppError.constraint('dimId', 'Not a nominal dimension', 'value.typeMismatch');
  const selected = await heldValueIds(ctx.db, opened, dimension.id, parameter.id);
  return page(dimension.values, opened, selected, input);
}

/**
 * GET …/surveys/{surveyId}/dimensions/{dimId}/values: the values of a nominal dimension the survey
 * uses (the context filter's choices): every value some parameter of the survey allows, by ordinal.
 */
export async function listSurveyDimensionValues(ctx: SurveyServiceContext, input: TSurveyDimensionValuesInput): Promise<TDimensionValuesOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const structure = await loadVisibleStructure(ctx.db, opened);
  const byId = new Map<number, SurveyNominalOption>();
  let found = false;
  for (const parameter of structure.parameters) {
    for (const dimension of parameterDimensions(parameter)) {
      for (const d of [dimension, ...dimension.components]) {
        if (d.id !== input.dimId) continue;
        if (d.valueType !== 'nominal') throw AppError.constraint('dimId', 'Not a nominal dimension', 'value.typeMismatch');
        found = true;
        for (const v of d.values) byId.set(v.id, v);
      }
    }
  }
  if (!found) throw AppError.notFound('Dimension');
  const selected = await heldValueIds(ctx.db, opened, input.dimId, null);
  return page([...byId.values()], opened, selected, input);
}
