import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Context } from './context';
import { syncFirst } from './sync-first-parse';
import { createCallerFactory, publicProcedure, router } from './trpc';

const ZInput = z.object({ id: z.number().int().positive(), note: z.string().nullable().default(null) });
const ZOutput = z.object({ id: z.number(), note: z.string().nullable() });
const ZAsyncInput = z.object({ name: z.string() }).refine(async (v) => v.name !== 'taken', { message: 'taken', path: ['name'] });

const testRouter = router({
  echo: publicProcedure
    .input(ZInput)
    .output(ZOutput)
    .query(({ input }) => input),
  badAnswer: publicProcedure.output(ZOutput).query(() => ({ id: 'not a number', note: null }) as unknown as z.infer<typeof ZOutput>),
  checked: publicProcedure.input(ZAsyncInput).mutation(({ input }) => input.name),
});
const caller = createCallerFactory(testRouter)({} as Context);

async function failure(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe('sync-first parsing of procedure schemas', () => {
  it('gives the procedures the schemas themselves, parsing synchronously', async () => {
    const procedure = testRouter._def.procedures.echo as unknown as { _def: { inputs: unknown[]; output: unknown } };
    expect(procedure._def.inputs[0]).toBe(ZInput);
    expect(procedure._def.output).toBe(ZOutput);
    const parse = vi.spyOn(ZInput, 'parse');
    await expect(caller.echo({ id: 3 })).resolves.toEqual({ id: 3, note: null });
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('fails bad input with zod’s error, as tRPC’s asynchronous parse did', async () => {
    const error = await failure(caller.echo({ id: -1 } as never));
    expect(error.cause?.name).toBe('ZodError');
    expect((error.cause as z.ZodError).issues.map((issue) => issue.path)).toEqual([['id']]);
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
  });

  it('still checks what a procedure answers', async () => {
    const error = await failure(caller.badAnswer());
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('falls back to zod’s asynchronous parse for a schema that needs it', async () => {
    await expect(caller.checked({ name: 'free' })).resolves.toBe('free');
    const error = await failure(caller.checked({ name: 'taken' }));
    expect((error.cause as z.ZodError).issues.map((issue) => issue.message)).toEqual(['taken']);
  });

  it('changes a schema once and leaves anything else as it is', async () => {
    const schema = z.string();
    expect(syncFirst(schema)).toBe(schema);
    const patched = schema.parseAsync;
    syncFirst(schema);
    expect(schema.parseAsync).toBe(patched);
    await expect(schema.parseAsync('a')).resolves.toBe('a');
    const plain = { parseAsync: () => 1 };
    expect(syncFirst(plain)).toBe(plain);
    expect(plain.parseAsync()).toBe(1);
  });
});
