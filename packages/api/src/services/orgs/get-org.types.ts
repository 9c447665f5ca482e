import { z } from 'zod';
import { ZLocaleInfo } from '../platform/get-config.types';
import { ZCountry } from '../labs/get-lab.types';
import { ZId } from '../shared.types';

export const ZGetOrgInput = z.object({ orgId: ZId });

/** Spec 2 §3 "Org: id, name, locales, countries (each with currency), orderingDisabled". */
export const ZOrg = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  locales: z.array(ZLocaleInfo),
  countries: z.array(ZCountry),
  orderingDisabled: z.boolean(),
});
export type TOrg = z.infer<typeof ZOrg>;
