import { router } from '../../trpc';
import { echo } from './echo';
import { getConfig } from './get-config';

export const platformRouter = router({
  config: getConfig,
  echo,
});
