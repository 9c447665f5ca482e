import { describe, expect, it } from 'vitest';
import { rewriteRestErrorBody } from './error-body';
import { camelizeQueryString, snakeToCamel } from './query-keys';

describe('REST query keys', () => {
  it('turns snake_case keys into camelCase and keeps camelCase ones', () => {
    expect(snakeToCamel('empty_surveys_only')).toBe('emptySurveysOnly');
    expect(snakeToCamel('coreLabsOnly')).toBe('coreLabsOnly');
    expect(camelizeQueryString('/labs?empty_surveys_only=true&coreLabsOnly=false&query=gy%C5%91r&offset=20')).toBe(
      '/labs?emptySurveysOnly=true&coreLabsOnly=false&query=gy%C5%91r&offset=20',
    );
    expect(camelizeQueryString('/labs')).toBe('/labs');
  });
});

describe('REST error body rewrite', () => {
  it('takes the mapped error from the formatter data', () => {
    const adapterBody = JSON.stringify({
      message: 'Input validation failed',
      code: 'UNPROCESSABLE_CONTENT',
      data: { appError: { code: 'CONSTRAINT', message: 'Enter a valid e-mail address, e.g. name@example.com', param: 'email', type: 'emailFormatHelpText' } },
      issues: [{ message: 'x' }],
    });
    expect(JSON.parse(rewriteRestErrorBody(adapterBody))).toEqual({
      error: { message: 'Enter a valid e-mail address, e.g. name@example.com', param: 'email', type: 'emailFormatHelpText' },
    });
  });

  it('omits a null param and falls back to the tRPC code without formatter data', () => {
    const withNullParam = JSON.stringify({ data: { appError: { code: 'FORBIDDEN', message: 'No', param: null, type: 'authorization_error' } } });
    expect(JSON.parse(rewriteRestErrorBody(withNullParam))).toEqual({ error: { message: 'No', type: 'authorization_error' } });
    expect(JSON.parse(rewriteRestErrorBody(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' })))).toEqual({
      error: { message: 'Not found', type: 'not_found_error' },
    });
    expect(JSON.parse(rewriteRestErrorBody('not json'))).toEqual({ error: { message: 'An unexpected error occurred', type: 'api_error' } });
  });
});
