import { router } from '../../trpc';
import { addResultGroup } from './add-result-group';
import { deleteParameter } from './delete-parameter';
import { invalidate } from './invalidate-survey';
import { dimensionUnits } from './list-dimension-units';
import { dimensionValues } from './list-dimension-values';
import { surveyDimensionValues } from './list-survey-dimension-values';
import { missingMandatoryValues } from './missing-mandatory-values';
import { saveBulk } from './save-bulk';
import { saveSample } from './save-sample';
import { saveValues } from './save-values';
import { updateResultGroup } from './update-result-group';
import { validate } from './validate-survey';

/** Result entry of a lab's survey (spec 1 §2 result entry controls, §4 saving and validation, §7). */
export const resultsRouter = router({
  dimensionValues,
  surveyDimensionValues,
  dimensionUnits,
  saveValues,
  saveBulk,
  saveSample,
  deleteParameter,
  validate,
  invalidate,
  missingMandatoryValues,
  updateResultGroup,
  addResultGroup,
});
