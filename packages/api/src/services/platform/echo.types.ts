import { z } from 'zod';

export const ZEchoInput = z.object({ message: z.string().max(10_000) });
export const ZEchoOutput = z.object({ message: z.string() });
export type TEchoOutput = z.infer<typeof ZEchoOutput>;
