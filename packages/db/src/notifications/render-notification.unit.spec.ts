import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationType } from '@eqa/core';
import type { NotificationParams } from '../tables/notifications';
import { contractNotificationEmail, digestEmail, notificationEmail, readerLocale, renderNotification } from './render-notification';

const PARAMS: Record<NotificationType, NotificationParams> = {
  survey_opened: { survey: 'GLU 2030/1', deadline: '2030-06-20T22:00:00.000Z' },
  deadline_approaching: { survey: 'GLU 2030/1', deadline: '2030-06-20T22:00:00.000Z', days: 2 },
  evaluation_published: { survey: 'GLU 2030/1', kind: 'evaluation' },
  result_unsatisfactory: { survey: 'GLU 2030/1', count: 2 },
  result_warning: { survey: 'GLU 2030/1', count: 1 },
  invoice_issued: { number: 'D2030/00001', proforma: 1, amount: '12000 HUF', dueDate: '2030-06-30' },
  invoice_due: { number: '2030/00002', proforma: 0, amount: '12000 HUF', dueDate: '2030-06-30' },
  invoice_late: { number: '2030/00002', proforma: 0, amount: '12000 HUF', dueDate: '2030-06-30' },
  contract_missing: { year: 2031 },
  checkout_requested: { lab: '1042 Central Clinical Laboratory', year: 2030 },
  lab_registered: { lab: '1200 New Laboratory' },
  late_labs: { survey: 'GLU 2030/1', deadline: '2030-06-20T22:00:00.000Z', count: 2, labs: '1042, 1107' },
};

describe('a notification in the reader’s language', () => {
  it.each(NOTIFICATION_TYPES.flatMap((type) => (['en', 'hu'] as const).map((locale) => [type, locale] as const)))('%s in %s has a title and a body without gaps', (type, locale) => {
    const { title, body } = renderNotification({ type, params: PARAMS[type] }, locale);
    expect(title.length).toBeGreaterThan(3);
    expect(body.length).toBeGreaterThan(3);
    expect(`${title} ${body}`).not.toMatch(/[{}]|undefined|NaN/);
  });

  it.each<[NotificationType, 'en' | 'hu', string, string]>([
    ['deadline_approaching', 'en', 'Deadline of GLU 2030/1: 21/06/2030', 'The results of GLU 2030/1 are due by 21/06/2030 (2 days left) and have not been validated yet.'],
    ['deadline_approaching', 'hu', 'A(z) GLU 2030/1 határideje: 2030. 06. 21.', 'A(z) GLU 2030/1 eredményeinek határideje 2030. 06. 21. (még 2 nap), és még nincsenek validálva.'],
    ['result_warning', 'en', 'Questionable results in GLU 2030/1', 'GLU 2030/1: 1 questionable result (2 ≤ |z| < 3).'],
    ['invoice_issued', 'en', 'Proforma D2030/00001 issued', 'Proforma D2030/00001 of 12000 HUF was issued; payment is due by 30/06/2030.'],
    ['late_labs', 'en', '2 laboratories late for GLU 2030/1', 'The deadline of GLU 2030/1 is 21/06/2030; not validated yet: 1042, 1107.'],
  ])('%s in %s', (type, locale, title, body) => {
    expect(renderNotification({ type, params: PARAMS[type] }, locale)).toEqual({ title, body });
  });

  it('names an unknown type as it is', () => {
    expect(renderNotification({ type: 'something_else', params: {} }, 'en')).toEqual({ title: 'something_else', body: '' });
  });

  it('takes the reader’s language, else English', () => {
    expect([readerLocale('hu'), readerLocale('de'), readerLocale(null)]).toEqual(['hu', 'en', 'en']);
  });
});

describe('notification e-mails', () => {
  it('greets, links the thing and offers the type’s unsubscribe link', () => {
    const mail = notificationEmail({ type: 'deadline_approaching', params: PARAMS.deadline_approaching, link: '/labs/7/surveys/9' }, { fullName: 'Kiss Anna', locale: 'en' }, 'https://eqa.example.org');
    expect(mail.subject).toBe('Deadline of GLU 2030/1: 21/06/2030');
    expect(mail.textBody).toContain('Hello Kiss Anna,');
    expect(mail.textBody).toContain('Open in the portal: https://eqa.example.org/labs/7/surveys/9');
    expect(mail.textBody).toContain('https://eqa.example.org/notifications/preferences?unsubscribe=deadline_approaching');
  });

  it.each<['en' | 'hu', string, string]>([
    ['en', 'Hello 1042 Central Clinical Laboratory,', 'a notification address in the contract of 1042 Central Clinical Laboratory. To change the addresses: https://eqa.example.org/labs/7/contracts/orgs/3'],
    ['hu', 'Kedves 1042 Central Clinical Laboratory!', 'értesítési címként szerepel a(z) 1042 Central Clinical Laboratory szerződésében. A címek módosítása: https://eqa.example.org/labs/7/contracts/orgs/3'],
  ])('greets the lab at a contract address and links its contract instead of an unsubscribe link (%s)', (locale, greeting, footer) => {
    const mail = contractNotificationEmail(
      { type: 'deadline_approaching', params: PARAMS.deadline_approaching, link: '/labs/7/surveys/9' },
      { lab: '1042 Central Clinical Laboratory', locale, link: '/labs/7/contracts/orgs/3' },
      'https://eqa.example.org',
    );
    expect(mail.subject).toBe(renderNotification({ type: 'deadline_approaching', params: PARAMS.deadline_approaching }, locale).title);
    expect(mail.textBody).toContain(greeting);
    expect(mail.textBody).toContain('https://eqa.example.org/labs/7/surveys/9');
    expect(mail.textBody).toContain(footer);
    expect(mail.textBody).not.toContain('unsubscribe');
  });

  it('lists the day’s notifications in one digest', () => {
    const mail = digestEmail(
      [
        { type: 'survey_opened', params: PARAMS.survey_opened, link: '/labs/7/surveys/9' },
        { type: 'result_warning', params: PARAMS.result_warning, link: null },
      ],
      { fullName: 'Kiss Anna', locale: 'hu' },
      '2030. 06. 15.',
      'https://eqa.example.org',
    );
    expect(mail.subject).toBe('2 értesítés az EQA portálról');
    expect(mail.textBody).toContain('• A(z) GLU 2030/1 körvizsgálat megnyílt');
    expect(mail.textBody).toContain('unsubscribe=survey_opened');
    expect(mail.textBody).toContain('unsubscribe=result_warning');
  });
});
