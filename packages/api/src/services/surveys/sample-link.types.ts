import { z } from 'zod';
import { ZId, ZJsonId } from '../shared.types';

export const ZSampleLinkInput = z.object({
  sampleId: ZId,
  /** The language the sample page opens in (the web's current one). */
  language: z.string().trim().min(2).max(10).regex(/^[a-z]{2}(-[A-Za-z]{2})?$/),
});
export type TSampleLinkInput = z.infer<typeof ZSampleLinkInput>;

export const ZSampleLink = z.object({
  sampleId: z.number().int(),
  /** The sample's address with `token` (signed, for this sample and user), `language` and `user_id`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type TSampleLink = z.infer<typeof ZSampleLink>;

export const ZVerifySampleLinkInput = z.object({
  token: z.string().min(1).max(300),
  sampleId: ZJsonId,
  userId: ZJsonId,
});
export type TVerifySampleLinkInput = z.infer<typeof ZVerifySampleLinkInput>;

export const ZVerifiedSampleLink = z.object({ sampleId: z.number().int(), userId: z.number().int(), expiresAt: z.string() });
export type TVerifiedSampleLink = z.infer<typeof ZVerifiedSampleLink>;
