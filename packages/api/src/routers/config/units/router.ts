import { router } from '../../../trpc';
import { createUnit } from './create-unit';
import { createUnitConversion } from './create-unit-conversion';
import { deleteUnit } from './delete-unit';
import { deleteUnitConversion } from './delete-unit-conversion';
import { getUnit } from './get-unit';
import { listConvertibles } from './list-convertibles';
import { listUnitConversions } from './list-unit-conversions';
import { listUnitParameterDimensions } from './list-unit-parameter-dimensions';
import { listUnits } from './list-units';
import { updateUnit } from './update-unit';
import { updateUnitConversion } from './update-unit-conversion';

/** Units and unit conversions (spec 3 §7 "Units"). */
export const unitsRouter = router({
  list: listUnits,
  create: createUnit,
  get: getUnit,
  update: updateUnit,
  delete: deleteUnit,
  convertibles: listConvertibles,
  parameterDimensions: listUnitParameterDimensions,
  conversions: listUnitConversions,
  createConversion: createUnitConversion,
  updateConversion: updateUnitConversion,
  deleteConversion: deleteUnitConversion,
});
