import type { Logger } from '../logger';
import { rootCause, toWireError } from './error-mapping';

/**
 * Unexpected errors (500) are logged loudly with their stack; expected AppErrors quietly (debug).
 */
export function logApiError(logger: Logger, error: unknown, fields: { path?: string; requestId?: string; transport: string }): void {
  const wire = toWireError(error);
  if (wire.code === 'INTERNAL') {
    const cause = rootCause(error);
    logger.error('unexpected API error', {
      ...fields,
      error: cause instanceof Error ? cause.message : String(cause),
      stack: cause instanceof Error ? cause.stack : undefined,
    });
    return;
  }
  logger.debug?.('API error', { ...fields, code: wire.code, type: wire.type, param: wire.param, message: wire.message });
}
