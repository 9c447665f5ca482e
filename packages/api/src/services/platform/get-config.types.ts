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

export const ZAboutInfo = z.object({
  web: z.string(),
  address: z.string(),
  companyRegistrationNumber: z.string(),
  mail: z.string(),
  phones: z.array(z.string()),
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
