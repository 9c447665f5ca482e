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

/**
 * Events this process decided with core's `decide` (well-formed by construction), by their data
 * object: the stored event of an append carries that same object, so the projections of the append
 * take the decided event instead of parsing its data again (rememberDecidedEvents).
 */
const decided = new WeakMap<object, ResultEvent>();

/** Remembers events a command decided, before they are appended (see `decided`). */
export function rememberDecidedEvents(events: readonly ResultEvent[]): void {
  for (const event of events) decided.set(event.data, event);
}

/** Parses a stored event of a lab-survey stream; throws on another stream or malformed data. */
export function parseLabSurveyEvent(stored: StoredEvent): LabSurveyEvent {
  const known = parsed.get(stored);
  if (known) return known;
  const ids = parseLabSurveyStreamId(stored.streamId);
  if (!ids) throw new Error(`Event ${stored.globalPosition} (${stored.type}) is not in a lab-survey stream: ${stored.streamId}`);
  const own = decided.get(stored.data as object);
  const event: LabSurveyEvent = { ...ids, event: own && own.type === stored.type ? own : parseResultEvent(stored), stored };
  parsed.set(stored, event);
  return event;
}
