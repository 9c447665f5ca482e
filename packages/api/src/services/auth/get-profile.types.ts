import { z } from 'zod';
import { ZLocalizedOut } from '../shared.types';

export const ZGetProfileInput = z.void();

export const ZRole = z.object({ id: z.enum(['org_admin', 'lab_admin']), name: ZLocalizedOut });

export const ZProfileUser = z.object({
  id: z.number().int(),
  /** The username (read-only). */
  name: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  role: ZRole,
});
export type TProfileUser = z.infer<typeof ZProfileUser>;

export const ZProfileLab = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  satelliteConnection: z.enum(['parent_lab', 'child_lab']).nullable(),
  orgs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), shortName: z.string() })),
});

export const ZProfile = z.object({
  user: ZProfileUser,
  role: ZRole,
  org: z.object({ id: z.number().int(), name: z.string(), shortName: z.string() }).nullable(),
  lab: ZProfileLab.nullable(),
  orgUser: z.boolean(),
  coreLab: z.boolean(),
  seenLatestResultsFilter: z.boolean(),
});
export type TProfile = z.infer<typeof ZProfile>;
