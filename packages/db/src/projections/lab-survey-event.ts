import { parseLabSurveyStreamId, parseResultEvent, type ResultEvent } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';

/** A stored result event with its lab and survey (from the stream id) and its parsed data. */
export interface LabSurveyEvent {
  labId: number;
  surveyId: number;
  event: ResultEvent;
  stored: StoredEvent;
}

/** Events already parsed, by the stored event (the projections of one append all read each of them). */
const parsed = new WeakMap<StoredEvent, LabSurveyEvent>();

/** Parses a stored event of a lab-survey stream; throws on another stream or malformed data. */
export function parseLabSurveyEvent(stored: StoredEvent): LabSurveyEvent {
  const known = parsed.get(stored);
  if (known) return known;
  const ids = parseLabSurveyStreamId(stored.streamId);
  if (!ids) throw new Error(`Event ${stored.globalPosition} (${stored.type}) is not in a lab-survey stream: ${stored.streamId}`);
  const event: LabSurveyEvent = { ...ids, event: parseResultEvent(stored), stored };
  parsed.set(stored, event);
  return event;
}
