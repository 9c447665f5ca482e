import { z } from 'zod';

export const ZGetConfigInput = z.void();

export const ZLocaleInfo = z.object({
  id: z.string(),
  ordinal: z.number().int(),
  languageTag: z.string(),
  name: z.string(),
  flag: z.string(),
});
export type TLocaleInfo = z.infer<typeof ZLocaleInfo>;

/** The provider from the organisation's settings: null (or empty) where they say nothing. */
export const ZAboutInfo = z.object({
  name: z.string().nullable(),
  shortName: z.string().nullable(),
  web: z.string().nullable(),
  address: z.string().nullable(),
  companyRegistrationNumber: z.string().nullable(),
  mail: z.string().nullable(),
  phones: z.array(z.string()),
  accreditations: z.array(z.object({ body: z.string(), number: z.string(), scope: z.string(), validUntil: z.string().nullable() })),
});

export const ZPlatformConfig = z.object({
  version: z.string(),
  build: z.number().int(),
  hash: z.string(),
  demoMode: z.boolean(),
  /** ISO date-time of the effective demo date (null outside demo mode). */
  demoDate: z.string().nullable(),
  defaultLocale: z.string(),
  locales: z.array(ZLocaleInfo),
  pageSize: z.number().int(),
  extendedPageSize: z.number().int(),
  searchDebounceMs: z.number().int(),
  autocompleteThreshold: z.number().int(),
  about: ZAboutInfo,
  supportEnabled: z.boolean(),
});
export type TPlatformConfig = z.infer<typeof ZPlatformConfig>;
