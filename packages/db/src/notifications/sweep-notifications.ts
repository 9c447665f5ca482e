import {
  addDays,
  calendarDay,
  currentOrderYear,
  deadlineOccasion,
  DEFAULT_DEADLINE_OFFSET_DAYS,
  digestDue,
  invoiceOccasion,
  isNotificationType,
  lateLabsDue,
  LATE_LABS_DAYS_BEFORE,
  MAX_DEADLINE_OFFSET_DAYS,
  SWEEP_LOOKBACK_DAYS,
  type EvaluationKind,
} from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { evaluationPublishedDrafts, invoiceDrafts } from './notification-events';
import { labUserIds, notificationLinks, staffUserIds, surveyLabels } from './notification-subjects';
import { mergeRecorded, NOTHING_RECORDED, recordNotifications, type NotificationDraft, type RecordedNotifications } from './record-notifications';
import { digestEmail, readerLocale } from './render-notification';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The late-lab list names at most this many labs (then '…'). */
const LATE_LABS_NAMED = 20;

export interface SweepNotificationsOptions {
  /** Business now (the demo date in demo mode). */
  now: Date;
  origin: string;
  /** Only this organisation's surveys and invoices (the staff's "run now"); all when absent. */
  orgId?: number;
}

export interface SweepNotificationsResult extends RecordedNotifications {
  digests: number;
}

/**
 * The time-driven notifications at `now` (issue 34 "How it runs"), each survey and invoice in its
 * own transaction: a survey opened; its deadline reminder (the organisation's offsets, default 7
 * and 1 days) to the labs that have not validated, never to one that has; the staff's late-lab list
 * LATE_LABS_DAYS_BEFORE days before a deadline; an evaluation whose publication date has come
 * (also recorded when it is published, so this only catches a date set ahead); an invoice due soon
 * or late; then the digests of the days that ended. Safe to run again and on several instances at
 * once: recordNotifications makes each notification once.
 */
