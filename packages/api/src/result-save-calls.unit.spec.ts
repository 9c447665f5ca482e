import { describe, expect, it } from 'vitest';
import { isRestResultSave } from './result-save-calls';

describe('isRestResultSave', () => {
  it('knows the three REST result saves by method and path', () => {
    expect(isRestResultSave('PUT', '/labs/7/surveys/12/parameters/3/result_groups/9/values')).toBe(true);
    expect(isRestResultSave('PUT', '/labs/7/surveys/12/parameters/values')).toBe(true);
    expect(isRestResultSave('PUT', '/labs/7/surveys/12/samples/4/values')).toBe(true);
  });

  it('is false for the uploads, other methods and other paths', () => {
    expect(isRestResultSave('PUT', '/labs/7/surveys/12/parameters/3/result_groups/9/values/content')).toBe(false);
    expect(isRestResultSave('GET', '/labs/7/surveys/12/parameters/values')).toBe(false);
    expect(isRestResultSave('DELETE', '/labs/7/surveys/12/parameters/3')).toBe(false);
    expect(isRestResultSave('POST', '/labs/7/surveys/12/validate')).toBe(false);
    expect(isRestResultSave('PUT', '/labs/7/surveys/12/parameters/3/result_groups/9/values/extra')).toBe(false);
  });
});
