import type { Localized } from '../platform/localized';
import { classifyZWith, type QualityRules } from './quality-rules';

/** One survey (a round of a scheme) a lab was registered for in the certificate's year. */
export interface CertificateSurveyFacts {
  surveyId: number;
  schemeId: number;
  schemeShortName: string;
  schemeName: Localized | null;
  roundName: string;
  roundOrdinal: number;
  /** The result deadline (the survey's deadline, else its end); null: none set. */
  deadline: Date | null;
  /** When the lab validated (returned) its results; null: not returned. */
  returnedAt: Date | null;
  /** z scores of the lab's evaluated results in the all-labs group of the published evaluation. */
  zScores: readonly number[];
}

/** One scheme's line on a certificate. */
export interface CertificateScheme {
  schemeId: number;
  shortName: string;
  name: Localized | null;
  /** The round names the lab was registered for, in round order. */
  rounds: string[];
  roundsReturned: number;
  roundsOnTime: number;
  results: number;
  satisfactory: number;
  questionable: number;
  unsatisfactory: number;
  /** satisfactory / results, rounded to 4 decimals; null without scored results. */
  satisfactoryShare: number | null;
  /** Results returned on time in at least the org's minimum share of the rounds. */
  participation: boolean;
}

/** What a certificate certifies (stored as issued; the PDF and the verification page read it). */
export interface CertificateBody {
  year: number;
  schemes: CertificateScheme[];
  rules: Pick<QualityRules, 'satisfactoryLimit' | 'actionLimit' | 'minReturnedShare'>;
}

const share = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

/** Returned on time: validated, and not after the deadline (when there is one). */
export function returnedOnTime(survey: Pick<CertificateSurveyFacts, 'deadline' | 'returnedAt'>): boolean {
  if (!survey.returnedAt) return false;
  return survey.deadline === null || survey.returnedAt.getTime() <= survey.deadline.getTime();
}

/**
 * The content of a lab's yearly certificate from the surveys it was registered for: per scheme
 * (ordered by short name) the rounds, how many were returned and on time, the results by class under
 * the org's limits and the share of satisfactory results, and whether the lab took part (on-time
 * share ≥ minReturnedShare). Null when the lab was registered for nothing: no certificate.
 */
export function certificateBody(year: number, surveys: readonly CertificateSurveyFacts[], rules: QualityRules): CertificateBody | null {
  if (surveys.length === 0) return null;
  const bySchemes = new Map<number, CertificateSurveyFacts[]>();
  for (const survey of surveys) bySchemes.set(survey.schemeId, [...(bySchemes.get(survey.schemeId) ?? []), survey]);
  const schemes = [...bySchemes.values()].map((rounds): CertificateScheme => {
    const ordered = [...rounds].sort((a, b) => a.roundOrdinal - b.roundOrdinal || a.surveyId - b.surveyId);
    const first = ordered[0] as CertificateSurveyFacts;
    const counts = { satisfactory: 0, questionable: 0, unsatisfactory: 0 };
    for (const survey of ordered) for (const z of survey.zScores) counts[classifyZWith(z, rules)] += 1;
    const results = counts.satisfactory + counts.questionable + counts.unsatisfactory;
    const roundsOnTime = ordered.filter(returnedOnTime).length;
    return {
      schemeId: first.schemeId,
      shortName: first.schemeShortName,
      name: first.schemeName,
      rounds: ordered.map((survey) => survey.roundName),
      roundsReturned: ordered.filter((survey) => survey.returnedAt !== null).length,
      roundsOnTime,
      results,
      ...counts,
      satisfactoryShare: share(counts.satisfactory, results),
      participation: roundsOnTime / ordered.length >= rules.minReturnedShare,
    };
  });
  schemes.sort((a, b) => a.shortName.localeCompare(b.shortName, 'en') || a.schemeId - b.schemeId);
  return {
    year,
    schemes,
    rules: { satisfactoryLimit: rules.satisfactoryLimit, actionLimit: rules.actionLimit, minReturnedShare: rules.minReturnedShare },
  };
}

/** Whether a newly computed body differs from the issued one (a change issues a new version). */
export function certificateChanged(issued: CertificateBody | null, next: CertificateBody): boolean {
  return issued === null || canonicalJson(issued) !== canonicalJson(next);
}

/** JSON with object keys sorted (jsonb does not keep key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The year's evaluations are all published: at least one survey, every one evaluated by now. */
export function isYearEvaluated(surveys: ReadonlyArray<{ evaluatedAt: Date | null }>, now: Date): boolean {
  return surveys.length > 0 && surveys.every((survey) => survey.evaluatedAt !== null && survey.evaluatedAt.getTime() <= now.getTime());
}
