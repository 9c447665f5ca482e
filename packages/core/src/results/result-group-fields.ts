import { z } from 'zod';

/** results.updateResultGroup's own fields as the rename dialog holds them: a name (blank: the default name) and a comment (blank: none). */
export const ZResultGroupFields = z.object({ name: z.string().max(200), comment: z.string().max(2000) });
export type TResultGroupFields = z.infer<typeof ZResultGroupFields>;
