import { localize } from '@eqa/core';
import type { Executor } from '@eqa/db';
import { documentTexts } from '@eqa/documents';
import { isLocale, type Locales } from '@eqa/i18n';
import { withPortalLink } from '../mail/portal-link';
import { staffRecipients } from '../orgs/staff-recipients';
import type { TAppeal } from './appeal.types';

/** The lab's users with an address, grouped by their language (the mail is written in it). */
async function labRecipients(db: Executor, labId: number): Promise<Map<Locales, string[]>> {
  const users = await db
    .selectFrom('users')
    .select(['email', 'localeId'])
    .where('labId', '=', labId)
    .where('disabled', '=', false)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
  const byLocale = new Map<Locales, string[]>();
  for (const user of users) {
    const email = user.email?.trim();
    if (!email) continue;
    const locale: Locales = user.localeId && isLocale(user.localeId) ? user.localeId : 'en';
    const list = byLocale.get(locale) ?? [];
    if (!list.includes(email)) list.push(email);
    byLocale.set(locale, list);
  }
  return byLocale;
}

const parameterLabel = (appeal: TAppeal, locale: Locales) => `${localize(appeal.parameterName, locale)}${appeal.sampleName ? ` (${appeal.sampleName})` : ''}`;

/** The staff mail of a newly filed appeal (English: staff's working language; the org's address, services/orgs/staff-recipients). Answers the outbox ids. */
export async function writeAppealFiledMail(trx: Executor, appeal: TAppeal, orgId: number, supportEmail: string | null, origin: string): Promise<number[]> {
  const to = await staffRecipients(trx, orgId, supportEmail);
  if (to.length === 0) return [];
  const T = documentTexts('en').appeals.mail;
  const row = await trx
    .insertInto('emailOutbox')
    .values({
      kind: 'appeal_filed',
      toAddresses: to,
      subject: T.filedSubject({ lab: appeal.labName }),
      textBody: withPortalLink(T.filedBody({ lab: appeal.labName, code: appeal.labCode, parameter: parameterLabel(appeal, 'en'), survey: appeal.surveyName, reason: appeal.reason }), origin, 'en'),
      htmlBody: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return [row.id];
}

/** The lab's mail of an appeal's new state, in each user's language. Answers the outbox ids. */
export async function writeAppealChangedMail(trx: Executor, appeal: TAppeal, origin: string): Promise<number[]> {
  const ids: number[] = [];
  for (const [locale, to] of await labRecipients(trx, appeal.labId)) {
    const LL = documentTexts(locale).appeals;
    const state = LL.state[appeal.state]();
    const row = await trx
      .insertInto('emailOutbox')
      .values({
        kind: 'appeal_changed',
        toAddresses: to,
        subject: LL.mail.changedSubject({ state }),
        textBody: withPortalLink(LL.mail.changedBody({ parameter: parameterLabel(appeal, locale), survey: appeal.surveyName, state, response: appeal.response ?? '' }), origin, locale),
        htmlBody: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