export async function sweepNotifications(db: Kysely<DB>, options: SweepNotificationsOptions): Promise<SweepNotificationsResult> {
  const { now, orgId } = options;
  const lookback = new Date(now.getTime() - SWEEP_LOOKBACK_DAYS * DAY_MS);
  const horizon = new Date(now.getTime() + MAX_DEADLINE_OFFSET_DAYS * DAY_MS);
  let recorded = NOTHING_RECORDED;

  let surveysQuery = db
    .selectFrom('surveys')
    .select(['id', 'orgId', 'startsAt', (eb) => eb.fn.coalesce('deadline', 'endsAt').as('deadline'), 'preEvaluatedAt', 'evaluatedAt'])
    .where('startsAt', 'is not', null)
    .where('startsAt', '<=', now)
    .where((eb) =>
      eb.or([
        eb('startsAt', '>', lookback),
        eb.and([eb(eb.fn.coalesce('deadline', 'endsAt'), '>', now), eb(eb.fn.coalesce('deadline', 'endsAt'), '<=', horizon)]),
        eb.and([eb('evaluatedAt', '>', lookback), eb('evaluatedAt', '<=', now)]),
        eb.and([eb('preEvaluatedAt', '>', lookback), eb('preEvaluatedAt', '<=', now)]),
      ]),
    )
    .orderBy('id');
  if (orgId !== undefined) surveysQuery = surveysQuery.where('orgId', '=', orgId);
  const surveys = await surveysQuery.execute();
  const offsetsRows = surveys.length > 0 ? await db.selectFrom('orgNotificationSettings').select(['orgId', 'deadlineOffsetDays']).where('orgId', 'in', [...new Set(surveys.map((s) => s.orgId))]).execute() : [];
  const offsetsOf = new Map(offsetsRows.map((row) => [row.orgId, row.deadlineOffsetDays]));

  for (const survey of surveys) {
    const done = await db.transaction().execute(async (trx) => {
      const drafts: NotificationDraft[] = [];
      const deadline = survey.deadline;
      const open = deadline !== null && now.getTime() < deadline.getTime();
      if (open) {
        const labs = await trx.selectFrom('surveyLabs').select('labId').where('surveyId', '=', survey.id).orderBy('labId').execute();
        const labIds = labs.map((l) => l.labId);
        const [labels, users, validatedRows] = await Promise.all([
          surveyLabels(trx, [survey.id]),
          labUserIds(trx, labIds),
          labIds.length > 0
            ? trx.selectFrom('labSurveyStatus').select('labId').where('surveyId', '=', survey.id).where('validated', '=', true).execute()
            : Promise.resolve([]),
        ]);
        const name = labels.get(survey.id) ?? String(survey.id);
        const validated = new Set(validatedRows.map((row) => row.labId));
        const deadlineText = deadline ? deadline.toISOString() : '';
        if (open) {
          // a survey opened within the look-back (an older one is not announced when notifications start)
          const justOpened = survey.startsAt !== null && survey.startsAt > lookback;
          for (const labId of justOpened ? labIds : []) {
            drafts.push({
              type: 'survey_opened',
              subject: { kind: 'survey', id: survey.id },
              orgId: survey.orgId,
              labId,
              params: { survey: name, deadline: deadlineText },
              link: notificationLinks.survey(labId, survey.id),
              userIds: users.get(labId) ?? [],
              webhookData: { surveyId: survey.id, labId, deadline: deadlineText },
            });
          }
          const occasion = deadlineOccasion(deadline, now, offsetsOf.get(survey.orgId) ?? DEFAULT_DEADLINE_OFFSET_DAYS);
          if (occasion) {
            const days = Math.max(1, Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS));
            for (const labId of labIds) {
              if (validated.has(labId)) continue;
              drafts.push({
                type: 'deadline_approaching',
                subject: { kind: 'survey', id: survey.id },
                occasion,
                orgId: survey.orgId,
                labId,
                params: { survey: name, deadline: deadlineText, days },
                link: notificationLinks.survey(labId, survey.id),
                userIds: users.get(labId) ?? [],
                webhookData: { surveyId: survey.id, labId, deadline: deadlineText, daysLeft: days },
              });
            }
          }
          if (lateLabsDue(deadline, now)) {
            const late = labIds.filter((labId) => !validated.has(labId));
            if (late.length > 0) {
              const codes = await trx.selectFrom('labs').select('shortName').where('id', 'in', late).orderBy('shortName').execute();
              const named = codes.slice(0, LATE_LABS_NAMED).map((c) => c.shortName);
              drafts.push({
                type: 'late_labs',
                subject: { kind: 'survey', id: survey.id },
                occasion: `d${LATE_LABS_DAYS_BEFORE}`,
                orgId: survey.orgId,
                labId: null,
                params: { survey: name, deadline: deadlineText, count: late.length, labs: `${named.join(', ')}${codes.length > named.length ? ', …' : ''}` },
                link: notificationLinks.adminSurvey(survey.id),
                userIds: await staffUserIds(trx, survey.orgId),
              });
            }
          }
        }
      }
      const published: EvaluationKind[] = [];
      if (survey.preEvaluatedAt && survey.preEvaluatedAt > lookback && survey.preEvaluatedAt <= now) published.push('pre_evaluation');
      if (survey.evaluatedAt && survey.evaluatedAt > lookback && survey.evaluatedAt <= now) published.push('evaluation');
      for (const kind of published) drafts.push(...(await evaluationPublishedDrafts(trx, survey.id, kind)));
      return recordNotifications(trx, drafts, options);
    });
    recorded = mergeRecorded(recorded, done);
  }

  const today = calendarDay(now);
  let invoicesQuery = db
    .selectFrom('invoices')
    .select(['id', 'paymentDeadline', 'paid', 'cancelled'])
    .where('paid', '=', false)
    .where('cancelled', '=', false)
    .where('cancelsInvoiceId', 'is', null)
    .where('paymentDeadline', '>=', addDays(today, -SWEEP_LOOKBACK_DAYS))
    .where('paymentDeadline', '<=', addDays(today, 7))
    .orderBy('id');
  if (orgId !== undefined) invoicesQuery = invoicesQuery.where('orgId', '=', orgId);
  for (const invoice of await invoicesQuery.execute()) {
    const occasion = invoiceOccasion(invoice, now);
    if (!occasion) continue;
    const done = await db.transaction().execute(async (trx) => recordNotifications(trx, await invoiceDrafts(trx, [invoice.id], occasion === 'late' ? 'invoice_late' : 'invoice_due'), options));
    recorded = mergeRecorded(recorded, done);
  }

  recorded = mergeRecorded(recorded, await contractsMissing(db, options));

  const digests = await sendDigests(db, options);
  return { ...recorded, outboxIds: [...recorded.outboxIds, ...digests.outboxIds], digests: digests.outboxIds.length };
}

