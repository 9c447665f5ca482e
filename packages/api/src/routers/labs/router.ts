import { router } from '../../trpc';
import { changeValidationPassword } from './change-validation-password';
import { forgotValidationPassword } from './forgot-validation-password';
import { getLab } from './get-lab';
import { getLabStats } from './get-lab-stats';
import { listLabs } from './list-labs';
import { setNewValidationPassword } from './set-new-validation-password';

export const labsRouter = router({
  list: listLabs,
  get: getLab,
  stats: getLabStats,
  changeValidationPassword,
  forgotValidationPassword,
  setNewValidationPassword,
});
