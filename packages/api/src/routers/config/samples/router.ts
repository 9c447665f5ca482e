import { router } from '../../../trpc';
import { createSample } from './create-sample';
import { deleteSample } from './delete-sample';
import { getSample } from './get-sample';
import { clearSampleReferenceValue, listSampleReferenceValues, setSampleReferenceValue } from './reference-values';
import { updateSample } from './update-sample';

/** Samples of a survey (spec 3 §7 "Samples", under /orgs/{orgId}/surveys/{surveyId}). */
export const samplesRouter = router({
  create: createSample,
  get: getSample,
  update: updateSample,
  delete: deleteSample,
  referenceValues: listSampleReferenceValues,
  setReferenceValue: setSampleReferenceValue,
  clearReferenceValue: clearSampleReferenceValue,
});
