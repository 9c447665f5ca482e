import type { RouterOutputs } from '../../lib/trpc';
import type { DraftKeyParts } from './draft-storage';
import type { SaveAnswer, StoredLookup } from './result-saver';

export type SurveyForm = RouterOutputs['surveys']['form'];
export type FormParameter = SurveyForm['parameters'][number];
export type FormDimension = FormParameter['dimensions']['result'][number];
export type FormResult = FormParameter['results'][number];
export type FormValue = FormResult['values'][number];
export type FormResultGroup = SurveyForm['resultGroups'][number];
export type FormSample = SurveyForm['samples'][number];

/** The values the form holds for one place (parameter × result group × sample). */
export function resultValues(parameter: Pick<FormParameter, 'results'>, resultGroupId: number, sampleId: number | null): FormValue[] {
  return parameter.results.find((r) => r.resultGroupId === resultGroupId && r.sampleId === sampleId)?.values ?? [];
}

/** Where drafts of a form can go: the parameter's dimension, an existing result group and sample. */
export function formLookup(form: Pick<SurveyForm, 'parameters' | 'resultGroups' | 'samples'>): StoredLookup {
  return (parts: DraftKeyParts) => {
    const parameter = form.parameters.find((p) => p.id === parts.parameterId);
    if (!parameter) return null;
    const dimension = [...parameter.dimensions.result, ...parameter.dimensions.context].find((d) => d.id === parts.dimensionId);
    if (!dimension) return null;
    if (!form.resultGroups.some((g) => g.id === parts.resultGroupId)) return null;
    if (parts.sampleId !== null && !form.samples.some((s) => s.id === parts.sampleId)) return null;
    return { dimension, values: resultValues(parameter, parts.resultGroupId, parts.sampleId) };
  };
}

/**
 * The form after a save: the saved results replace the form's (a result without values goes),
 * the stream version moves on, and hasResults follows.
 */
export function applySaveToForm(form: SurveyForm, answer: SaveAnswer & { results: Array<{ parameterId: number; resultGroupId: number; sampleId: number | null; values: FormValue[] }> }): SurveyForm {
  const touched = new Set(answer.results.map((r) => r.parameterId));
  const parameters = form.parameters.map((parameter) => {
    if (!touched.has(parameter.id)) return parameter;
    let results = [...parameter.results];
    for (const saved of answer.results) {
      if (saved.parameterId !== parameter.id) continue;
      const index = results.findIndex((r) => r.resultGroupId === saved.resultGroupId && r.sampleId === saved.sampleId);
      const hidden = form.resultGroups.find((g) => g.id === saved.resultGroupId)?.hidden ?? false;
      if (saved.values.length === 0) {
        if (index !== -1) results = results.filter((_, i) => i !== index);
      } else {
        const next = { resultGroupId: saved.resultGroupId, sampleId: saved.sampleId, hidden, values: saved.values };
        if (index === -1) results.push(next);
        else results[index] = next;
      }
    }
    results.sort((a, b) => a.resultGroupId - b.resultGroupId || (a.sampleId ?? 0) - (b.sampleId ?? 0));
    return { ...parameter, results, deletion: { ...parameter.deletion, disabled: results.some((r) => r.hidden) } };
  });
  const hasResults = parameters.some((p) => p.results.length > 0);
  return {
    ...form,
    parameters,
    survey: {
      ...form.survey,
      streamVersion: Math.max(form.survey.streamVersion, answer.streamVersion),
      statistics: { ...form.survey.statistics, hasResults },
    },
  };
}
