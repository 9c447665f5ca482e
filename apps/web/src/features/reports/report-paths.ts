import { statisticsReportPath, surveyPaths, type StatisticsTarget } from '@eqa/core';

/** The two reports of a parameter (spec 1 §2 routes): evaluation and pre-evaluation. */
export type ReportKind = StatisticsTarget;

/** The tabs of the evaluation report; the route's optional last segment. */
export const REPORT_TERMS = ['short_term', 'long_term'] as const;
export type ReportTerm = (typeof REPORT_TERMS)[number];

export interface ReportIds {
  labId: number;
  surveyId: number;
  parameterId: number;
}

/** The query parameter naming where Close returns to (a path inside the same lab). */
export const REPORT_BACK_PARAM = 'back';

/**
 * The path of a report: `/labs/{labId}/evaluations/{surveyId}/parameters/{parameterId}/evaluation`
 * (+ `/short_term` | `/long_term`) or `…/pre_evaluation`. `back` (optional) is where Close returns
 * to, e.g. the survey page the report was opened from; without it Close returns to the evaluations
 * page of the lab.
 */
export function reportPath(kind: ReportKind, ids: ReportIds, options: { term?: ReportTerm; back?: string | null } = {}): string {
  const base = statisticsReportPath(kind, ids);
  const path = kind === 'evaluation' && options.term ? `${base}/${options.term}` : base;
  return options.back ? `${path}?${REPORT_BACK_PARAM}=${encodeURIComponent(options.back)}` : path;
}

/** The tab of a route segment: none means short term; an unknown segment is null (the route redirects). */
export function parseReportTerm(segment: string | undefined): ReportTerm | null {
  if (segment === undefined || segment === '') return 'short_term';
  return (REPORT_TERMS as readonly string[]).includes(segment) ? (segment as ReportTerm) : null;
}

/**
 * Where Close leads (spec 1 §2: the evaluation page, or the survey page of the lab): the `back`
 * path when it is a plain path inside the same lab (no scheme, no protocol-relative `//`, no
 * `..`), else the lab's evaluations page.
 */
export function reportCloseTarget(labId: number, back: string | null | undefined): string {
  const fallback = surveyPaths.evaluations(labId);
  if (!back) return fallback;
  const prefix = `/labs/${labId}/`;
  if (!back.startsWith(prefix) || back.includes('//') || back.includes('..') || back.includes('\\')) return fallback;
  return back;
}
