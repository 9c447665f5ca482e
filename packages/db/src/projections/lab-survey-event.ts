import type { LabSurveyState, ResultEvent } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';

/**
 * A stored event of a lab-survey stream as the result projections read it: its lab and survey,
 * its parsed data, and core's states of the stream just before and just after it (what the
 * command decided on and evolve made of it; a rebuild folds them the same way). Where no two events
 * of a command touch the same value (event-store/lab-survey-commands.ts, touchApart), its events
 * share the command's states before and after them, from one fold: for what each event touches that
 * is its own before, and a stream's first `before` and last `after` (what the projections read of a
 * group) are the same. Immutable.
 */
export interface LabSurveyEvent extends StoredEvent {
  labId: number;
  surveyId: number;
  event: ResultEvent;
  before: LabSurveyState;
  after: LabSurveyState;
}

/** The events grouped by stream, each group in its order (a group's first `before` and last `after` span its events). */
export function byStream(events: readonly LabSurveyEvent[]): LabSurveyEvent[][] {
  const groups = new Map<string, LabSurveyEvent[]>();
  for (const event of events) {
    const group = groups.get(event.streamId);
    if (group) group.push(event);
    else groups.set(event.streamId, [event]);
  }
  return [...groups.values()];
}
