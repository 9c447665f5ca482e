import { router } from '../../../trpc';
import { addSchemeVersionParameter } from './add-scheme-version-parameter';
import { copySchemeVersion } from './copy-scheme-version';
import { createSchemeVersion } from './create-scheme-version';
import { deleteSchemeVersion } from './delete-scheme-version';
import { deleteSchemeVersionParameter } from './delete-scheme-version-parameter';
import { getSchemeVersion } from './get-scheme-version';
import { listSchemeVersionDimensionUnits } from './list-scheme-version-dimension-units';
import { listSchemeVersionDimensionValues } from './list-scheme-version-dimension-values';
import { listSchemeVersionSurveys } from './list-scheme-version-surveys';
import { listSchemeVersions } from './list-scheme-versions';
import { updateSchemeVersion } from './update-scheme-version';
import { updateSchemeVersionParameter } from './update-scheme-version-parameter';

/** Scheme versions and their parameters (spec 3 §7 "Scheme versions"). */
export const schemeVersionsRouter = router({
  list: listSchemeVersions,
  create: createSchemeVersion,
  get: getSchemeVersion,
  update: updateSchemeVersion,
  delete: deleteSchemeVersion,
  copy: copySchemeVersion,
  addParameter: addSchemeVersionParameter,
  updateParameter: updateSchemeVersionParameter,
  deleteParameter: deleteSchemeVersionParameter,
  dimensionValues: listSchemeVersionDimensionValues,
  dimensionUnits: listSchemeVersionDimensionUnits,
  surveys: listSchemeVersionSurveys,
});
