import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { AppError, type AppErrorCode, type AppErrorParams } from '@eqa/core';
import type { Context, Session } from './context';
import superjson from 'superjson';
import { toTrpcError, toWireError, toWireZodIssues, zodIssuesOf, type WireZodIssue } from './errors/error-mapping';
import { assertWellShapedInput } from './input-shape';

/** What tRPC clients find in `error.data.appError` (the REST body carries the same fields). */
export interface AppErrorData {
  code: AppErrorCode;
  message: string;
  param: string | null;
  type: string;
  /** Placeholders of the translated `type` (a 429's retryAfterSeconds), null when none. */
  params: AppErrorParams | null;
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    // never send stack traces; 500s are logged on the server instead
    isDev: false,
    errorFormatter({ shape, error }) {
      const wire = toWireError(error);
      const issues = zodIssuesOf(error.cause);
      const appError: AppErrorData = { code: wire.code, message: wire.message, param: wire.param ?? null, type: wire.type, params: wire.params ?? null };
      const zodIssues: WireZodIssue[] | null = issues && wire.code === 'CONSTRAINT' ? toWireZodIssues(issues) : null;
      return {
        ...shape,
        message: wire.message,
        data: { ...shape.data, httpStatus: wire.httpStatus, appError, zodIssues },
      };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** The rest of the chain's result, or what it threw as the mapped tRPC error. */
function mapped<R extends { ok: true } | { ok: false; error: unknown }>(result: R): R {
  if (!result.ok) throw toTrpcError(result.error);
  return result;
}

/** Turns whatever a procedure (or its input parser) threw into the mapped tRPC error. */
const mapErrors = t.middleware(async ({ next }) => mapped(await next()));

/** Every input well shaped (not nested too deep, well-formed text) before its schema reads it: REST and tRPC alike. */
const wellShapedInput = t.middleware(async ({ getRawInput, next }) => {
  assertWellShapedInput(await getRawInput());
  return next();
});

/** Anyone. */
export const publicProcedure = t.procedure.use(mapErrors).use(wellShapedInput);

/** A signed-in user; ctx.session is non-null (401 without a session, 403 for a blocked lab). */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  const session: Session | null = ctx.session;
  if (ctx.authError) throw ctx.authError;
  if (!session) throw AppError.unauthenticated();
  if (session.accessBlocked) throw AppError.accessBlocked();
  return next({ ctx: { session } });
});

/** An org user (role org_admin). */
export const orgAdminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.session.roleId !== 'org_admin') throw AppError.forbidden('Only organisation users may do this');
  return next();
});

export type ProtectedContext = Context & { session: Session };
