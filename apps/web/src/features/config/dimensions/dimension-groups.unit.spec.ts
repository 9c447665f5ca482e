import { describe, expect, it } from 'vitest';
import { groupDimensions, type GroupableDimension } from './dimension-groups';

const dims: GroupableDimension[] = [
  { id: 'method', name: { en: 'Method', hu: 'Módszer' }, ordinal: 3 },
  { id: 'instrument', name: { en: 'Instrument', hu: 'Műszer' }, ordinal: 2 },
  { id: 'reagent', name: { en: 'Reagent', hu: 'Reagens' }, ordinal: 2 },
  { id: 'yes_no', name: { en: 'Yes/no', hu: 'Igen/nem' }, ordinal: 1 },
  { id: 'x1', name: { en: '1st sample' }, ordinal: 9 },
];

describe('groupDimensions', () => {
  it('groups by the first letter of the translated name, accents folded, non-letters under #', () => {
    const groups = groupDimensions(dims, 'alphabet', 'hu');
    expect(groups.map((g) => [g.key, g.items.map((d) => d.id)])).toEqual([
      ['#', ['x1']],
      ['I', ['yes_no']],
      ['M', ['method', 'instrument']],
      ['R', ['reagent']],
    ]);
  });

  it('orders by ordinal with one group per ordinal (ties by id)', () => {
    const groups = groupDimensions(dims, 'ordinal', 'en');
    expect(groups.map((g) => [g.key, g.items.map((d) => d.id)])).toEqual([
      ['1', ['yes_no']],
      ['2', ['instrument', 'reagent']],
      ['3', ['method']],
      ['9', ['x1']],
    ]);
  });
});
