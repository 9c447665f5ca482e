import { router } from '../../../trpc';
import { addSatellites } from './add-satellites';
import { getLabProfile } from './get-lab-profile';
import { listSatelliteCandidates } from './list-satellite-candidates';
import { listSatellites } from './list-satellites';
import { removeSatellite } from './remove-satellite';
import { updateLabProfile } from './update-lab-profile';

/** The lab profile of a lab at an org and its satellites (spec 3 §7 "Lab profile"). */
export const labProfileRouter = router({
  get: getLabProfile,
  update: updateLabProfile,
  satellites: listSatellites,
  addSatellites,
  removeSatellite,
  candidates: listSatelliteCandidates,
});
