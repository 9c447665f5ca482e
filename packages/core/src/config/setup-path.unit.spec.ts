import { describe, expect, it } from 'vitest';
import { SETUP_STEPS, setupPath, type SetupCounts, type SetupStep } from './setup-path';

const counts = (...done: SetupStep[]): SetupCounts => Object.fromEntries(SETUP_STEPS.map((step) => [step, done.includes(step) ? 2 : 0])) as SetupCounts;

describe('the setup path of a new provider', () => {
  it.each([
    ['an empty database starts with units', counts(), 'units', false],
    ['units and dimensions done: parameters next', counts('units', 'dimensions'), 'parameters', false],
    ['a gap is the next step, whatever is done after it', counts('units', 'dimensions', 'parameters', 'schemeVersion', 'rounds'), 'scheme', false],
    ['everything but the countries: registration next', counts(...SETUP_STEPS.filter((step) => step !== 'registration')), 'registration', false],
    ['every step done', counts(...SETUP_STEPS), null, true],
  ] as const)('%s', (_name, given, next, complete) => {
    const path = setupPath(given);
    expect(path.next).toBe(next);
    expect(path.complete).toBe(complete);
  });

  it('lists every step in order with its count, done at one or more', () => {
    const path = setupPath({ ...counts(), units: 1, dimensions: 3 });
    expect(path.steps.map((step) => step.id)).toEqual([...SETUP_STEPS]);
    expect(path.steps.slice(0, 3)).toEqual([
      { id: 'units', count: 1, done: true },
      { id: 'dimensions', count: 3, done: true },
      { id: 'parameters', count: 0, done: false },
    ]);
  });
});
