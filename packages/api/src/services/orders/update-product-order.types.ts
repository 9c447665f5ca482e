import { z } from 'zod';
import { ZProductOrderChange } from '@eqa/core';
import { ZId } from '../shared.types';
import { ZOrderYear } from './orders.types';

const change = ZProductOrderChange.shape;

/**
 * The REST adapter (trpc-to-openapi) turns on `coerce` in the number and boolean schemas of an
 * input's fields and of the objects in its arrays, on the schema instances themselves (here
 * core's). A field piped into itself is left alone: the body keeps its JSON types ('no' is not
 * true, null is not 0) and core's schemas stay as they are.
 */
const bodyFields = {
  rounds: change.rounds.pipe(change.rounds),
  variantId: change.variantId.pipe(change.variantId),
  comment: change.comment.pipe(change.comment),
  optionIds: change.optionIds.pipe(change.optionIds),
  paper: change.paper.pipe(change.paper),
  active: change.active.pipe(change.active),
};

/**
 * PATCH /labs/{labId}/orders/orgs/{orgId}/years/{year}/products/{productId}: core's
 * ZProductOrderChange (the rounds listed get the quantities sent, the others keep the saved ones; paper and
 * active when absent stay as saved; active false cancels the order).
 */
export const ZUpdateProductOrderInput = z.object({
  labId: ZId,
  orgId: ZId,
  year: ZOrderYear,
  productId: ZId,
  ...bodyFields,
});
export type TUpdateProductOrderInput = z.infer<typeof ZUpdateProductOrderInput>;
