import type { RouterOutputs } from '../../../lib/trpc';

/** A dimension as the dimension dialog and its sections read it. */
export type Dimension = RouterOutputs['config']['dimensions']['get'];
