import { publicProcedure } from '../../trpc';
import { ZEchoInput, ZEchoOutput } from '../../services/platform/echo.types';

/** tRPC only, no database: the bare round trip the benchmark compares real procedures against. */
export const echo = publicProcedure
  .input(ZEchoInput)
  .output(ZEchoOutput)
  .query(({ input }) => ({ message: input.message }));
