import { describe, expect, it } from 'vitest';
import { relationOf } from './acceptance';
import { historyWindow, longTermRange } from './history';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
}

/** Issue 24: the evaluation rules answer message codes with the values their texts name, never English sentences. */
describe.each([
  { rule: 'a start that is no date', run: () => historyWindow('not a date', '2017-01-01'), expected: { param: 'startsAt', message: 'evaluationReport.history.invalidDate', params: { value: 'not a date' } } },
  { rule: 'a custom period ending before it starts', run: () => longTermRange({ from: '2016-12-31', to: '2016-01-01' }, '2020-01-01'), expected: { param: 'from', message: 'evaluationReport.history.invalidRange' } },
  { rule: 'a period of 18 months', run: () => longTermRange(18 as 12, '2017-01-01'), expected: { param: 'period', message: 'evaluationReport.history.unknownPeriod', params: { period: '18' } } },
  { rule: 'an unknown relation', run: () => relationOf('<>'), expected: { param: 'relation', message: 'evaluations.unknownRelation', params: { relation: '<>' } } },
])('$rule', ({ run, expected }) => {
  it('is a 422 with its message code and params', () => {
    const error = thrownBy(run);
    expect(error).toMatchObject({ code: 'CONSTRAINT', type: 'constraint_violation_error', ...expected });
    if (!('params' in expected)) expect((error as { params?: unknown }).params).toBeUndefined();
  });
});
