import { z } from 'zod';
import { bodyField, ZId } from '../../shared.types';
import { ZJobRun } from '../config.types';

/** GET /orgs/{orgId}/products/copy?year= starts copying year − 1 into the (empty) year; GET copy/check?year= polls it. */
export const ZCopyProductsInput = z.object({ orgId: ZId, year: z.number().int().min(1991).max(2200) });
export type TCopyProductsInput = z.infer<typeof ZCopyProductsInput>;

/** POST /orgs/{orgId}/products/copy (issue 36): the GET's year in a JSON body. */
export const ZCopyProductsBody = z.object({ orgId: ZId, year: bodyField(z.number().int().min(1991).max(2200)) });

/** Spec 3 §4 product copy: not started, started (queued), running, finished (succeeded) — or failed. */
export const ZProductCopyStatus = z.object({
  year: z.number().int(),
  state: z.enum(['not_started', 'queued', 'running', 'succeeded', 'failed']),
  productCount: z.number().int(),
  jobRun: ZJobRun.nullable(),
});
export type TProductCopyStatus = z.infer<typeof ZProductCopyStatus>;
