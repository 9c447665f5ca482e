import { router } from '../../trpc';
import { fileAppeal } from './file-appeal';
import { listLabAppeals } from './list-lab-appeals';
import { listOrgAppeals } from './list-org-appeals';
import { updateAppeal } from './update-appeal';

/** Appeals of evaluations (issue 35). */
export const appealsRouter = router({
  file: fileAppeal,
  listForLab: listLabAppeals,
  queue: listOrgAppeals,
  update: updateAppeal,
});
