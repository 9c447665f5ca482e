/** Spec 1 §3 "Survey document" types. */
export type SurveyDocumentKind = 'archive' | 'survey' | 'result_group' | 'round' | 'year' | 'other';

/**
 * Spec 1 §2/§6 "regenerate one document": only a lab's own generated document of a survey (not an
 * uploaded one, not a general or result-group one) can be made again. The server also checks that the
 * path is the one the documents job gives the lab's document.
 */
export function isRegenerableSurveyDocument(document: { custom: boolean; labSpecific: boolean; type: SurveyDocumentKind }): boolean {
  return !document.custom && document.labSpecific && document.type === 'survey';
}

/** The path of the generated participation document of a lab in a survey. */
export function generatedDocumentPath(surveyId: number, labShortName: string): string {
  return `survey-${surveyId}-lab-${labShortName.replace(/[^\w.-]/g, '_')}.pdf`;
}
