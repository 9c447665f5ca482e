import { z } from 'zod';
import { SETUP_STEPS } from '@eqa/core';
import { ZId } from '../../shared.types';

export const ZSetupPathInput = z.object({ orgId: ZId });

/** GET /orgs/{orgId}/setup_path: the steps of a new provider's setup, what is done and what is next (core setupPath). */
export const ZSetupPath = z.object({
  steps: z.array(z.object({ id: z.enum(SETUP_STEPS), count: z.number().int(), done: z.boolean() })),
  next: z.enum(SETUP_STEPS).nullable(),
  complete: z.boolean(),
  /** The organisation has no survey yet: its administrators' first screen shows the path. */
  noSurveys: z.boolean(),
  /** No laboratory has joined the organisation yet: the path still shows (its last steps come after the first survey). */
  noLabs: z.boolean(),
});
export type TSetupPath = z.infer<typeof ZSetupPath>;
