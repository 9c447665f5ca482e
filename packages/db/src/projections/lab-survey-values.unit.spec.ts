import { describe, expect, it } from 'vitest';
import { RESULT_EVENT_TYPES } from '@eqa/core';
import type { StoredEvent } from '../event-store/types';
import { LabSurveyValues } from './lab-survey-values';
import { ProjectionBatchContext } from './registry';

const stored = (streamVersion: number, type: string): StoredEvent => ({
  globalPosition: 0,
  streamId: 'lab-survey-1-2',
  streamVersion,
  type,
  data: {},
  metadata: { userId: 1, userName: 'u', role: 'lab_admin', requestId: null },
  createdAt: new Date(0),
});

/** The fold the history projection leaves for the values projection (LabSurveyValues.foldedFor). */
describe('LabSurveyValues.foldedFor', () => {
  const set = stored(1, RESULT_EVENT_TYPES.resultValuesSet);
  const validated = stored(2, RESULT_EVENT_TYPES.surveyValidated);
  const cleared = stored(3, RESULT_EVENT_TYPES.resultValuesCleared);
  const folded = () => {
    const context = new ProjectionBatchContext();
    const values = new Map<string, LabSurveyValues>();
    context.foldedValues = { events: [set, validated, cleared], values };
    return { context, values };
  };

  it('answers the fold when its value events are exactly the ones asked for, once', () => {
    const { context, values } = folded();
    expect(LabSurveyValues.foldedFor([set, cleared], context)).toBe(values);
    expect(context.foldedValues).toBeNull();
    expect(LabSurveyValues.foldedFor([set, cleared], context)).toBeNull();
  });

  it('answers null for other events, fewer, more or in another order (the projection folds them itself)', () => {
    for (const asked of [[set], [cleared, set], [set, cleared, stored(4, RESULT_EVENT_TYPES.resultValuesSet)], [stored(1, RESULT_EVENT_TYPES.resultValuesSet), cleared]]) {
      const { context } = folded();
      expect(LabSurveyValues.foldedFor(asked, context)).toBeNull();
    }
    expect(LabSurveyValues.foldedFor([set], new ProjectionBatchContext())).toBeNull();
  });
});
