import { localize, resultGroupName, type Localized } from '@eqa/core';
import type { TEvaluationReport, TOwnResult } from '@eqa/core';

/**
 * The statistics table of an evaluation report as CSV (RFC 4180: comma separated, CRLF, fields
 * with a comma, quote or line break quoted). Column names are stable English keys (a data export,
 * not a translated page); sample, group and value names are in the requested locale. Numbers are
 * written unrounded with a dot. A statistics line with several own result groups gives one row per
 * result group; without an own result, one row with empty own columns.
 */
export const NUMERIC_CSV_COLUMNS = [
  'sample',
  'evaluation_group',
  'result_group',
  'n',
  'own_value',
  'min',
  'max',
  'median',
  'mean',
  'sd',
  'scaled_median',
  'scaled_mean',
  'cv_percent',
  'z_score',
  'bias_percent',
  'target',
  'acceptance_min',
  'acceptance_max',
  'accepted',
] as const;

export const NOMINAL_CSV_COLUMNS = ['sample', 'evaluation_group', 'result_group', 'n', 'own_value', 'accepted_count', 'accepted_fraction', 'accepted'] as const;

const DEFAULT_NAMES: Record<string, { resultGroup: string; allLabs: string }> = {
  en: { resultGroup: 'Result group {ordinal}', allLabs: 'All participants' },
  hu: { resultGroup: '{ordinal}. eredménycsoport', allLabs: 'Összes résztvevő' },
};

type Cell = string | number | boolean | null;

function field(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export function evaluationCsv(report: TEvaluationReport, locale: string): string {
  const names = DEFAULT_NAMES[locale] ?? DEFAULT_NAMES.en!;
  const sampleName = new Map(report.samples.map((s) => [s.id, s.name]));
  const groupName = new Map(
    report.evaluationGroups.map((g) => [g.id ?? 0, g.id === null ? localize(g.name, locale) || names.allLabs : localize(g.name, locale)]),
  );
  const resultGroup = new Map(report.resultGroups.map((g) => [g.id, resultGroupName(g, locale, names.resultGroup)]));
  const head = (sampleId: number, groupId: number | null, own: TOwnResult | null): Cell[] => [
    sampleName.get(sampleId) ?? String(sampleId),
    groupName.get(groupId ?? 0) ?? String(groupId),
    own ? (resultGroup.get(own.resultGroupId) ?? String(own.resultGroupId)) : null,
  ];
  const ownRows = (own: TOwnResult[]): Array<TOwnResult | null> => (own.length === 0 ? [null] : own);

  if (report.parameter.valueType === 'nominal') {
    const valueName = new Map<number, Localized>();
    for (const s of report.nominal) for (const c of s.counts) valueName.set(c.valueId, c.name);
    const rows: Cell[][] = [[...NOMINAL_CSV_COLUMNS]];
    for (const s of report.nominal) {
      for (const own of ownRows(s.own)) {
        const value = own?.nominalValueId ?? null;
        rows.push([
          ...head(s.sampleId, s.evaluationGroupId, own),
          s.n,
          value === null ? null : localize(valueName.get(value), locale) || String(value),
          s.acceptedCount,
          s.acceptedFraction,
          own?.accepted ?? null,
        ]);
      }
    }
    return toCsv(rows);
  }

  const rows: Cell[][] = [[...NUMERIC_CSV_COLUMNS]];
  for (const s of report.statistics) {
    for (const own of ownRows(s.own)) {
      const value = own === null || own.value === null ? null : own.relation && own.relation !== '=' ? `${own.relation}${own.value}` : own.value;
      rows.push([
        ...head(s.sampleId, s.evaluationGroupId, own),
        s.n,
        value,
        s.min,
        s.max,
        s.median,
        s.mean,
        s.sd,
        s.scaledMedian,
        s.scaledMean,
        s.cv,
        own?.zScore ?? null,
        s.biasPercent,
        s.target,
        s.acceptanceMin,
        s.acceptanceMax,
        own?.accepted ?? null,
      ]);
    }
  }
  return toCsv(rows);
}
