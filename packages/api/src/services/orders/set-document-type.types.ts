import { z } from 'zod';
import { ZDocumentTypeInput } from '@eqa/core';
import { bodyField, ZId } from '../shared.types';
import { ZOrderYear } from './orders.types';

/** POST /labs/{labId}/orders/orgs/{orgId}/years/{year}/document_type { paper } (core ZDocumentTypeInput; paper kept a JSON boolean on REST). */
export const ZSetDocumentTypeInput = z.object({
  labId: ZId,
  orgId: ZId,
  year: ZOrderYear,
  paper: bodyField(ZDocumentTypeInput.shape.paper),
});
export type TSetDocumentTypeInput = z.infer<typeof ZSetDocumentTypeInput>;
