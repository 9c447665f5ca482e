import { formatDocumentNumber, labVerdicts, type EvaluationKind } from '@eqa/core';
import type { Executor } from '../schema';
import { labLabel, labUserIds, notificationLinks, staffUserIds, surveyLabels } from './notification-subjects';
import { NOTHING_RECORDED, recordNotifications, type NotificationDraft, type RecordedNotifications, type RecordNotificationsOptions } from './record-notifications';

/**
 * The drafts of a published evaluation (or pre-evaluation) of a survey: `evaluation_published` to
 * every participating lab, and per lab `result_unsatisfactory` (|z| ≥ 3 or a failed acceptance rule)
 * and `result_warning` (2 ≤ |z| < 3) counted on the latest succeeded run of that kind.
 */
export async function evaluationPublishedDrafts(db: Executor, surveyId: number, kind: EvaluationKind): Promise<NotificationDraft[]> {
  const survey = await db.selectFrom('surveys').select(['id', 'orgId']).where('id', '=', surveyId).executeTakeFirst();
  if (!survey) return [];
  const labs = await db.selectFrom('surveyLabs').select('labId').where('surveyId', '=', surveyId).execute();
  if (labs.length === 0) return [];
  const [label, users, run] = await Promise.all([
    surveyLabels(db, [surveyId]),
    labUserIds(db, labs.map((l) => l.labId)),
    db.selectFrom('evaluationRuns').select('id').where('surveyId', '=', surveyId).where('kind', '=', kind).where('status', '=', 'succeeded').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  const results = run
    ? await db.selectFrom('evaluationLabResults').select(['labId', 'zScore', 'accepted']).where('runId', '=', run.id).where('hidden', '=', false).execute()
    : [];
  const surveyName = label.get(surveyId) ?? String(surveyId);
  const drafts: NotificationDraft[] = [];
  for (const { labId } of labs) {
    const userIds = users.get(labId) ?? [];
    const base = { subject: { kind: 'survey' as const, id: surveyId }, occasion: kind, orgId: survey.orgId, labId, link: notificationLinks.evaluation(labId, surveyId), userIds };
    drafts.push({ ...base, type: 'evaluation_published', params: { survey: surveyName, kind }, webhookData: { surveyId, labId, kind } });
    const verdicts = labVerdicts(results.filter((r) => r.labId === labId).map((r) => ({ zScore: r.zScore === null ? null : Number(r.zScore), accepted: r.accepted })));
    if (verdicts.unsatisfactory > 0) {
      drafts.push({ ...base, type: 'result_unsatisfactory', params: { survey: surveyName, count: verdicts.unsatisfactory }, webhookData: { surveyId, labId, kind, count: verdicts.unsatisfactory } });
    }
    if (verdicts.warning > 0) drafts.push({ ...base, type: 'result_warning', params: { survey: surveyName, count: verdicts.warning } });
  }
  return drafts;
}

/** Publishing an evaluation (in the publishing transaction). */
export async function notifyEvaluationPublished(trx: Executor, surveyId: number, kinds: readonly EvaluationKind[], options: RecordNotificationsOptions): Promise<RecordedNotifications> {
  const drafts: NotificationDraft[] = [];
  for (const kind of kinds) drafts.push(...(await evaluationPublishedDrafts(trx, surveyId, kind)));
  return recordNotifications(trx, drafts, options);
}

/** A lab asked for checkout (in the request's transaction): the organisation's staff. */
export async function notifyCheckoutRequested(
  trx: Executor,
  input: { orgId: number; labId: number; year: number; orderYearId: number; requestedAt: Date },
  options: RecordNotificationsOptions,
): Promise<RecordedNotifications> {
  const [lab, userIds] = await Promise.all([labLabel(trx, input.labId), staffUserIds(trx, input.orgId)]);
  return recordNotifications(
    trx,
    [
      {
        type: 'checkout_requested',
        subject: { kind: 'order_year', id: input.orderYearId },
        occasion: input.requestedAt.toISOString(),
        orgId: input.orgId,
        labId: input.labId,
        params: { lab, year: input.year },
        link: notificationLinks.orders(input.labId, input.orgId, input.year),
        userIds,
        webhookData: { labId: input.labId, orgId: input.orgId, year: input.year },
      },
    ],
    options,
  );
}

/** A laboratory registered itself (in the registration's transaction): the organisation's staff. */
export async function notifyLabRegistered(trx: Executor, input: { orgId: number; labId: number }, options: RecordNotificationsOptions): Promise<RecordedNotifications> {
  const [lab, userIds] = await Promise.all([labLabel(trx, input.labId), staffUserIds(trx, input.orgId)]);
  return recordNotifications(
    trx,
    [
      {
        type: 'lab_registered',
        subject: { kind: 'lab', id: input.labId },
        orgId: input.orgId,
        labId: input.labId,
        params: { lab },
        link: notificationLinks.lab(input.labId),
        userIds,
        webhookData: { labId: input.labId, orgId: input.orgId },
      },
    ],
    options,
  );
}

/** The placeholders of an invoice's notifications. */
export async function invoiceDrafts(
  db: Executor,
  invoiceIds: readonly number[],
  type: 'invoice_issued' | 'invoice_due' | 'invoice_late',
): Promise<NotificationDraft[]> {
  if (invoiceIds.length === 0) return [];
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'orgId', 'labId', 'year', 'annualNumber', 'series', 'proforma', 'total', 'currencyId', 'paymentDeadline'])
    .where('id', 'in', [...invoiceIds])
    .execute();
  const users = await labUserIds(db, invoices.map((i) => i.labId));
  return invoices.map((invoice) => {
    const number = formatDocumentNumber(invoice.series, invoice.year, invoice.annualNumber);
    return {
      type,
      subject: { kind: 'invoice' as const, id: invoice.id },
      occasion: '',
      orgId: invoice.orgId,
      labId: invoice.labId,
      params: { number, proforma: invoice.proforma ? 1 : 0, amount: `${Number(invoice.total)} ${invoice.currencyId}`, dueDate: invoice.paymentDeadline },
      link: notificationLinks.orders(invoice.labId, invoice.orgId, invoice.year),
      userIds: users.get(invoice.labId) ?? [],
      webhookData: { invoiceId: invoice.id, labId: invoice.labId, orgId: invoice.orgId, number, proforma: invoice.proforma, paymentDeadline: invoice.paymentDeadline },
    };
  });
}

/** Proformas or invoices issued (in the issuing transaction): the lab's users. */
export async function notifyInvoicesIssued(trx: Executor, invoiceIds: readonly number[], options: RecordNotificationsOptions): Promise<RecordedNotifications> {
  if (invoiceIds.length === 0) return NOTHING_RECORDED;
  return recordNotifications(trx, await invoiceDrafts(trx, invoiceIds, 'invoice_issued'), options);
}
