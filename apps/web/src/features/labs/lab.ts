import type { RouterOutputs } from '../../lib/trpc';

/** A lab as its page and every lab tab read it. */
export type Lab = RouterOutputs['labs']['get'];
