/** The ' (A)' suffix of the scheme name when the survey has accredited parameters (spec 1 §2). */
export const ACCREDITED_SUFFIX = ' (A)';

export interface SurveyTitleInput {
  schemeShortName: string;
  schemeName: string;
  roundName: string;
  /** Survey.accredited, when the server computed it. */
  accredited?: boolean;
  /** Or the parameters, any of which may be accredited. */
  parameters?: ReadonlyArray<{ accredited: boolean }>;
}

export function hasAccreditedParameters(input: Pick<SurveyTitleInput, 'accredited' | 'parameters'>): boolean {
  return input.accredited === true || (input.parameters ?? []).some((p) => p.accredited);
}

/** The parts of the survey title: scheme short name, scheme name (+ ' (A)'), round name. Blank parts are left out. */
export function surveyTitleParts(input: SurveyTitleInput): string[] {
  const schemeName = input.schemeName.trim();
  const named = schemeName.length > 0 && hasAccreditedParameters(input) ? `${schemeName}${ACCREDITED_SUFFIX}` : schemeName;
  return [input.schemeShortName.trim(), named, input.roundName.trim()].filter((p) => p.length > 0);
}

/** The survey title joined with ' - ' (as the lab page title is). */
export function surveyTitle(input: SurveyTitleInput): string {
  return surveyTitleParts(input).join(' - ');
}
