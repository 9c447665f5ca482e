import type { NextFunction, Request, Response } from 'express';
import { getErrorShape, getTRPCErrorFromUnknown, transformTRPCResponse, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { createContextFactory, requestIdOf, type ApiDeps, type Context } from './context';
import { errorHeaders, toWireError } from './errors/error-mapping';
import { logApiError } from './errors/log-error';
import { silentLogger } from './logger';
import { appRouter } from './root';

/** The largest request body tRPC accepts (a larger one answers 413 PAYLOAD_TOO_LARGE). */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

type CallType = 'query' | 'mutation' | 'subscription' | 'unknown';

/** What tRPC answers for one call, before its transformer runs (see transformTRPCResponse). */
type CallResponse = { result: { data: unknown } } | { error: ReturnType<typeof getErrorShape> };

/** A request the direct path serves: JSON calls of known procedures with the method their type takes. */
interface PlainCall {
  batch: boolean;
  calls: Array<{ path: string; procedure: AnyTRPCProcedure }>;
}

/** Every procedure by its dotted path (tRPC keeps them flat in `_def.procedures`). */
const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;
const config = appRouter._def._config;


/**
 * The tRPC endpoint (mount at /trpc): httpBatchLink + superjson clients, same context as REST.
 *
 * Plain calls — GET queries and POST mutations of known procedures with JSON input, one or a
 * batch (`?batch=1`) — are answered directly: input parsed, context created once, each procedure
 * called (with its middlewares and input/output validation), answers and error shapes made by
 * tRPC's own `getErrorShape` and `transformTRPCResponse`, status as tRPC's adapter sets it (the
 * error's `data.httpStatus`; 207 when a batch's calls differ). That skips what tRPC's fetch
 * adapter builds around every request (a Fetch Request with its Headers and AbortController, web
 * streams for the body and the answer, a Fetch Response): half the server's time of a bare call,
 * a third of a result save's (docs/decisions/result-saves-performance.md). Anything else — an
 * unknown procedure, a method its type does not take, input that is not JSON, a streaming accept
 * header, HEAD — goes to tRPC's express adapter, which answers it as before (a POST body already
 * read is handed to it as text).
 */
export function createTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logError = errorLogger(deps);
  const standard = createStandardTrpcHandler(deps);

  /** Answers the calls; `inputError` is what reading their input throws (a body over the limit). */
  const answer = async (req: Request, res: Response, plain: PlainCall, rawInput: unknown, inputError?: TRPCError): Promise<void> => {
    let ctx: Context | undefined;
    let contextError: TRPCError | undefined;
    try {
      ctx = await createContext({ req, res }, 'trpc');
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }
    const responses = await Promise.all(
      plain.calls.map(async ({ path, procedure }, index): Promise<CallResponse> => {
        const type = procedure._def.type as CallType;
        const raw = plain.batch ? (rawInput as Record<string, unknown> | undefined)?.[index] : rawInput;
        let input: unknown;
        try {
          if (contextError) throw contextError;
          const data: unknown = await procedure({
            path,
            getRawInput: async () => {
              if (inputError) throw inputError;
              return (input = raw === undefined ? undefined : config.transformer.input.deserialize(raw));
            },
            ctx,
            type: procedure._def.type,
            signal: undefined,
            batchIndex: index,
          });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          logError(error, path, req);
          return { error: getErrorShape({ config, ctx, error, input, path, type }) };
        }
      }),
    );
    const body = plain.batch ? responses : responses[0];
    res.statusCode = httpStatusOf(responses);
    if (responses.some((response) => statusOfCall(response) === 503)) res.set(errorHeaders(503));
    res.setHeader('content-type', 'application/json');
    res.setHeader('vary', 'trpc-accept, accept');
    res.end(JSON.stringify(transformTRPCResponse(config, body as CallResponse)));
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const plain = plainCall(req);
    if (!plain) {
      void standard(req, res, next);
      return;
    }
    if (req.method === 'GET') {
      const input = req.query.input === undefined ? { ok: true as const, value: undefined } : typeof req.query.input === 'string' ? parseJson(req.query.input) : { ok: false as const };
      if (input.ok) answer(req, res, plain, input.value).catch(next);
      else void standard(req, res, next);
      return;
    }
    readBody(req, TRPC_MAX_BODY_BYTES).then(
      (text) => {
        if (text === undefined) return; // the client went away before sending its body
        if (text === null) {
          // as tRPC's adapter: each call that reads its input fails with 413
          answer(req, res, plain, undefined, new TRPCError({ code: 'PAYLOAD_TOO_LARGE' })).catch(next);
          return;
        }
        const input = text === '' ? { ok: true as const, value: undefined } : parseJson(text);
        if (input.ok) {
          answer(req, res, plain, input.value).catch(next);
          return;
        }
        (req as Request & { body: unknown }).body = text;
        void standard(req, res, next);
      },
      (error: unknown) => next(error),
    );
  };
}

