import { z } from 'zod';
import { ZId } from '../shared.types';
import { ZOrderYear } from './orders.types';

/** GET /labs/{labId}/orders/orgs/{orgId}/copy/check?year=. */
export const ZCheckOrderCopyInput = z.object({ labId: ZId, orgId: ZId, year: ZOrderYear });
export type TCheckOrderCopyInput = z.infer<typeof ZCheckOrderCopyInput>;

/**
 * The copy of last year's orders into `year` (spec 2 §4; polled every second while it runs):
 * `state` is the latest run's (not_started when none), the flags are the spec's copy states.
 */
export const ZOrderCopyStatus = z.object({
  year: z.number().int(),
  state: z.enum(['not_started', 'queued', 'running', 'succeeded', 'failed']),
  /** A copy was started (it may have ended since). */
  started: z.boolean(),
  /** Queued or running: poll again. */
  running: z.boolean(),
  /** Succeeded: reload the orders and the differences. */
  finished: z.boolean(),
  failed: z.boolean(),
  /** 0–100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Succeeded: orders copied, and entries in the differences list. */
  copied: z.number().int().nullable(),
  differences: z.number().int().nullable(),
});
export type TOrderCopyStatus = z.infer<typeof ZOrderCopyStatus>;
