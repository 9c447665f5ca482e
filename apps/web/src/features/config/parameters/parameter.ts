import type { RouterOutputs } from '../../../lib/trpc';

/** A parameter as its overlay and sections read it. */
export type Parameter = RouterOutputs['config']['parameters']['get'];
