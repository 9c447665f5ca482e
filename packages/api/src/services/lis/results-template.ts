import { localize, toImportCsv, ucumProperty, type CsvSeparator } from '@eqa/core';
import type { ResultWriteContext } from '../results/save-result-values';
import { openLabSurveyAccess } from '../surveys/open-lab-survey';
import { loadImportSources, parameterLabel } from './import-catalog';

/**
 * GET /labs/{labId}/surveys/{surveyId}/results/template.csv (issue 36): one row per cell the lab
 * may fill — each sample × visible parameter × result dimension that takes a number, a text, a date
 * or a choice (composite and document values are not imported) — with the codes to use: the lab's
 * own code of the parameter, the LOINC code whose property fits the dimension's unit, the unit's
 * UCUM code (else its name), and empty value and comment columns. Column names are English; the
 * names of things are in `locale`. Needs read access to the lab's survey.
 */
export async function resultsTemplate(
  ctx: ResultWriteContext,
  input: { labId: number; surveyId: number; locale: string; separator: CsvSeparator },
): Promise<{ name: string; content: string }> {
  const opened = await openLabSurveyAccess(ctx, input.labId, input.surveyId, 'read');
  const { parameters, samples, codes } = await loadImportSources(ctx.db, ctx.caches, opened);
  const unitById = new Map(codes.units.map((u) => [u.id, u]));
  const labCodeOf = new Map<number, string>();
  for (const m of codes.mappings) if (m.kind === 'parameter' && m.parameterId !== null && !labCodeOf.has(m.parameterId)) labCodeOf.set(m.parameterId, m.code);
  const rows: Array<Array<string | number | null>> = [];
  for (const sample of samples) {
    for (const parameter of parameters) {
      for (const dimension of parameter.dimensions.result) {
        if (dimension.valueType === 'composite' || dimension.valueType === 'document') continue;
        const unit = dimension.unitId !== null ? unitById.get(dimension.unitId) : undefined;
        const property = unit?.ucum ? ucumProperty(unit.ucum) : null;
        const loincs = codes.loinc.filter((c) => c.parameterId === parameter.id);
        const loinc = loincs.find((c) => property !== null && c.property === property) ?? loincs[0];
        rows.push([
          sample.id,
          sample.name,
          parameter.id,
          parameterLabel(parameter, input.locale),
          dimension.id,
          localize(dimension.name, input.locale),
          labCodeOf.get(parameter.id) ?? null,
          loinc?.code ?? null,
          dimension.valueType === 'numeric' && unit ? (unit.ucum ?? localize(unit.name, input.locale)) : null,
          null,
          null,
        ]);
      }
    }
  }
  return { name: `results-template-${input.labId}-${input.surveyId}.csv`, content: toImportCsv(rows, input.separator) };
}
