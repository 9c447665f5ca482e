import type { AnyTRPCProcedure } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from './root';

/**
 * The result saves (autosave), by procedure path: their session may be one read in the last few
 * seconds (services/auth/recent-sessions), over tRPC and over REST alike.
 */
export const RESULT_SAVE_PROCEDURES: ReadonlySet<string> = new Set(['results.saveValues', 'results.saveBulk', 'results.saveSample']);

const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;

/** The REST method and path pattern of each result save (from its openapi meta), as one regular expression each. */
const restSaves = [...RESULT_SAVE_PROCEDURES].map((path) => {
  const openapi = (procedures[path]?._def.meta as OpenApiMeta | undefined)?.openapi;
  if (!openapi) throw new Error(`result saves: no REST route of ${path}`);
  const pattern = openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+');
  return { method: openapi.method, path: new RegExp(`^${pattern}/?$`) };
});

/** Whether a REST request (its path under the /v1 mount) is a result save. */
export function isRestResultSave(method: string, path: string): boolean {
  return restSaves.some((save) => save.method === method && save.path.test(path));
}
