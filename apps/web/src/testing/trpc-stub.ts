import type { AppRouter } from '@eqa/api';
import type { AppError } from '@eqa/core';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCProcedure, inferProcedureInput, inferTransformedProcedureOutput, TRPCRouterRecord } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { STATUS_OF_APP_CODE } from '../lib/errors';

type RootTypes = AppRouter['_def']['_config']['$types'];

/** Every procedure of the API as one union member: its dotted path, its input and what the client receives. */
type Procedures<R, P extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure
    ? { path: `${P}${K}`; input: inferProcedureInput<R[K]>; output: inferTransformedProcedureOutput<RootTypes, R[K]> }
    : R[K] extends TRPCRouterRecord
      ? Procedures<R[K], `${P}${K}.`>
      : never;
}[keyof R & string];

type Procedure = Procedures<AppRouter['_def']['record']>;
export type ProcedurePath = Procedure['path'];
export type ProcedureInput<P extends ProcedurePath> = Extract<Procedure, { path: P }>['input'];
export type ProcedureOutput<P extends ProcedurePath> = Extract<Procedure, { path: P }>['output'];

/** How the fake server answers one procedure: from its input, a value or a thrown failure (serverFailure, networkFailure). */
export type StubAnswer<P extends ProcedurePath> = (input: ProcedureInput<P>) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>;

/** The fake server of a component test: an answer per procedure path (`users.inviteOrg`). */
export type StubTable = { [P in ProcedurePath]?: StubAnswer<P> };

export interface StubCall {
  path: string;
  input: unknown;
}

/**
 * A failure as the server sends it (packages/api trpc.ts errorFormatter): the app error's code,
 * type, param and params in `data.appError`, its HTTP status beside them. The web reads it as it
 * reads a real answer (lib/errors classifyError).
 */
export function serverFailure(error: AppError): TRPCClientError<AppRouter> {
  const httpStatus = STATUS_OF_APP_CODE[error.code] ?? 500;
  const appError = { code: error.code, message: error.message, param: error.param ?? null, type: error.type ?? null, params: error.params ?? null };
  return TRPCClientError.from({ error: { code: -32603, message: error.message, data: { httpStatus, appError, zodIssues: null } } });
}

/** No answer at all (the connection dropped): what fetch throws, wrapped as the HTTP links wrap it. */
export function networkFailure(): TRPCClientError<AppRouter> {
  return TRPCClientError.from(new TypeError('Failed to fetch'));
}

/**
 * A terminating tRPC link that answers every call from `table` (no HTTP, no transformer: the values
 * reach the hooks as the handlers return them) and records it in `calls`. A call the table does not
 * answer fails with a message naming its path, so a test that forgot one sees which.
 */
export function stubLink(table: StubTable, calls: StubCall[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        let active = true;
        calls.push({ path: op.path, input: op.input });
        const answer = (table as Record<string, ((input: unknown) => unknown) | undefined>)[op.path];
        // answered on a later tick, as a server would: the screen shows its pending state first
        void Promise.resolve()
          .then(() => {
            if (!answer) throw new Error(`The test's fake server has no answer for ${op.path}`);
            return answer(op.input);
          })
          .then(
            (data) => {
              if (!active) return;
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) => {
              if (active) observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
            },
          );
        return () => {
          active = false;
        };
      });
}
