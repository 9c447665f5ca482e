import { isLocale, type Locales } from '@eqa/i18n';
import type { Executor } from '@eqa/db';

/**
 * The language a lab's documents and e-mails are written in: the language asked for when it is one
 * of ours, else the first (by id) of the lab's users who chose one, else the org's first language,
 * else English.
 */
export async function labLanguage(db: Executor, labId: number, orgId: number, asked: string | null = null): Promise<Locales> {
  if (asked && isLocale(asked)) return asked;
  const user = await db.selectFrom('users').select('localeId').where('labId', '=', labId).where('localeId', 'is not', null).orderBy('id').executeTakeFirst();
  if (user?.localeId && isLocale(user.localeId)) return user.localeId;
  const org = await db.selectFrom('orgLocales').select('localeId').where('orgId', '=', orgId).orderBy('ordinal').executeTakeFirst();
  if (org && isLocale(org.localeId)) return org.localeId;
  return 'en';
}
