import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { APP_VERSION } from '@eqa/core';
import { CONTRACT_ROUTES_OPENAPI_PATHS } from '../http/contract-routes';
import { DOCUMENT_ROUTES_OPENAPI } from '../http/document-routes';
import { INVOICE_ROUTES_OPENAPI } from '../http/invoice-routes';
import { CERTIFICATE_ROUTES_OPENAPI } from '../http/certificate-routes';
import { REPORT_ROUTES_OPENAPI } from '../http/report-routes';
import { UPLOAD_ROUTES_OPENAPI } from '../http/upload-routes';
import { LIS_ROUTES_OPENAPI } from '../http/lis-routes';
import { RETRY_AFTER_SECONDS } from '../errors/error-mapping';
import { appRouter } from '../root';

export const OPENAPI_TITLE = 'EQA portal API';

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
const IDEMPOTENCY_KEY = 'Idempotency-Key';
const TOTAL_COUNT = 'X-Total-Count';

/** The headers that repeat, named once (components/headers and components/parameters). */
const HEADER_COMPONENTS = {
  XTotalCount: {
    description: 'The number of items of the whole list, all pages together (the body\'s `total`); sent with every answer whose body is a list `{ items, total }`',
    schema: { type: 'integer', minimum: 0 },
  },
  RetryAfter: {
    description: `Seconds to wait before trying again: on a 429 until the limit lets the client try again (also params.retryAfterSeconds), on a 503 ${RETRY_AFTER_SECONDS}`,
    schema: { type: 'integer', minimum: 0 },
  },
} as const;

const PARAMETER_COMPONENTS = {
  IdempotencyKey: {
    name: IDEMPOTENCY_KEY,
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: a request with a key this lab survey already saw answers what the first did and changes nothing; the same key with another request is 422 idempotency_key_reused_error. 1–255 printable characters without spaces (a UUID), else 422 param Idempotency-Key.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
  },
} as const;

/** The REST error body every failing /v1 call answers (error-mapping.ts toRestErrorBody), documented once. */
const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['message', 'type'],
      properties: {
        message: { type: 'string', description: 'A human-readable English sentence, for logs and developers; clients translate by `type`' },
        param: { type: 'string', description: 'The field the error is about, as a dotted path into the input (422), e.g. user.email or contact.emails.0' },
        type: {
          type: 'string',
          description:
            'The stable code of the error: the kind (authentication_error, authorization_error, not_found_error, method_not_allowed_error, conflict_error, constraint_violation_error, invalid_request_error, rate_limit_error, payload_too_large_error, unsupported_media_type_error, service_unavailable, api_error) or a more precise cause (late_payment_error, missing_contract_error, access_blocked_error, in_use_error, job_running, username_taken, or a message code such as emailFormatHelpText or duplicateOrdinal on a 422)',
        },
        params: {
          type: 'object',
          description: 'Values the translation of `type` fills in: retryAfterSeconds on a 429 (also sent as the Retry-After header), allow on a 405 (the Allow header), the value a rule names on a 422 (id of config.schemeVersions.parameters.noResultDimension)',
          additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
        },
      },
    },
  },
} as const;

/** What each error status means on this API (the statuses of error-mapping.ts APP_ERROR_WIRE). */
const ERROR_STATUS_DESCRIPTIONS: Record<string, string> = {
  '401': 'Not signed in: no bearer token, or an expired or revoked one (authentication_error)',
  '403': 'Not allowed for this user (authorization_error), or a cause: late_payment_error, missing_contract_error, access_blocked_error',
  '404': 'Not found, or not visible to this user (not_found_error)',
  '409': 'Conflict: a stale expected version, an item in use (in_use_error), a running job (job_running) or a state that forbids it; `type` names the kind',
  '413': 'The request body is too large (payload_too_large_error)',
  '415': 'The request body is of a type or encoding that is not accepted (unsupported_media_type_error)',
  '422': 'Invalid input or a broken rule: `param` names the field, `type` the rule (constraint_violation_error, invalid_request_error or a message code), `params` the values its text names; a request body that is not JSON (param body) on any route',
  '429': 'Too many attempts; try again after params.retryAfterSeconds, also sent as Retry-After (rate_limit_error)',
  '500': 'An unexpected error; the message is generic and the cause is logged on the server (api_error)',
  '503': 'The database or the job queue is unavailable for now; retry after Retry-After seconds (service_unavailable)',
};

