import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_RULES } from '../certificates/quality-rules';
import { CORRECTIVE_ACTION_MESSAGES, correctiveActionRefusal, correctiveActionStatus, needsCorrectiveAction, ROOT_CAUSES, ZCorrectiveActionFields } from './corrective-action';

describe('corrective actions', () => {
  it('has the root causes of the issue', () => {
    expect(ROOT_CAUSES).toEqual(['clerical', 'methodological', 'equipment', 'reagent', 'sample_handling', 'pt_item', 'evaluation', 'unexplained']);
  });

  it.each([
    { name: 'a complete record', input: { rootCause: 'reagent', findings: 'Lot 42 degraded', action: 'New lot, recalibrated', responsible: 'Kovács Éva', dueAt: '2026-07-01' }, ok: true },
    { name: 'no due day', input: { rootCause: 'clerical', findings: 'Typo', action: 'Double entry', responsible: 'QA', dueAt: null }, ok: true },
    { name: 'an unknown root cause', input: { rootCause: 'bad_luck', findings: 'x', action: 'y', responsible: 'z', dueAt: null }, ok: false },
    { name: 'empty findings', input: { rootCause: 'equipment', findings: '  ', action: 'y', responsible: 'z', dueAt: null }, ok: false },
    { name: 'an impossible day', input: { rootCause: 'equipment', findings: 'x', action: 'y', responsible: 'z', dueAt: '2026-02-30' }, ok: false },
  ])('$name → $ok', ({ input, ok }) => {
    expect(ZCorrectiveActionFields.safeParse(input).success).toBe(ok);
  });

  it.each<{ name: string; current: { closedAt: string | null } | null; next: { closedAt: string | null; effective: boolean | null }; expected: string | null }>([
    { name: 'a new open action', current: null, next: { closedAt: null, effective: null }, expected: null },
    { name: 'closing with the check', current: { closedAt: null }, next: { closedAt: '2026-09-01', effective: true }, expected: null },
    { name: 'closing as not effective', current: { closedAt: null }, next: { closedAt: '2026-09-01', effective: false }, expected: null },
    { name: 'closing without the check', current: { closedAt: null }, next: { closedAt: '2026-09-01', effective: null }, expected: CORRECTIVE_ACTION_MESSAGES.effectivenessRequired },
    { name: 'a check without closing', current: { closedAt: null }, next: { closedAt: null, effective: true }, expected: CORRECTIVE_ACTION_MESSAGES.effectiveWithoutClosing },
    { name: 'changing a closed action', current: { closedAt: '2026-09-01' }, next: { closedAt: '2026-09-01', effective: true }, expected: CORRECTIVE_ACTION_MESSAGES.closed },
  ])('$name → $expected', ({ current, next, expected }) => {
    expect(correctiveActionRefusal(current, next)?.code ?? null).toBe(expected);
  });

  it.each([
    { name: 'satisfactory z scores', results: [{ zScore: 0.2, accepted: true }, { zScore: -1.5, accepted: null }], expected: false },
    { name: 'a questionable z', results: [{ zScore: 0.2, accepted: true }, { zScore: 2.3, accepted: true }], expected: true },
    { name: 'an unsatisfactory z', results: [{ zScore: -3.1, accepted: null }], expected: true },
    { name: 'outside the acceptance range, no z', results: [{ zScore: null, accepted: false }], expected: true },
    { name: 'accepted, no z', results: [{ zScore: null, accepted: true }], expected: false },
    { name: 'nothing evaluated', results: [], expected: false },
  ])('$name → $expected', ({ results, expected }) => {
    expect(needsCorrectiveAction(results, DEFAULT_QUALITY_RULES)).toBe(expected);
  });

  it('is open until closed', () => {
    expect(correctiveActionStatus({ closedAt: null })).toBe('open');
    expect(correctiveActionStatus({ closedAt: '2026-09-01' })).toBe('closed');
  });
});
