import { localize } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import type { Locales, TranslationFunctions } from '@eqa/i18n';
import type { FormParameter } from './form-model';

export type SampleVerdict = FormParameter['sampleResults'][number];

/** The verdict of a result group's result on a sample (undefined: not evaluated). */
export function verdictOf(verdicts: readonly SampleVerdict[], resultGroupId: number, sampleId: number | null): SampleVerdict | undefined {
  return verdicts.find((v) => v.resultGroupId === resultGroupId && v.sampleId === sampleId);
}

/**
 * The lines that explain a verdict (spec 1 §3 acceptance criteria): the acceptance range (or its one
 * limit) with the unit, the target, the z-score, and the outlier and hidden marks. Numbers to at most
 * three decimals in the locale's format.
 */
export function verdictDetails(verdict: SampleVerdict, LL: TranslationFunctions, locale: Locales): string[] {
  const number = (value: number) => formatNumber(Number(value.toFixed(3)), locale);
  const lines: string[] = [];
  const criteria = verdict.acceptanceCriteria;
  if (criteria) {
    const unit = criteria.unitName ? ` ${localize(criteria.unitName, locale)}` : '';
    const { min, max, target } = criteria;
    if (min !== null && max !== null) lines.push(`${LL.survey.parameters.verdict.range({ min: number(min), max: number(max) })}${unit}`);
    else if (min !== null) lines.push(`${LL.survey.parameters.verdict.from({ min: number(min) })}${unit}`);
    else if (max !== null) lines.push(`${LL.survey.parameters.verdict.upTo({ max: number(max) })}${unit}`);
    if (target !== null) lines.push(`${LL.survey.parameters.verdict.target({ target: number(target) })}${unit}`);
  }
  if (verdict.zScore !== null) lines.push(LL.survey.parameters.verdict.zScore({ z: formatNumber(Number(verdict.zScore.toFixed(2)), locale, 2) }));
  if (verdict.outlier) lines.push(LL.survey.parameters.verdict.outlier());
  if (verdict.hidden) lines.push(LL.survey.parameters.verdict.hidden());
  return lines;
}
