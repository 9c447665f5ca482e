import { z } from 'zod';

/**
 * Where written result values came from when they were not typed into the form (issue 36): an
 * import from the lab's information system, its format, the file name the client gave and the API
 * key it was sent with (null: a signed-in user in the web app). Kept in the events' metadata and
 * shown by the history.
 */
export const ZResultSource = z.object({
  kind: z.literal('import'),
  format: z.enum(['csv', 'fhir']),
  fileName: z.string().nullable(),
  apiKeyId: z.number().int().nullable(),
  apiKeyName: z.string().nullable(),
});
export type ResultSource = z.infer<typeof ZResultSource>;
