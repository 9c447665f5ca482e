import { router } from '../../trpc';
import { send } from './send-support-message';

export const supportRouter = router({
  send,
});
