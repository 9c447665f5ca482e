import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/auth/api-keys';
import { ZCreateApiKeyInput, ZCreatedApiKey, ZListApiKeysOutput, ZRevokeApiKeyInput } from '../../services/auth/api-keys.types';
import { ZOk } from '../../services/shared.types';

export const createKey = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/api_keys',
      protect: true,
      tags: ['auth'],
      summary: 'Create a service key',
      description:
        "Creates a named service key for the signed-in user, for a laboratory information system or a script: send it as `Authorization: Bearer <key>`; it acts with its creator's rights (a lab admin's for the lab, an org admin's for the provider). The answer is the only time `key` is shown; only its hash is kept. `expiresAt` (ISO date-time, optional) must be ahead and within two years (422 param expiresAt). Keys are managed from a signed-in session only (403 with a key). Unknown, revoked or expired keys count against the client address like failed sign-ins (429 with Retry-After). Validation still needs the validation password.",
    },
  })
  .input(ZCreateApiKeyInput)
  .output(ZCreatedApiKey)
  .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.wallClock, ctx.session, input));

export const listKeys = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/api_keys',
      protect: true,
      tags: ['auth'],
      summary: 'List your service keys',
      description: "The signed-in user's keys not revoked, newest first: name, first characters, created, last used, expiry (never the secret).",
    },
  })
  .input(z.void())
  .output(ZListApiKeysOutput)
  .query(({ ctx }) => listApiKeys(ctx.db, ctx.wallClock, ctx.session));

export const revokeKey = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/auth/api_keys/{id}',
      protect: true,
      tags: ['auth'],
      summary: 'Revoke a service key',
      description: "Revokes one of the signed-in user's keys at once: its next request answers 401. 404 when the key is not the user's or already revoked; 403 with a key.",
    },
  })
  .input(ZRevokeApiKeyInput)
  .output(ZOk)
  .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.wallClock, ctx.session, input));
