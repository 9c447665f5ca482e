import { router } from '../../trpc';
import { listLabDocumentRounds } from '../documents/list-lab-document-rounds';
import { listLabDocuments } from '../documents/list-lab-documents';
import { listSurveyDocuments } from '../documents/list-survey-documents';
import { getFormParameters } from './get-form-parameters';
import { getSampleLink } from './get-sample-link';
import { getSurvey } from './get-survey';
import { getSurveyForm } from './get-survey-form';
import { listSurveys } from './list-surveys';
import { verifySampleLink } from './verify-sample-link';

/** Surveys of a lab (spec 1 §7 "Surveys of a lab"): lists, the survey, its form, the documents. */
export const surveysRouter = router({
  list: listSurveys,
  get: getSurvey,
  form: getSurveyForm,
  formParameters: getFormParameters,
  documents: listSurveyDocuments,
  // the literal path first: the REST adapter takes the first route that matches
  documentRounds: listLabDocumentRounds,
  labDocuments: listLabDocuments,
  sampleLink: getSampleLink,
  verifySampleLink,
});
