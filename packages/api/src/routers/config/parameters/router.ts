import { router } from '../../../trpc';
import { changeParameterDimensions } from './change-parameter-dimensions';
import { createParameter } from './create-parameter';
import { createParameterGroup } from './create-parameter-group';
import { deleteParameter } from './delete-parameter';
import { deleteParameterGroup } from './delete-parameter-group';
import { getParameter } from './get-parameter';
import { listParameterGroups } from './list-parameter-groups';
import { listParameterSchemeVersions } from './list-parameter-scheme-versions';
import { listParameters } from './list-parameters';
import { setParameterUnit } from './set-parameter-unit';
import { setParameterValues } from './set-parameter-values';
import { updateParameter } from './update-parameter';
import { updateParameterGroup } from './update-parameter-group';

/** Parameters (spec 3 §7 "Parameters"); param_groups before {id}. */
export const parametersRouter = router({
  groups: listParameterGroups,
  createGroup: createParameterGroup,
  updateGroup: updateParameterGroup,
  deleteGroup: deleteParameterGroup,
  list: listParameters,
  create: createParameter,
  get: getParameter,
  update: updateParameter,
  delete: deleteParameter,
  setUnit: setParameterUnit,
  setValues: setParameterValues,
  changeDimensions: changeParameterDimensions,
  schemeVersions: listParameterSchemeVersions,
});