/** Statuses a description may name as a notable error of its operation. */
const NAMED_STATUS = /\b(401|403|404|409|413|415|422|429|503)\b/g;

interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> } | undefined>;
  headers?: Record<string, unknown>;
}

interface Operation {
  description?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in?: string; name?: string; $ref?: string }>;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, Response>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function operationsOf(document: OpenAPIObject): Array<{ path: string; operation: Operation }> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, unknown>)[method];
      return operation && typeof operation === 'object' ? [{ path, operation: operation as Operation }] : [];
    }),
  );
}

/**
 * The error statuses an operation can answer: 401 and 403 when it takes a session; 404 when its
 * path names something; 422 everywhere (invalid input, the adapter's 400: this API answers
 * validation errors with 422; and a request body that is not JSON, which the parser in front of
 * every route refuses, input or not); 413 and 415 for a request body; 500 and 503 anywhere (a pool
 * acquisition timeout is a 503 on every route); and every status its description names.
 */
function errorStatusesOf(path: string, operation: Operation): Set<string> {
  const statuses = new Set<string>(['500', '503']);
  if ((operation.security ?? []).some((requirement) => 'bearerAuth' in requirement)) {
    statuses.add('401');
    statuses.add('403');
  }
  if (path.includes('{')) statuses.add('404');
  // any input can be invalid; and any request may carry a body, which the JSON parser in front of
  // every route reads: one that is not JSON is 422 (param body) on a route that takes no input too
  statuses.add('422');
  if (operation.requestBody !== undefined) {
    statuses.add('413');
    statuses.add('415');
  }
  for (const match of (operation.description ?? '').matchAll(NAMED_STATUS)) statuses.add(match[1] as string);
  return statuses;
}

/**
 * Makes every operation say what it really does, in one place (the adapter cannot be told):
 * `security: []` on public operations (trpc-to-openapi leaves `security` out for protect: false,
 * which would inherit a root requirement), and the error responses as they are sent: the REST
 * error body, with the statuses of errorStatusesOf. The adapter's own guesses (400 for any input,
 * 404 for any non-POST with input, its error schema) are dropped: this API answers invalid input
 * with 422 and declares 404 where a path names something or the description says so.
 */
function declareSecurityAndErrors(document: OpenAPIObject): void {
  for (const { path, operation } of operationsOf(document)) {
    if (operation.security === undefined) operation.security = [];
    const responses = Object.fromEntries(Object.entries(operation.responses).filter(([status]) => Number(status) < 400 && status !== 'default'));
    const statuses = [...errorStatusesOf(path, operation)].sort();
    for (const status of statuses) {
      const named = NAMED_ERROR_RESPONSES[status];
      responses[status] = named
        ? { $ref: `#/components/responses/${named}` }
        : { description: ERROR_STATUS_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } } };
    }
    operation.responses = responses;
  }
  // the adapter's own error schemas (error.BAD_REQUEST, …) describe a body this API never sends
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) if (name.startsWith('error.')) delete schemas[name];
  const errorResponses = Object.fromEntries(
    Object.entries(NAMED_ERROR_RESPONSES).map(([status, name]) => [
      name,
      { description: ERROR_STATUS_DESCRIPTIONS[status] ?? 'Error', headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }, content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } } },
    ]),
  );
  document.components = {
    ...document.components,
    schemas: { ...schemas, ErrorBody: ERROR_BODY_SCHEMA as unknown as Record<string, unknown> },
    responses: { ...document.components?.responses, ...errorResponses },
  };
}

/** The error answers that carry Retry-After, declared once (components/responses) and referred to. */
const NAMED_ERROR_RESPONSES: Record<string, string> = { '429': 'TooManyRequests', '503': 'ServiceUnavailable' };

/** The JSON schema of an answer, through a $ref into components/schemas. */
function schemaOf(document: OpenAPIObject, response: Response | undefined): Record<string, unknown> | undefined {
  const schema = response?.content?.['application/json']?.schema;
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  return document.components?.schemas?.[ref.replace('#/components/schemas/', '')] as Record<string, unknown> | undefined;
}