/**
 * The digests due: each user's notifications that waited for one (emailState 'digest'), once the
 * day they arrived in has ended, in one e-mail per user; rows taken with SKIP LOCKED, so two
 * sweeps at once never send one twice.
 */
async function sendDigests(db: Kysely<DB>, options: Pick<SweepNotificationsOptions, 'now' | 'origin' | 'orgId'>): Promise<{ outboxIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('notifications')
      .select(['id', 'userId', 'type', 'params', 'link', 'createdAt'])
      .where('emailState', '=', 'digest')
      .orderBy('id')
      .limit(2000)
      .forUpdate()
      .skipLocked();
    if (options.orgId !== undefined) query = query.where('orgId', '=', options.orgId);
    const rows = (await query.execute()).filter((row) => digestDue(row.createdAt, options.now));
    if (rows.length === 0) return { outboxIds: [] };
    const users = await trx.selectFrom('users').select(['id', 'email', 'fullName', 'localeId', 'disabled']).where('id', 'in', [...new Set(rows.map((r) => r.userId))]).execute();
    const outboxIds: number[] = [];
    for (const user of users) {
      const own = rows.filter((row) => row.userId === user.id);
      const items = own.flatMap((row) => (isNotificationType(row.type) ? [{ type: row.type, params: row.params, link: row.link }] : []));
      const address = (user.email ?? '').trim();
      if (!user.disabled && address !== '' && items.length > 0) {
        const locale = readerLocale(user.localeId);
        const first = own[0]?.createdAt ?? options.now;
        const mail = digestEmail(items, { fullName: user.fullName, locale }, formatDate(first, locale), options.origin);
        const outbox = await trx
          .insertInto('emailOutbox')
          .values({ kind: 'notification_digest', toAddresses: [address], subject: mail.subject, textBody: mail.textBody, htmlBody: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        outboxIds.push(outbox.id);
      }
      await trx.updateTable('notifications').set({ emailState: 'digested' }).where('id', 'in', own.map((row) => row.id)).execute();
    }
    return { outboxIds };
  });
}

/**
 * Next year's contract missing once ordering for next year is open (the organisation has products
 * of next year): each active lab of the organisation that has an accepted contract this year and
 * none accepted for next year, once per lab, organisation and year (subject: the year; occasion: the
 * organisation).
 */
async function contractsMissing(db: Kysely<DB>, options: Pick<SweepNotificationsOptions, 'now' | 'origin' | 'orgId'>): Promise<RecordedNotifications> {
  const next = currentOrderYear(options.now) + 1;
  let orgsQuery = db.selectFrom('products').select('orgId').distinct().where('year', '=', next);
  if (options.orgId !== undefined) orgsQuery = orgsQuery.where('orgId', '=', options.orgId);
  const orgs = await orgsQuery.execute();
  let recorded = NOTHING_RECORDED;
  for (const { orgId } of orgs) {
    const labs = await db
      .selectFrom('orgLabs as ol')
      .select('ol.labId')
      .where('ol.orgId', '=', orgId)
      .where('ol.active', '=', true)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('contracts as c').select('c.id').whereRef('c.labId', '=', 'ol.labId').where('c.orgId', '=', orgId).where('c.year', '=', next - 1).where('c.acceptedAt', 'is not', null)),
      )
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('contracts as c').select('c.id').whereRef('c.labId', '=', 'ol.labId').where('c.orgId', '=', orgId).where('c.year', '=', next).where('c.acceptedAt', 'is not', null))),
      )
      .orderBy('ol.labId')
      .execute();
    if (labs.length === 0) continue;
    const done = await db.transaction().execute(async (trx) => {
      const users = await labUserIds(trx, labs.map((l) => l.labId));
      const drafts: NotificationDraft[] = labs.map(({ labId }) => ({
        type: 'contract_missing',
        subject: { kind: 'contract_year', id: next },
        occasion: `org${orgId}`,
        orgId,
        labId,
        params: { year: next },
        link: notificationLinks.contracts(labId, orgId),
        userIds: users.get(labId) ?? [],
        webhookData: { labId, orgId, year: next },
      }));
      return recordNotifications(trx, drafts, options);
    });
    recorded = mergeRecorded(recorded, done);
  }
  return recorded;
}
