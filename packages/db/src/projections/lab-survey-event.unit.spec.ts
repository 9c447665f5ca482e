import { describe, expect, it } from 'vitest';
import { labSurveyStreamId, RESULT_EVENT_TYPES, type ResultEvent } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import { parseLabSurveyEvent, rememberDecidedEvents } from './lab-survey-event';

const stored = (event: { type: string; data: unknown }): StoredEvent => ({
  globalPosition: 1,
  streamId: labSurveyStreamId(5, 7),
  streamVersion: 1,
  type: event.type,
  data: event.data as StoredEvent['data'],
  metadata: { userId: 1, userName: 'a', role: 'lab_admin', requestId: null },
  createdAt: new Date('2030-01-01T00:00:00Z'),
});

const decidedEvent = (): ResultEvent => ({
  type: RESULT_EVENT_TYPES.resultValuesSet,
  data: { parameterId: 1, resultGroupId: 2, sampleId: null, values: [{ dimensionId: 'conc', type: 'numeric', value: 4, relation: null, unitId: null, convertedValue: null, valueId: null }] },
});

describe('parseLabSurveyEvent', () => {
  it('takes an event decided in this process as it is (same data object), without parsing it again', () => {
    const event = decidedEvent();
    rememberDecidedEvents([event]);
    const parsed = parseLabSurveyEvent(stored(event));
    expect(parsed).toMatchObject({ labId: 5, surveyId: 7 });
    expect(parsed.event).toBe(event);
  });

  it('parses the data of any other event: a copy of decided data, or a type that does not match', () => {
    const event = decidedEvent();
    rememberDecidedEvents([event]);
    const copy = parseLabSurveyEvent(stored({ type: event.type, data: structuredClone(event.data) }));
    expect(copy.event).not.toBe(event);
    expect(copy.event).toEqual(event);
    expect(() => parseLabSurveyEvent(stored({ type: RESULT_EVENT_TYPES.resultGroupUpdated, data: event.data }))).toThrow();
    expect(() => parseLabSurveyEvent(stored({ type: event.type, data: { ...event.data, values: [{ dimensionId: '' }] } }))).toThrow();
  });
});
