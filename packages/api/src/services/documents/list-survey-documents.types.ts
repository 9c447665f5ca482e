import { z } from 'zod';
import { ZId, ZLocalizedOut, ZQueryBoolean, listOutput } from '../shared.types';

/** GET /labs/{labId}/surveys/{surveyId}/documents?org_user=… */
export const ZListSurveyDocumentsInput = z.object({
  labId: ZId,
  surveyId: ZId,
  /** The web's orgUser flag: org users also get the org's general 'other' documents (ignored for lab users). */
  orgUser: ZQueryBoolean.optional(),
});
export type TListSurveyDocumentsInput = z.infer<typeof ZListSurveyDocumentsInput>;

/** Spec 1 §3 "Survey document: id, type, title, subtitle, path, locale, ordinal, mediaType, size, custom flag". */
export const ZSurveyDocument = z.object({
  id: z.number().int(),
  type: z.enum(['archive', 'survey', 'result_group', 'round', 'year', 'other']),
  title: ZLocalizedOut,
  subtitle: ZLocalizedOut.nullable(),
  /** The download path segment: GET …/documents/{path}?locale=… */
  path: z.string(),
  /** The document's language (null: any). */
  locale: z.string().nullable(),
  ordinal: z.number().int(),
  mediaType: z.string(),
  size: z.number().int(),
  custom: z.boolean(),
  /** Of this lab only (else the survey's, round's or year's general document). */
  labSpecific: z.boolean(),
});
export type TSurveyDocument = z.infer<typeof ZSurveyDocument>;

export const ZListSurveyDocumentsOutput = listOutput(ZSurveyDocument);
export type TListSurveyDocumentsOutput = z.infer<typeof ZListSurveyDocumentsOutput>;
