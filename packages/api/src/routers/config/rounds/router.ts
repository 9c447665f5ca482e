import { router } from '../../../trpc';
import { createRound } from './create-round';
import { deleteRound } from './delete-round';
import { getRound } from './get-round';
import { listRounds } from './list-rounds';
import { updateRound } from './update-round';

/** Rounds (spec 3 §7 "Rounds"). */
export const roundsRouter = router({
  list: listRounds,
  create: createRound,
  get: getRound,
  update: updateRound,
  delete: deleteRound,
});
