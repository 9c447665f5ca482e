import { AppError, type AppErrorParams } from '@eqa/core';

/** The SQLSTATE of a database error (node-postgres and PGlite both set `code`). */
export function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** 409 in_use_error: the item is used elsewhere and cannot be deleted (or changed that way). */
export function inUseError(message: string): AppError {
  return AppError.conflict(message, 'in_use_error');
}

/**
 * Runs a write and turns the database's own refusals into the wire errors: a unique violation into
 * 422 with `param` and the message code (with its `params`; two requests racing past the service's own check), a foreign-key violation on a
 * delete into 409 in_use_error.
 */
export async function withDbErrors<T>(
  work: () => Promise<T>,
  map: { unique?: { param: string; message: string; params?: AppErrorParams }; foreignKey?: string },
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION && map.unique) throw AppError.constraint(map.unique.param, map.unique.message, undefined, map.unique.params);
    if (state === FOREIGN_KEY_VIOLATION && map.foreignKey) throw inUseError(map.foreignKey);
    throw error;
  }
}
