import type { Clock, EvaluationKind } from '@eqa/core';
import { NOTHING_RECORDED, notifyEvaluationPublished, type Executor, type RecordedNotifications } from '@eqa/db';

/**
 * The notifications of a publication, in the publishing transaction: the kinds whose publication
 * date has come (a date set ahead is left to the sweep, which records it when the day comes).
 */
export async function recordPublication(
  trx: Executor,
  ctx: { clock: Clock; origin: string },
  surveyId: number,
  published: ReadonlyArray<{ kind: EvaluationKind; at: string | null | undefined }>,
): Promise<RecordedNotifications> {
  const now = ctx.clock.now();
  const due = published.filter((p) => p.at != null && new Date(p.at).getTime() <= now.getTime()).map((p) => p.kind);
  if (due.length === 0) return NOTHING_RECORDED;
  return notifyEvaluationPublished(trx, surveyId, due, { now, origin: ctx.origin });
}
