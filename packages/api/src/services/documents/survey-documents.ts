import type { Kysely } from 'kysely';
import type { DB, SurveyDocumentType } from '@eqa/db';
import type { TSurveyDocument } from './list-survey-documents.types';
import type { OpenedLabSurvey } from '../surveys/open-lab-survey';

/** General (not lab-specific) document types every participant of the survey sees. */
export const GENERAL_DOCUMENT_TYPES: readonly SurveyDocumentType[] = ['archive', 'survey', 'round', 'year'];

export interface VisibleDocumentOptions {
  /** Also the org's general 'other' documents (org users asking with orgUser). */
  includeOther: boolean;
  /** Only documents with this download path. */
  path?: string;
}

/**
 * The survey_documents a lab sees in a survey (spec 1 §7 "Documents"): of the survey, of its round
 * (surveyId null) or of the round's year (surveyId and roundId null), each either of this lab (lab_id,
 * or a result group of the lab) or general (no lab, no result group) of an archive/survey/round/year
 * type. Always of the survey's org. Ordered by ordinal, then id.
 */
export function visibleSurveyDocuments(db: Kysely<DB>, opened: OpenedLabSurvey, options: VisibleDocumentOptions) {
  const { survey, labId } = opened;
  const generalTypes: SurveyDocumentType[] = options.includeOther ? [...GENERAL_DOCUMENT_TYPES, 'other'] : [...GENERAL_DOCUMENT_TYPES];
  return db
    .selectFrom('surveyDocuments as d')
    .where('d.orgId', '=', survey.orgId)
    .where((eb) =>
      eb.or([
        eb('d.surveyId', '=', survey.id),
        eb.and([eb('d.surveyId', 'is', null), eb('d.roundId', '=', survey.round.id)]),
        eb.and([eb('d.surveyId', 'is', null), eb('d.roundId', 'is', null), eb('d.year', '=', survey.round.year)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('d.labId', '=', labId),
        eb.and([eb('d.labId', 'is', null), eb('d.resultGroupId', 'in', eb.selectFrom('resultGroups as rg').select('rg.id').where('rg.labId', '=', labId))]),
        eb.and([eb('d.labId', 'is', null), eb('d.resultGroupId', 'is', null), eb('d.type', 'in', generalTypes)]),
      ]),
    )
    .$if(options.path !== undefined, (qb) => qb.where('d.path', '=', options.path ?? ''))
    .orderBy('d.ordinal')
    .orderBy('d.id');
}

/** The columns of a survey document as lists answer it (surveyDocumentOut). */
export const SURVEY_DOCUMENT_COLUMNS = [
  'd.id',
  'd.type',
  'd.title',
  'd.subtitle',
  'd.path',
  'd.localeId',
  'd.ordinal',
  'd.mediaType',
  'd.size',
  'd.custom',
  'd.labId',
  'd.resultGroupId',
] as const;

/** A survey_documents row (SURVEY_DOCUMENT_COLUMNS) on the wire (spec 1 §3 "Survey document"). */
export function surveyDocumentOut(row: {
  id: number;
  type: SurveyDocumentType;
  title: TSurveyDocument['title'];
  subtitle: TSurveyDocument['subtitle'];
  path: string;
  localeId: string | null;
  ordinal: number;
  mediaType: string;
  size: number;
  custom: boolean;
  labId: number | null;
  resultGroupId: number | null;
}): TSurveyDocument {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    path: row.path,
    locale: row.localeId,
    ordinal: row.ordinal,
    mediaType: row.mediaType,
    size: row.size,
    custom: row.custom,
    labSpecific: row.labId !== null || row.resultGroupId !== null,
  };
}
