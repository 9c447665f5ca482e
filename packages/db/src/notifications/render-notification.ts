import { isNotificationType, SURVEY_TIME_ZONE, type NotificationType } from '@eqa/core';
import { formatDate, i18nObject, isLocale, loadAllLocales, loadedLocales, type Locales, type TranslationFunctions } from '@eqa/i18n';
import type { NotificationParams } from '../tables/notifications';

/** The reader's interface language: theirs when it is one of ours, else English. */
export function readerLocale(localeId: string | null | undefined): Locales {
  return localeId && isLocale(localeId) ? localeId : 'en';
}

function translations(locale: Locales): TranslationFunctions {
  if (loadedLocales[locale] === undefined) loadAllLocales();
  return i18nObject(locale);
}

const text = (params: NotificationParams, key: string): string => {
  const value = params[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
const count = (params: NotificationParams, key: string): number => {
  const value = params[key];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
};
const day = (params: NotificationParams, key: string, locale: Locales): string => {
  const value = text(params, key);
  if (!value) return '';
  // a calendar day (YYYY-MM-DD) is shown as that day; an instant in the survey time zone
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T12:00:00Z`, locale, { timeZone: 'UTC' }) : formatDate(value, locale, { timeZone: SURVEY_TIME_ZONE });
};

/** A notification's title and body in the reader's language, from its type and stored placeholders. */
export function renderNotification(notification: { type: string; params: NotificationParams }, locale: Locales): { title: string; body: string } {
  const LL = translations(locale);
  const type = notification.type;
  if (!isNotificationType(type)) return { title: type, body: '' };
  const p = notification.params;
  const T = LL.notificationCentre.types;
  const survey = text(p, 'survey');
  const document = count(p, 'proforma') === 1 ? LL.notificationCentre.documents.proforma() : LL.notificationCentre.documents.invoice();
  const invoice = { document, number: text(p, 'number'), amount: text(p, 'amount'), dueDate: day(p, 'dueDate', locale) };
  switch (type satisfies NotificationType) {
    case 'survey_opened': {
      const args = { survey, deadline: day(p, 'deadline', locale) };
      return { title: T.survey_opened.title(args), body: T.survey_opened.body(args) };
    }
    case 'deadline_approaching': {
      const args = { survey, deadline: day(p, 'deadline', locale), days: count(p, 'days') };
      return { title: T.deadline_approaching.title(args), body: T.deadline_approaching.body(args) };
    }
    case 'evaluation_published': {
      const kind = text(p, 'kind') === 'pre_evaluation' ? LL.notificationCentre.kinds.pre_evaluation() : LL.notificationCentre.kinds.evaluation();
      return { title: T.evaluation_published.title({ survey }), body: T.evaluation_published.body({ survey, kind }) };
    }
    case 'result_unsatisfactory': {
      const args = { survey, count: count(p, 'count') };
      return { title: T.result_unsatisfactory.title(args), body: T.result_unsatisfactory.body(args) };
    }
    case 'result_warning': {
      const args = { survey, count: count(p, 'count') };
      return { title: T.result_warning.title(args), body: T.result_warning.body(args) };
    }
    case 'invoice_issued':
      return { title: T.invoice_issued.title(invoice), body: T.invoice_issued.body(invoice) };
    case 'invoice_due':
      return { title: T.invoice_due.title(invoice), body: T.invoice_due.body(invoice) };
    case 'invoice_late':
      return { title: T.invoice_late.title(invoice), body: T.invoice_late.body(invoice) };
    case 'contract_missing': {
      const args = { year: count(p, 'year') };
      return { title: T.contract_missing.title(args), body: T.contract_missing.body(args) };
    }
    case 'checkout_requested': {
      const args = { lab: text(p, 'lab'), year: count(p, 'year') };
      return { title: T.checkout_requested.title(args), body: T.checkout_requested.body(args) };
    }
    case 'lab_registered': {
      const args = { lab: text(p, 'lab') };
      return { title: T.lab_registered.title(args), body: T.lab_registered.body(args) };
    }
    case 'late_labs': {
      const args = { survey, count: count(p, 'count'), deadline: day(p, 'deadline', locale), labs: text(p, 'labs') };
      return { title: T.late_labs.title(args), body: T.late_labs.body(args) };
    }
  }
}

/** The label of a type in the reader's language (preferences, the unsubscribe line). */
export function notificationTypeLabel(type: NotificationType, locale: Locales): string {
  return translations(locale).notificationCentre.types[type].label();
}

/** The texts of a notification e-mail: its own, or one line of the day's digest. */
export function notificationEmail(
  notification: { type: NotificationType; params: NotificationParams; link: string | null },
  reader: { fullName: string | null; locale: Locales },
  origin: string,
): { subject: string; textBody: string } {
  const LL = translations(reader.locale);
  const footer = LL.notificationCentre.email.unsubscribe({ type: notificationTypeLabel(notification.type, reader.locale), url: unsubscribeUrl(origin, notification.type) });
  return mailTexts(notification, reader.fullName, reader.locale, origin, footer);
}

/**
 * The e-mail of a lab's notification to a notification address of the lab's contract: greets the
 * lab, and instead of an unsubscribe link (the address has no account and no preferences) says
 * why it came and links to the contract, where the lab changes its addresses.
 */
export function contractNotificationEmail(
  notification: { type: NotificationType; params: NotificationParams; link: string | null },
  contract: { lab: string; locale: Locales; link: string },
  origin: string,
): { subject: string; textBody: string } {
  const footer = translations(contract.locale).notificationCentre.email.contractFooter({ lab: contract.lab, url: `${origin}${contract.link}` });
  return mailTexts(notification, contract.lab, contract.locale, origin, footer);
}

function mailTexts(
  notification: { type: NotificationType; params: NotificationParams; link: string | null },
  name: string | null,
  locale: Locales,
  origin: string,
  footer: string,
): { subject: string; textBody: string } {
  const LL = translations(locale);
  const { title, body } = renderNotification(notification, locale);
  const lines = [LL.notificationCentre.email.greeting({ name: name?.trim() || '' }).replace(/\s+,/, ','), '', body, ''];
  if (notification.link) lines.push(LL.notificationCentre.email.open({ url: `${origin}${notification.link}` }), '');
  lines.push('-- ', footer, '');
  return { subject: title, textBody: lines.join('\n') };
}

/** The link that turns one type's e-mails off (the preferences screen, after signing in). */
export function unsubscribeUrl(origin: string, type: NotificationType): string {
  return `${origin}/notifications/preferences?unsubscribe=${type}`;
}

/** The day's digest: one e-mail listing the notifications that waited for it. */
export function digestEmail(
  notifications: ReadonlyArray<{ type: NotificationType; params: NotificationParams; link: string | null }>,
  reader: { fullName: string | null; locale: Locales },
  dayText: string,
  origin: string,
): { subject: string; textBody: string } {
  const LL = translations(reader.locale);
  const lines = [LL.notificationCentre.email.digestIntro({ name: reader.fullName?.trim() || '', day: dayText }), ''];
  for (const notification of notifications) {
    const { title, body } = renderNotification(notification, reader.locale);
    lines.push(`• ${title}`, `  ${body}`);
    if (notification.link) lines.push(`  ${origin}${notification.link}`);
    lines.push('');
  }
  const types = [...new Set(notifications.map((n) => n.type))];
  lines.push('-- ');
  for (const type of types) lines.push(LL.notificationCentre.email.unsubscribe({ type: notificationTypeLabel(type, reader.locale), url: unsubscribeUrl(origin, type) }));
  lines.push('');
  return { subject: LL.notificationCentre.email.digestSubject({ count: notifications.length }), textBody: lines.join('\n') };
}
