import { z } from 'zod';
import { ZId, ZLocalizedOut } from '../shared.types';

export const ZGetLabInput = z.object({ labId: ZId });

export const ZCurrency = z.object({ id: z.string(), symbol: z.string(), decimals: z.number().int() });
export const ZCountry = z.object({ id: z.string(), name: ZLocalizedOut, currency: ZCurrency });
export type TCountry = z.infer<typeof ZCountry>;

/** Spec 1/3 "Lab": id, name, shortName (QC code), city, address, zipCode, country, satelliteConnection, orgs, children, status. */
export const ZLab = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  country: ZCountry,
  satelliteConnection: z.enum(['parent_lab', 'child_lab']).nullable(),
  parentLabId: z.number().int().nullable(),
  orgs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  children: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      shortName: z.string(),
      /** The satellite's surveys in progress as of now: all (open), those without a result (empty), those not validated. */
      surveys: z.object({ open: z.number().int(), empty: z.number().int(), unvalidated: z.number().int() }),
    }),
  ),
  status: z.object({
    /** In-progress surveys of the lab that have no result yet. */
    emptyInProgressSurveys: z.number().int(),
  }),
});
export type TLab = z.infer<typeof ZLab>;
