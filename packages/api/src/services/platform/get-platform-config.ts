import type { Kysely } from 'kysely';
import {
  APP_BUILD,
  APP_VERSION,
  AUTOCOMPLETE_THRESHOLD,
  EXTENDED_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type Clock,
} from '@eqa/core';
import type { DB, OrgContact } from '@eqa/db';
import type { TPlatformConfig } from './get-config.types';
import type { AboutInfo, ApiSettings } from '../../settings';

/** The provider's contact data: the organisation's stored contact, field by field over the defaults. */
export function aboutOf(contact: OrgContact | null | undefined, fallback: AboutInfo): AboutInfo {
  const phones = [contact?.phone1, contact?.phone2].filter((p): p is string => !!p && p.trim().length > 0);
  return {
    web: contact?.web || fallback.web,
    address: contact?.address || fallback.address,
    companyRegistrationNumber: contact?.registrationNumber || fallback.companyRegistrationNumber,
    mail: contact?.mail || fallback.mail,
    phones: phones.length > 0 ? phones : fallback.phones,
  };
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
      .select('contact')
      .$if(orgId !== null, (q) => q.where('id', '=', orgId ?? 0))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
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
    about: aboutOf(org?.contact, settings.about),
    supportEnabled: settings.supportEnabled,
  };
}
