import { describe, expect, it } from 'vitest';
import { SETUP_STEPS, setupPath, type SetupCounts, type SetupStep } from './setup-path';

const counts = (...done: SetupStep[]): SetupCounts => Object.fromEntries(SETUP_STEPS.map((step) => [step, done.includes(step) ? 3 : 0])) as SetupCounts;

describe('the setup path of a new provider', () => {
  it.each([
    ['an empty database starts with units', counts(), 'units', false],
    ['units and dimensions done: parameters next', counts('units', 'dimensions'), 'parameters', false],
    ['a gap is the next step, whatever is done after it', counts('units', 'dimensions', 'parameters', 'schemeVersion', 'rounds'), 'scheme', false],
    ['everything but the legal documents: registration next', counts(...SETUP_STEPS.filter((step) => step !== 'registration')), 'registration', false],
    ['no country served: countries before the product (its prices are in their currencies)', counts('units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds', 'survey'), 'countries', false],
    ['two of the three legal documents in force: registration not open', { ...counts(...SETUP_STEPS), registration: 2 }, 'registration', false],
    ['a product without countries: countries next', counts('units', 'dimensions', 'parameters', 'scheme', 'schemeVersion', 'rounds', 'survey', 'product', 'registration'), 'countries', false],
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