/** tRPC's express adapter alone (what createTrpcHandler hands everything but plain calls to). */
export function createStandardTrpcHandler(deps: ApiDeps) {
  const createContext = createContextFactory(deps);
  const logError = errorLogger(deps);
  return createExpressMiddleware({
    router: appRouter,
    createContext: ({ req, res }) => createContext({ req, res }, 'trpc'),
    onError: ({ error, path, req }) => logError(error, path, req),
    responseMeta: ({ errors }) => (errors.some((error) => toWireError(error).httpStatus === 503) ? { headers: errorHeaders(503) } : {}),
    maxBodySize: TRPC_MAX_BODY_BYTES,
  });
}

function errorLogger(deps: ApiDeps) {
  const logger = deps.logger ?? silentLogger;
  return (error: unknown, path: string | undefined, req: Request) => logApiError(logger, error, { path, requestId: requestIdOf(req), transport: 'trpc' });
}

/** The calls of a request the direct path serves, or null (see createTrpcHandler). */
export function plainCall(req: Request): PlainCall | null {
  const method = req.method;
  if (method !== 'GET' && method !== 'POST') return null;
  if (req.headers['trpc-accept'] !== undefined) return null;
  if (method === 'POST') {
    const contentType = req.headers['content-type'];
    if (contentType !== undefined && !contentType.startsWith('application/json')) return null;
  }
  const batchParam = req.query.batch;
  if (batchParam !== undefined && batchParam !== '1') return null;
  let path: string;
  try {
    path = decodeURIComponent(req.path.slice(1));
  } catch {
    return null;
  }
  if (path === '') return null;
  const batch = batchParam === '1';
  const calls: PlainCall['calls'] = [];
  for (const name of batch ? path.split(',') : [path]) {
    const procedure = Object.hasOwn(procedures, name) ? procedures[name] : undefined;
    if (!procedure) return null;
    const type = procedure._def.type;
    if ((type === 'query' && method !== 'GET') || (type === 'mutation' && method !== 'POST') || type === 'subscription') return null;
    calls.push({ path: name, procedure });
  }
  return { batch, calls };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The request body as text; null when it is larger than `limit` bytes (the rest is read and
 * dropped); undefined when the request was closed before its end.
 */
function readBody(req: Request, limit: number): Promise<string | null | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('close', () => {
      if (!req.complete) resolve(undefined);
    });
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The status of one call's answer: its error's `data.httpStatus`, 200 for a result. */
function statusOfCall(response: CallResponse): number {
  if (!('error' in response)) return 200;
  const status = (response.error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
  return typeof status === 'number' ? status : 500;
}

/** tRPC's status of an answer: each call's error `data.httpStatus` (200 for results); 207 when they differ. */
function httpStatusOf(responses: readonly CallResponse[]): number {
  const statuses = new Set(responses.map(statusOfCall));
  return statuses.size === 1 ? (statuses.values().next().value as number) : 207;
}
