import { router } from '../../../trpc';
import { createDimension } from './create-dimension';
import { createDimensionValue } from './create-dimension-value';
import { deleteDimension } from './delete-dimension';
import { deleteDimensionValue } from './delete-dimension-value';
import { getDimension } from './get-dimension';
import { listDimensionParameters } from './list-dimension-parameters';
import { listDimensionSchemeVersions } from './list-dimension-scheme-versions';
import { listDimensionValues } from './list-dimension-values';
import { listDimensions } from './list-dimensions';
import { listValueTypes } from './list-value-types';
import { syncDimensionValues } from './sync-dimension-values';
import { updateDimension } from './update-dimension';
import { updateDimensionValue } from './update-dimension-value';

/** Dimensions and their values (spec 3 §7 "Dimensions"); value_types before {id}. */
export const dimensionsRouter = router({
  valueTypes: listValueTypes,
  list: listDimensions,
  create: createDimension,
  get: getDimension,
  update: updateDimension,
  delete: deleteDimension,
  values: listDimensionValues,
  createValue: createDimensionValue,
  updateValue: updateDimensionValue,
  deleteValue: deleteDimensionValue,
  schemeVersions: listDimensionSchemeVersions,
  parameters: listDimensionParameters,
  syncValues: syncDimensionValues,
});
