import { AppError } from '@eqa/core';
import type { Executor } from '@eqa/db';
import { loadVisibleStructure } from '../surveys/get-survey-form';
import type { OpenedLabSurvey } from '../surveys/open-lab-survey';
import type { SurveyComponentDimension, SurveyDimension, SurveyParameter, SurveyStructure } from '../surveys/survey-parameters';

/** A visible parameter of the survey with the conversions that may apply to it; 404 when the survey has none such. */
export async function findSurveyParameter(
  db: Executor,
  opened: OpenedLabSurvey,
  parameterId: number,
): Promise<{ parameter: SurveyParameter; structure: SurveyStructure }> {
  const structure = await loadVisibleStructure(db, opened, [parameterId]);
  const parameter = structure.parameters.find((p) => p.id === parameterId);
  if (!parameter) throw AppError.notFound('Parameter');
  return { parameter, structure };
}

/** A dimension of the parameter, or a component of one of its composite dimensions; 404 otherwise. */
export function findParameterDimension(parameter: SurveyParameter, dimensionId: string): SurveyDimension | SurveyComponentDimension {
  for (const dimension of [...parameter.dimensions.result, ...parameter.dimensions.context]) {
    if (dimension.id === dimensionId) return dimension;
    const component = dimension.components.find((c) => c.id === dimensionId);
    if (component) return component;
  }
  throw AppError.notFound('Dimension');
}
