import { surveyStatusGroup, validationAction } from '@eqa/core';
import type { TSurveyHeader } from './get-survey.types';
import type { OpenedLabSurvey } from './open-lab-survey';
import { invalidResultCounts } from './survey-access-queries';
import type { Executor } from '@eqa/db';

export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** Invalid sample results of the lab, shown once the survey is evaluated (as of now). */
export async function invalidSampleResults(db: Executor, opened: OpenedLabSurvey): Promise<number> {
  if (!opened.status.evaluated) return 0;
  const counts = await invalidResultCounts(db, opened.labId, [opened.survey.id]);
  return counts.get(opened.survey.id) ?? 0;
}

/** The survey header of spec 1 §3 "Survey" for an opened survey. */
export function surveyHeader(
  opened: OpenedLabSurvey,
  facts: { invalidSampleResults: number; streamVersion?: number; resultCount?: number },
): TSurveyHeader {
  const { survey, lab, status } = opened;
  const resultCount = facts.resultCount ?? lab.resultCount;
  return {
    id: survey.id,
    labId: opened.labId,
    orgId: survey.orgId,
    status,
    statusGroup: surveyStatusGroup(status),
    startsAt: iso(survey.startsAt),
    endsAt: iso(survey.endsAt),
    deadline: iso(survey.deadline ?? survey.endsAt),
    expectedEvaluationAt: iso(survey.expectedEvaluationAt),
    preEvaluatedAt: iso(survey.preEvaluatedAt),
    evaluatedAt: iso(survey.evaluatedAt),
    parameterFlagDate: iso(survey.parameterFlagDate),
    round: survey.round,
    schemeShortName: survey.schemeShortName,
    schemeName: survey.schemeName,
    schemeVersion: { id: survey.schemeVersionId, name: survey.schemeVersionName },
    description: survey.description,
    accredited: opened.accredited,
    latePayment: opened.latePayment,
    defaultLatestResultsFilter: survey.defaultLatestResultsFilter,
    mandatoryContextIds: survey.mandatoryContextIds,
    pdfDownloadDisabled: survey.pdfDownloadDisabled,
    readOnly: opened.readOnly,
    canWrite: opened.canWrite,
    validationAction: opened.canWrite ? validationAction(status, opened.viewer) : null,
    validation: {
      validated: status.validated,
      validatedAt: status.validated ? iso(lab.validatedAt) : null,
      validatedByName: status.validated ? lab.validatedByName : null,
    },
    statistics: {
      hasResults: resultCount > 0,
      resultCount,
      hasInvalidResults: facts.invalidSampleResults > 0,
      invalidSampleResults: facts.invalidSampleResults,
    },
    streamVersion: facts.streamVersion ?? lab.streamVersion,
  };
}
