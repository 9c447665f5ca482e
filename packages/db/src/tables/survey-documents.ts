import type { Localized, SurveyDocumentKind } from '@eqa/core';
import type { CreatedAt, Generated } from './columns';

/** Spec 1 §3 survey document types (core's SurveyDocumentKind). */
export type SurveyDocumentType = SurveyDocumentKind;

/**
 * A document of a survey (lab-specific when labId is set, result-group specific with resultGroupId),
 * or of a whole round / year (surveyId null). Content in files.
 */
export interface SurveyDocumentsTable {
  id: Generated<number>;
  orgId: number;
  surveyId: number | null;
  roundId: number | null;
  year: number | null;
  labId: number | null;
  resultGroupId: number | null;
  type: SurveyDocumentType;
  title: Localized;
  subtitle: Localized | null;
  /** Download path segment, unique within the survey, e.g. 'report-1042-en.pdf'. */
  path: string;
  localeId: string | null;
  ordinal: Generated<number>;
  mediaType: string;
  size: Generated<number>;
  /** Uploaded by staff rather than generated. */
  custom: Generated<boolean>;
  fileId: string;
  createdBy: number | null;
  createdAt: CreatedAt;
}
