import { router } from '../../trpc';
import { createCorrectiveAction } from './create-corrective-action';
import { listLabActions, rootCauseSummary } from './list-lab-actions';
import { listParameterActions } from './list-parameter-actions';
import { updateCorrectiveAction } from './update-corrective-action';

/** Labs' corrective actions for questionable and unsatisfactory results (issue 35). */
export const correctiveActionsRouter = router({
  create: createCorrectiveAction,
  listForParameter: listParameterActions,
  update: updateCorrectiveAction,
  listForLab: listLabActions,
  rootCauses: rootCauseSummary,
});
