import { router } from '../../trpc';
import { register } from './register';

/** Self-registration of laboratories (spec 2 "Registration wizard"); the organisations list is orgs.list (GET /orgs). */
export const registrationRouter = router({
  register,
});
