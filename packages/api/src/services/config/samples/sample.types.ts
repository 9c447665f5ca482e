import { z } from 'zod';
import { ZId } from '../../shared.types';
import { ZLocalized, ZLocalizedIn, ZOrdinalIn, ZTextIn } from '../config.types';

/** Spec 3 §3 "Sample: id, name, description (per locale), url, deletable". */
export const ZSample = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  name: z.string(),
  description: ZLocalized.nullable(),
  url: z.string().nullable(),
  ordinal: z.number().int(),
  deletable: z.boolean(),
});
export type TSample = z.infer<typeof ZSample>;

/** POST /orgs/{orgId}/surveys/{surveyId}/samples (spec 3 §5: a name). */
export const ZCreateSampleInput = z.object({
  orgId: ZId,
  surveyId: ZId,
  name: ZTextIn,
  description: ZLocalizedIn.nullable().optional(),
  url: z.string().max(2000).nullable().optional(),
  ordinal: ZOrdinalIn.optional(),
});
export type TCreateSampleInput = z.infer<typeof ZCreateSampleInput>;

/** PATCH …/samples/{sampleId}: the editable title (name, required when sent), descriptions, url, ordinal. */
export const ZUpdateSampleInput = z.object({
  orgId: ZId,
  surveyId: ZId,
  sampleId: ZId,
  name: ZTextIn.optional(),
  description: ZLocalizedIn.nullable().optional(),
  url: z.string().max(2000).nullable().optional(),
  ordinal: ZOrdinalIn.optional(),
});
export type TUpdateSampleInput = z.infer<typeof ZUpdateSampleInput>;

export const ZSampleIdInput = z.object({ orgId: ZId, surveyId: ZId, sampleId: ZId });
