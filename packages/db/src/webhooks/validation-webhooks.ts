import { RESULT_EVENT_TYPES } from '@eqa/core';
import type { Executor } from '../schema';
import { recordWebhookEvent } from './record-webhook-event';

/** A validation or its revocation as the lab-survey commands appended it. */
export interface ValidationEventRecord {
  labId: number;
  surveyId: number;
  /** Its stored type (core RESULT_EVENT_TYPES). */
  type: string;
  streamVersion: number;
  createdAt: Date;
}

/** The webhook event of a stored result event: a validation or its revocation, else none. */
function webhookEventOf(type: string): 'results.validated' | 'results.invalidated' | null {
  if (type === RESULT_EVENT_TYPES.surveyValidated) return 'results.validated';
  if (type === RESULT_EVENT_TYPES.surveyInvalidated) return 'results.invalidated';
  return null;
}

/**
 * Issue 34: the `results.validated` / `results.invalidated` deliveries of the validations and
 * revocations among appended events, recorded in the transaction that appends them (the lab-survey
 * commands' own, also the group commit's), so the events and their webhooks commit or roll back
 * together; the webhook sweep sends them. Message id: lab, survey and the event's stream version,
 * the same however often a batch is decided again. Not a projection: a rebuild must not send them again.
 */
export async function recordValidationWebhooks(trx: Executor, events: readonly ValidationEventRecord[]): Promise<number[]> {
  const relevant = events.flatMap((e) => {
    const event = webhookEventOf(e.type);
    return event ? [{ ...e, event }] : [];
  });
  if (relevant.length === 0) return [];
  const surveys = await trx.selectFrom('surveys').select(['id', 'orgId']).where('id', 'in', [...new Set(relevant.map((e) => e.surveyId))]).execute();
  const orgOf = new Map(surveys.map((s) => [s.id, s.orgId]));
  const ids: number[] = [];
  for (const e of relevant) {
    const recorded = await recordWebhookEvent(
      trx,
      {
        event: e.event,
        staff: false,
        messageId: `msg_${e.event}_${e.labId}_${e.surveyId}_v${e.streamVersion}`,
        orgId: orgOf.get(e.surveyId) ?? null,
        labId: e.labId,
        subject: { kind: 'survey', id: e.surveyId },
        data: { labId: e.labId, surveyId: e.surveyId, streamVersion: e.streamVersion },
      },
      e.createdAt,
    );
    ids.push(...recorded);
  }
  return ids;
}
