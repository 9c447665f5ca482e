import { forEachOpenApiProcedure, getPathRegExp, normalizePath, type OpenApiProcedureRecord } from 'trpc-to-openapi';
import { appRouter } from '../root';
import { NON_PROCEDURE_OPENAPI_PATHS } from './openapi-document';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** The order of an Allow header. */
const ALLOW_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The document itself (rest-handler.ts serves it before the adapter). */
export const OPENAPI_JSON_PATH = '/openapi.json';

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/**
 * The methods of every /v1 path, from what the OpenAPI document is made of: the procedures' openapi
 * meta (as the adapter matches them: its own path patterns, case-insensitive), the binary routes'
 * OpenAPI objects and the document's own path. Built once, at the first request that needs it (a miss of the adapter).
 */
function collectPathMethods(): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  const add = (path: string, method: string) => {
    const key = normalizePath(path);
    const methods = byPath.get(key) ?? new Set<string>();
    methods.add(method.toUpperCase());
    byPath.set(key, methods);
  };
  add(OPENAPI_JSON_PATH, 'GET');
  forEachOpenApiProcedure(appRouter._def.procedures as OpenApiProcedureRecord, ({ meta }) => add(meta.openapi.path, meta.openapi.method));
  for (const [path, item] of Object.entries(NON_PROCEDURE_OPENAPI_PATHS)) {
    for (const method of HTTP_METHODS) if (item && typeof item === 'object' && method.toLowerCase() in item) add(path, method);
  }
  return [...byPath].map(([path, methods]) => ({ pattern: getPathRegExp(path), methods }));
}

let pathMethods: PathMethods[] | undefined;

/**
 * The methods a /v1 path answers (GET implies HEAD), in a stable order, or [] when no route has the
 * path: a request whose method is not among them is a 405 with these as its Allow header.
 */
export function allowedMethodsOf(path: string): string[] {
  pathMethods ??= collectPathMethods();
  const normalized = normalizePath(path);
  const methods = new Set<string>();
  for (const entry of pathMethods) if (entry.pattern.test(normalized)) for (const method of entry.methods) methods.add(method);
  if (methods.has('GET')) methods.add('HEAD');
  return ALLOW_ORDER.filter((method) => methods.has(method));
}
