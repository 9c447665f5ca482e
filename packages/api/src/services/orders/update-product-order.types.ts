import { z } from 'zod';
import { ZProductOrderChange } from '@eqa/core';
import { bodyField, ZId } from '../shared.types';
import { ZOrderYear } from './orders.types';

const change = ZProductOrderChange.shape;

/** Core's fields out of the REST adapter's coercion (bodyField): the body keeps its JSON types. */
const bodyFields = {
  rounds: bodyField(change.rounds),
  variantId: bodyField(change.variantId),
  comment: bodyField(change.comment),
  optionIds: bodyField(change.optionIds),
  paper: bodyField(change.paper),
  active: bodyField(change.active),
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
