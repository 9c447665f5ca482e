import { z } from 'zod';
import { ZLocalized, ZParameterRef } from '../config.types';

/** Spec 3 §3 "Scheme: id, shortName, deletable". */
export const ZScheme = z.object({
  id: z.number().int(),
  shortName: z.string(),
  name: ZLocalized.nullable(),
  deletable: z.boolean(),
  versionCount: z.number().int(),
});
export type TScheme = z.infer<typeof ZScheme>;

/**
 * Spec 3 §3 "Accreditation: id, paramId, accreditedStartsAt, accreditedEndsAt" ('YYYY-MM-DD'; an end
 * before 1900 is sent as null: spec 3 §5 "shows empty").
 */
export const ZAccreditation = z.object({
  id: z.number().int(),
  schemeId: z.number().int(),
  paramId: z.number().int(),
  parameter: ZParameterRef,
  accreditedStartsAt: z.string().nullable(),
  accreditedEndsAt: z.string().nullable(),
});
export type TAccreditation = z.infer<typeof ZAccreditation>;
