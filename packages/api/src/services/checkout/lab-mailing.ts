import { SUPPORTED_LOCALES, type SupportedLocale } from '@eqa/core';
import type { Executor } from '@eqa/db';

function supported(locale: string | null | undefined): SupportedLocale | null {
  return locale && (SUPPORTED_LOCALES as readonly string[]).includes(locale) ? (locale as SupportedLocale) : null;
}

/** Who gets a lab's e-mails and in which language, with the lab's and the org's names. */
export interface LabMailing {
  lab: { shortName: string; name: string };
  org: { name: string };
  /** The lab's enabled users with an e-mail address (none: no e-mail is written). */
  to: string[];
  /** The lab's language: its first enabled user's (by id) with a supported locale, else the org's first locale, else English. */
  locale: SupportedLocale;
  /** The org's first locale (its staff's language), else English. */
  orgLocale: SupportedLocale;
}

export async function loadLabMailing(db: Executor, labId: number, orgId: number): Promise<LabMailing> {
  const [lab, org, users, orgLocales] = await Promise.all([
    db.selectFrom('labs').select(['shortName', 'name']).where('id', '=', labId).executeTakeFirstOrThrow(),
    db.selectFrom('orgs').select(['name']).where('id', '=', orgId).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(['email', 'localeId']).where('labId', '=', labId).where('disabled', '=', false).orderBy('id').execute(),
    db.selectFrom('orgLocales').select('localeId').where('orgId', '=', orgId).orderBy('ordinal').orderBy('localeId').execute(),
  ]);
  const orgLocale = orgLocales.map((l) => supported(l.localeId)).find((l): l is SupportedLocale => l !== null) ?? 'en';
  const userLocale = users.map((u) => supported(u.localeId)).find((l): l is SupportedLocale => l !== null);
  const to = [...new Set(users.map((u) => u.email?.trim() ?? '').filter((e) => e.length > 0))];
  return { lab, org, to, locale: userLocale ?? orgLocale, orgLocale };
}
