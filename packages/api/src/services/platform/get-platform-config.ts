import type { Kysely } from 'kysely';
import {
  APP_BUILD,
  APP_VERSION,
  AUTOCOMPLETE_THRESHOLD,
  EXTENDED_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  EMPTY_ORG_SETTINGS,
  type Clock,
  type TOrgSettings,
} from '@eqa/core';
import type { DB } from '@eqa/db';
import { addressLine, loadOrgSettings } from '../orgs/load-org-settings';
import type { TPlatformConfig } from './get-config.types';
import type { AboutInfo, ApiSettings } from '../../settings';

/** The provider as the About dialog shows it: the organisation's settings, nothing else (issue 33). */
export function aboutOf(settings: TOrgSettings, countryName: string | null): AboutInfo {
  const line = addressLine(settings.address);
  return {
    name: settings.legalName,
    shortName: settings.shortName,
    web: settings.website,
    address: line === null ? null : [line, countryName].filter(Boolean).join(', '),
    companyRegistrationNumber: settings.registrationNumber,
    mail: settings.contactEmail,
    phones: settings.phone ? [settings.phone] : [],
    accreditations: settings.accreditations,
  };
}

/** The About of an org (none: nothing told), its country named in English. */
export async function loadAbout(db: Kysely<DB>, orgId: number | null): Promise<AboutInfo> {
  if (orgId === null) return aboutOf(EMPTY_ORG_SETTINGS, null);
  const { settings } = await loadOrgSettings(db, orgId);
  const country = settings.address ? await db.selectFrom('countries').select('name').where('id', '=', settings.address.countryId).executeTakeFirst() : undefined;
  return aboutOf(settings, country?.name.en ?? null);
}

/** GET /config: runtime settings of the web client (spec 1 §9 constants, locales, about, demo date). */
export async function getPlatformConfig(
  db: Kysely<DB>,
  clock: Clock,
  settings: ApiSettings,
  orgId: number | null,
): Promise<TPlatformConfig> {
  const [locales, org] = await Promise.all([
    db.selectFrom('locales').select(['id', 'ordinal', 'languageTag', 'name', 'flag']).orderBy('ordinal').orderBy('id').execute(),
    db
      .selectFrom('orgs')
      .select('id')
      .$if(orgId !== null, (q) => q.where('id', '=', orgId ?? 0))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const about = await loadAbout(db, org?.id ?? null);
  return {
    version: APP_VERSION,
    build: APP_BUILD,
    hash: settings.gitHash,
    demoMode: settings.demoMode,
    demoDate: settings.demoMode ? clock.now().toISOString() : null,
    defaultLocale: 'en',
    locales,
    pageSize: PAGE_SIZE,
    extendedPageSize: EXTENDED_PAGE_SIZE,
    searchDebounceMs: SEARCH_DEBOUNCE_MS,
    autocompleteThreshold: AUTOCOMPLETE_THRESHOLD,
    about,
    supportEnabled: settings.supportEnabled,
  };
}
