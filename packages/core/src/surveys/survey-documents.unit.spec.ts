import { describe, expect, it } from 'vitest';
import { isRegenerableSurveyDocument } from './survey-documents';

describe('isRegenerableSurveyDocument', () => {
  it("takes only a lab's own generated survey document", () => {
    expect(isRegenerableSurveyDocument({ custom: false, labSpecific: true, type: 'survey' })).toBe(true);
    expect(isRegenerableSurveyDocument({ custom: true, labSpecific: true, type: 'survey' })).toBe(false);
    expect(isRegenerableSurveyDocument({ custom: false, labSpecific: false, type: 'survey' })).toBe(false);
    for (const type of ['archive', 'result_group', 'round', 'year', 'other'] as const) {
      expect(isRegenerableSurveyDocument({ custom: false, labSpecific: true, type })).toBe(false);
    }
  });
});
