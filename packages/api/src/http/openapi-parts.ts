/**
 * Building blocks of the hand-written OpenAPI path items of the binary routes (the adapter lists
 * only procedures). Error responses are not written here: openapi-document.ts declares them for
 * every operation in one place, from its security, parameters, body and description.
 */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Record<string, unknown>;
  description?: string;
}

/** A positive integer id in the path. */
export function idPathParameter(name: string, description?: string): OpenApiParameter {
  return { name, in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 }, ...(description ? { description } : {}) };
}

/** A string in the path. */
export function textPathParameter(name: string, description: string): OpenApiParameter {
  return { name, in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 500 }, description };
}

/** An optional query parameter. */
export function queryParameter(name: string, description: string, schema: Record<string, unknown> = { type: 'string' }): OpenApiParameter {
  return { name, in: 'query', required: false, schema, description };
}

/** The `locale` query parameter of the downloads. */
export const LOCALE_QUERY = queryParameter('locale', 'Language of the document (en or hu; another or none falls back to English)', { type: 'string', enum: ['en', 'hu'] });

/** A 200 answer of file bytes of the given media types. */
export function fileResponse(description: string, mediaTypes: readonly string[] = ['application/octet-stream']): { description: string; content: Record<string, { schema: { type: 'string'; format: 'binary' } }> } {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }])) };
}

export const BEARER = [{ bearerAuth: [] }];
