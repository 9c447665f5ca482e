import { describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES } from '../config/messages';
import { EVALUATION_MESSAGES } from '../evaluations/messages';
import { isAppError, AppError } from './app-error';
import { API_MESSAGES } from './api-messages';

/** The refusals of the api services: each a message code (an i18n key), never an English sentence. */
describe('api message codes', () => {
  const codes = Object.values(API_MESSAGES);

  it('are i18n keys, never sentences, each once', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are no codes of the rule lists again (a shared text is used through one list)', () => {
    const rules = new Set<string>([...Object.values(CONFIG_MESSAGES), ...Object.values(EVALUATION_MESSAGES)]);
    expect(codes.filter((code) => rules.has(code))).toEqual([]);
  });

  it.each([
    { refusal: 'a code without values', error: AppError.constraint('paramId', API_MESSAGES.unknownParameter), expected: { param: 'paramId', message: 'config.refusals.unknownParameter', params: undefined } },
    { refusal: 'a code with the value it names', error: AppError.constraint('minParticipants', API_MESSAGES.atLeast, undefined, { min: 1 }), expected: { param: 'minParticipants', message: 'config.refusals.atLeast', params: { min: 1 } } },
    { refusal: 'a code with two values', error: AppError.constraint('shortName', API_MESSAGES.productNameTaken, undefined, { shortName: 'GLU', year: 2017 }), expected: { param: 'shortName', message: 'config.refusals.productNameTaken', params: { shortName: 'GLU', year: 2017 } } },
  ])('$refusal is a 422 carrying its code and params', ({ error, expected }) => {
    expect(isAppError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'CONSTRAINT', ...expected });
  });
});
