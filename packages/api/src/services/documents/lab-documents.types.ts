import { z } from 'zod';
import { ZId, ZLocalizedOut, ZQueryBoolean, listOutput } from '../shared.types';
import { ZSurveyDocument } from './list-survey-documents.types';

/** A round as the document archive names it. */
export const ZDocumentRoundRef = z.object({ id: z.number().int(), name: z.string(), ordinal: z.number().int() });

/** GET /labs/{labId}/surveys/documents/year-and-round/all?org_user=… */
export const ZListLabDocumentRoundsInput = z.object({
  labId: ZId,
  /** As for a survey's list: org users also count the org's general 'other' documents. */
  orgUser: ZQueryBoolean.optional(),
});
export type TListLabDocumentRoundsInput = z.infer<typeof ZListLabDocumentRoundsInput>;

/** One year and round with documents the lab sees (round null: documents of the whole year). */
export const ZLabDocumentRound = z.object({
  year: z.number().int(),
  round: ZDocumentRoundRef.nullable(),
  count: z.number().int(),
});
export type TLabDocumentRound = z.infer<typeof ZLabDocumentRound>;

export const ZListLabDocumentRoundsOutput = listOutput(ZLabDocumentRound);
export type TListLabDocumentRoundsOutput = z.infer<typeof ZListLabDocumentRoundsOutput>;

/**
 * The round segment of GET …/documents/{year}/{round}: a round id, or `all` for every document of the
 * year (a string either way: the REST adapter takes only plain types in a path).
 */
export const ZDocumentRoundSelector = z.string().regex(/^(all|[1-9]\d{0,9})$/, 'A round id or all');

/** GET /labs/{labId}/surveys/documents/{year}/{round}?org_user=… */
export const ZListLabDocumentsInput = ZListLabDocumentRoundsInput.extend({
  year: z.number().int().min(1900).max(9999),
  round: ZDocumentRoundSelector,
});
export type TListLabDocumentsInput = z.infer<typeof ZListLabDocumentsInput>;

/** A survey document in the lab's archive: where it belongs and where to download it. */
export const ZLabDocument = ZSurveyDocument.extend({
  year: z.number().int(),
  /** The round of the document (of its survey, or its own); null for a document of the whole year. */
  round: ZDocumentRoundRef.nullable(),
  /** The survey of the document; null for round and year documents. */
  survey: z.object({ id: z.number().int(), schemeShortName: z.string(), schemeName: ZLocalizedOut.nullable() }).nullable(),
  /** Download path under /api/v1 (GET /labs/{labId}/surveys/documents/{path}?document_id=…). */
  downloadPath: z.string(),
});
export type TLabDocument = z.infer<typeof ZLabDocument>;

export const ZListLabDocumentsOutput = listOutput(ZLabDocument);
export type TListLabDocumentsOutput = z.infer<typeof ZListLabDocumentsOutput>;
