import { parseLabSurveyStreamId, parseResultEvent, type ResultEvent } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';

/** A stored result event with its lab and survey (from the stream id) and its parsed data. */
export interface LabSurveyEvent {
  labId: number;
  surveyId: number;
  event: ResultEvent;
  stored: StoredEvent;
}

/** Parses a stored event of a lab-survey stream; throws on another stream or malformed data. */
export function parseLabSurveyEvent(stored: StoredEvent): LabSurveyEvent {
  const ids = parseLabSurveyStreamId(stored.streamId);
  if (!ids) throw new Error(`Event ${stored.globalPosition} (${stored.type}) is not in a lab-survey stream: ${stored.streamId}`);
  return { ...ids, event: parseResultEvent(stored), stored };
}
