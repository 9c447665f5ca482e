import { filterParameters, parameterCheckboxesVisible } from '@eqa/core';
import type { TFormParametersInput, TFormParametersOutput } from './get-survey-form.types';
import { buildFormParameters, loadVisibleStructure, readFormSnapshot } from './get-survey-form';
import { openLabSurvey, type SurveyServiceContext } from './open-lab-survey';

/** 'method' → { dimensionId: 'method' }; 'method:12' → { dimensionId: 'method', valueId: 12 }. */
export function parseContextFilter(text: string): { dimensionId: string; valueId: number | null } {
  const [dimensionId = '', valueId] = text.split(':');
  return { dimensionId, valueId: valueId === undefined ? null : Number(valueId) };
}

/**
 * GET /labs/{labId}/surveys/{surveyId}/form/parameters?context_filter=…&filter=…&query=… : the form's
 * parameters narrowed by a context filter (parameters that have the context dimension, and allow
 * the value when one is given: the rows the parameter checkboxes apply a context value to through
 * the bulk save), then by core's result filter mode and search.
 */
export async function getFormParameters(ctx: SurveyServiceContext, input: TFormParametersInput): Promise<TFormParametersOutput> {
  const opened = await openLabSurvey(ctx, input.labId, input.surveyId, 'read');
  const structure = await loadVisibleStructure(ctx.db, opened);
  const filter = input.contextFilter ? parseContextFilter(input.contextFilter) : null;
  const matching = filter
    ? structure.parameters.filter((p) =>
        p.dimensions.context.some((d) => d.id === filter.dimensionId && (filter.valueId === null || d.values.some((v) => v.id === filter.valueId))),
      )
    : structure.parameters;
  const narrowed = { ...structure, parameters: matching };
  const snapshot = await readFormSnapshot(ctx, opened, matching.map((p) => p.id));
  const parameters = await buildFormParameters(ctx, opened, narrowed, snapshot);
  const query = input.query?.trim();
  return {
    parameters: filterParameters(parameters, input.filter, query ? { query, locale: input.locale } : undefined),
    checkboxesVisible: parameterCheckboxesVisible(opened.status, { orgUser: opened.viewer.orgUser, contextFilterActive: filter !== null }),
    streamVersion: snapshot.streamVersion,
  };
}
