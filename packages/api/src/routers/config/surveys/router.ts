import { router } from '../../../trpc';
import { createSurvey } from './create-survey';
import { createSurveyDocuments, startCreateSurveyDocuments } from './create-survey-documents';
import { deleteSurvey } from './delete-survey';
import { getSurvey } from './get-survey';
import { getSurveyForm } from './get-survey-form';
import { getSurveyJobRun } from './get-survey-job-run';
import { importSampleResultMerges, startImportSampleResultMerges } from './import-sample-result-merges';
import { importSurveyDocuments, startImportSurveyDocuments } from './import-survey-documents';
import { importSurveyEvaluation, startImportSurveyEvaluation } from './import-survey-evaluation';
import { listSurveyDimensionUnits } from './list-survey-dimension-units';
import { listSurveyDimensionValues } from './list-survey-dimension-values';
import { listSurveyProducts } from './list-survey-products';
import { listSurveyResultGroups } from './list-survey-result-groups';
import { listSurveys } from './list-surveys';
import { setSurveyDates } from './set-survey-dates';
import { updateSurvey } from './update-survey';

/** The configuration side of surveys (spec 3 §7 "Surveys", under /orgs/{orgId}); survey_dates and import before {id}. */
export const surveysConfigRouter = router({
  setDates: setSurveyDates,
  importSampleResultMerges,
  startImportSampleResultMerges,
  list: listSurveys,
  create: createSurvey,
  get: getSurvey,
  update: updateSurvey,
  delete: deleteSurvey,
  form: getSurveyForm,
  dimensionValues: listSurveyDimensionValues,
  dimensionUnits: listSurveyDimensionUnits,
  products: listSurveyProducts,
  resultGroups: listSurveyResultGroups,
  importEvaluation: importSurveyEvaluation,
  importDocuments: importSurveyDocuments,
  createDocuments: createSurveyDocuments,
  startImportEvaluation: startImportSurveyEvaluation,
  startImportDocuments: startImportSurveyDocuments,
  startCreateDocuments: startCreateSurveyDocuments,
  jobRun: getSurveyJobRun,
});
