import { router } from '../../trpc';
import { getLastEvent } from './get-last-event';
import { listEvents } from './list-events';
import { listParameters } from './list-parameters';
import { listResultGroups } from './list-result-groups';
import { listSamples } from './list-samples';
import { listUsers } from './list-users';

/** The survey history of a lab (spec 1 §2 survey history dialog): org users only. */
export const historyRouter = router({
  events: listEvents,
  users: listUsers,
  params: listParameters,
  resultGroups: listResultGroups,
  samples: listSamples,
  lastEvent: getLastEvent,
});
