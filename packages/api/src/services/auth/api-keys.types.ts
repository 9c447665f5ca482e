import { z } from 'zod';
import { ZApiKeyName } from '@eqa/core';
import { bodyField, ZId } from '../shared.types';

/** POST /auth/api_keys: a name and an optional expiry (ISO date-time with offset; null or absent: never). */
export const ZCreateApiKeyInput = z.object({
  name: bodyField(ZApiKeyName),
  expiresAt: bodyField(z.iso.datetime({ offset: true }).nullable()).optional(),
});
export type TCreateApiKeyInput = z.infer<typeof ZCreateApiKeyInput>;

/** A key as listed: never its secret, only its first characters. */
export const ZApiKeyOut = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`eqa_Ab12cd`), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** False once expired. */
  live: z.boolean(),
});
export type TApiKeyOut = z.infer<typeof ZApiKeyOut>;

/** The answer of POST /auth/api_keys: the only time `key` is shown. */
export const ZCreatedApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZListApiKeysOutput = z.object({ items: z.array(ZApiKeyOut) });
export type TListApiKeysOutput = z.infer<typeof ZListApiKeysOutput>;

export const ZRevokeApiKeyInput = z.object({ id: ZId });
export type TRevokeApiKeyInput = z.infer<typeof ZRevokeApiKeyInput>;