/** A list answer as the REST handler sees one (rest-handler.ts isListOutput): `items` an array and `total` a number, both required. */
function isListSchema(schema: Record<string, unknown> | undefined): boolean {
  const properties = schema?.properties as Record<string, { type?: unknown }> | undefined;
  const required = schema?.required;
  return (
    properties?.items?.type === 'array' &&
    (properties.total?.type === 'integer' || properties.total?.type === 'number') &&
    Array.isArray(required) &&
    required.includes('items') &&
    required.includes('total')
  );
}

/**
 * The headers as they are sent, named once: Idempotency-Key on the writes that honour it (the
 * procedures' `requestHeaders: ZIdempotencyKeyHeaders` and the LIS import declare it; each becomes
 * a reference to components/parameters/IdempotencyKey), X-Total-Count on every answer whose body is
 * a list `{ items, total }` (the REST handler sends it with each of them), Retry-After on 429 and
 * 503 (components/responses, declareSecurityAndErrors).
 */
function declareHeaders(document: OpenAPIObject): void {
  for (const { operation } of operationsOf(document)) {
    if (operation.parameters) {
      operation.parameters = operation.parameters.map((parameter) =>
        parameter.in === 'header' && parameter.name?.toLowerCase() === IDEMPOTENCY_KEY.toLowerCase() ? { $ref: '#/components/parameters/IdempotencyKey' } : parameter,
      );
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      if (!status.startsWith('2') || response.$ref !== undefined || !isListSchema(schemaOf(document, response))) continue;
      response.headers = { ...response.headers, [TOTAL_COUNT]: { $ref: '#/components/headers/XTotalCount' } };
    }
  }
  document.components = {
    ...document.components,
    headers: { ...document.components?.headers, ...(HEADER_COMPONENTS as unknown as Record<string, never>) },
    parameters: { ...document.components?.parameters, ...(PARAMETER_COMPONENTS as unknown as Record<string, never>) },
  };
}

/** The plain express routes described with zod schemas (the generator converts them). */
const ZOD_OPENAPI_PATHS = { ...CONTRACT_ROUTES_OPENAPI_PATHS, ...CERTIFICATE_ROUTES_OPENAPI };
/** The binary routes, described in OpenAPI form beside their handlers. */
const BINARY_OPENAPI_PATHS = { ...UPLOAD_ROUTES_OPENAPI, ...REPORT_ROUTES_OPENAPI, ...DOCUMENT_ROUTES_OPENAPI, ...INVOICE_ROUTES_OPENAPI, ...LIS_ROUTES_OPENAPI };
/** Every /v1 path the document holds besides the procedures', with its methods (allowed-methods.ts reads the methods). */
export const NON_PROCEDURE_OPENAPI_PATHS: Readonly<Record<string, object | undefined>> = { ...ZOD_OPENAPI_PATHS, ...BINARY_OPENAPI_PATHS };

/**
 * The OpenAPI document of the /v1 REST surface (GET /api/v1/openapi.json): the procedures (their
 * summaries and descriptions are in their meta), and the binary routes beside them (uploads and
 * downloads of result files, documents, reports, contracts and invoices), each described beside its
 * handler. Linted with Redocly's recommended rules in openapi-document.unit.spec.ts.
 */
export function buildOpenApiDocument(baseUrl: string): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: OPENAPI_TITLE,
    version: APP_VERSION,
    description:
      'The REST surface of the EQA proficiency-testing portal. Sign in with POST /auth/tokens and send the token as `Authorization: Bearer …`. Errors answer `{ error: { message, param?, type } }`: `type` is the stable code to act on, `param` the field of a 422; a method a path does not have answers 405 with an Allow header. Lists answer `{ items, total }` and send the total as X-Total-Count; writes that say so take an Idempotency-Key; 429 and 503 send Retry-After.',
    baseUrl,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /auth/tokens (a session: 12-hour sliding and an absolute lifetime), or a service key of POST /auth/api_keys (`eqa_…`, until revoked or expired)' } },
    paths: ZOD_OPENAPI_PATHS,
  });
  document.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  document.paths = { ...document.paths, ...(BINARY_OPENAPI_PATHS as unknown as NonNullable<OpenAPIObject['paths']>) };
  declareSecurityAndErrors(document);
  declareHeaders(document);
  return document;
}
