import { z } from 'zod';

/** Spec 3 §3 "Round: id, name, year, ordinal, deadline, deletable" (+ editable: previous/current/next year). */
export const ZRound = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  ordinal: z.number().int(),
  deadline: z.string().nullable(),
  deletable: z.boolean(),
  editable: z.boolean(),
  surveyCount: z.number().int(),
});
export type TRound = z.infer<typeof ZRound>;
