import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { APP_VERSION } from '@eqa/core';
import { CONTRACT_ROUTES_OPENAPI_PATHS } from '../http/contract-routes';
import { INVOICE_ROUTES_OPENAPI } from '../http/invoice-routes';
import { appRouter } from '../root';

export const OPENAPI_TITLE = 'EQA portal API';

/** The REST error body every failing /v1 call answers, documented once. */
const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['message', 'type'],
      properties: {
        message: { type: 'string' },
        param: { type: 'string', description: 'The field the error is about (422)' },
        type: { type: 'string', description: 'authentication_error, authorization_error, late_payment_error, …' },
      },
    },
  },
} as const;

/**
 * The OpenAPI document of the /v1 REST surface (GET /api/v1/openapi.json): the procedures, and the
 * binary routes beside them (contract and legal documents, invoice documents). The adapter's own
 * error schema is replaced by ours, which is what the REST handler really answers.
 */
export function buildOpenApiDocument(baseUrl: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: OPENAPI_TITLE,
    version: APP_VERSION,
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    paths: CONTRACT_ROUTES_OPENAPI_PATHS,
  });
  document.paths = { ...document.paths, ...(INVOICE_ROUTES_OPENAPI as unknown as NonNullable<OpenAPIObject['paths']>) };
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, unknown>)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const responses = (operation as { responses: Record<string, { description?: string; content?: unknown }> }).responses;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 || status === 'default') {
          responses[status] = {
            description: response.description ?? 'Error',
            content: { 'application/json': { schema: ERROR_BODY_SCHEMA } },
          };
        }
      }
    }
  }
  return document;
}
