import { z } from 'zod';

/** Printable ASCII without spaces, at most 255 characters (a UUID is the usual key). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The `requestHeaders` of the openapi meta of every write that honours an Idempotency-Key
 * (services/idempotency.ts): documentation only, the context reads the header. The OpenAPI
 * document names it once, as components/parameters/IdempotencyKey (rest/openapi-document.ts).
 */
export const ZIdempotencyKeyHeaders = z.object({
  'Idempotency-Key': z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
});
