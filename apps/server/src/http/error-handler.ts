import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@eqa/core';
import { errorHeaders, toRestErrorBody, toWireError, type Logger } from '@eqa/api';

interface HttpParserError {
  type?: unknown;
  status?: unknown;
}

/** body-parser and express errors (malformed JSON, too large, undecodable path) → AppErrors of the one mapping. */
function appErrorOf(error: unknown): unknown {
  const parserError = error as HttpParserError;
  if (parserError && typeof parserError === 'object') {
    if (parserError.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (parserError.type === 'entity.parse.failed') return AppError.constraint('body', 'The request body is not valid JSON', 'invalid_request_error');
    if (parserError.type === 'encoding.unsupported' || parserError.type === 'charset.unsupported') {
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request encoding');
    }
    // express's own client errors (a path parameter with broken percent-encoding: 400 "Failed to
    // decode param") keep their 4xx meaning
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      if (parserError.status === 404) return AppError.notFound('Resource');
      return AppError.constraint('path', error instanceof Error ? error.message : 'The request is malformed', 'invalid_request_error');
    }
  }
  if (error instanceof URIError) return AppError.constraint('path', 'The request path is not valid percent-encoding', 'invalid_request_error');
  return error;
}

/** Last express error handler: the REST error body of the one mapping; 500s are logged loudly. */
export function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const mapped = appErrorOf(error);
    const wire = toWireError(mapped);
    if (wire.code === 'INTERNAL') {
      logger.error('unexpected HTTP error', {
        path: req.path,
        requestId: req.headers['x-request-id'],
        error: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
    res.status(wire.httpStatus).set(errorHeaders(wire.httpStatus, wire.params)).json(toRestErrorBody(wire));
  };
}

/** Unknown /api paths outside the /v1 surface. */
export function apiNotFound(_req: Request, res: Response): void {
  const wire = toWireError(AppError.notFound('API endpoint'));
  res.status(wire.httpStatus).json(toRestErrorBody(wire));
}
