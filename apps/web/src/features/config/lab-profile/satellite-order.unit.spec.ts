import { describe, expect, it } from 'vitest';
import { sortByQcCode } from './satellite-order';

describe('sortByQcCode', () => {
  it('orders numeric QC codes by value, other codes after them', () => {
    const labs = ['1107', 'B-12', '98', '1042', 'A7', '205'].map((shortName) => ({ shortName }));
    expect(sortByQcCode(labs).map((l) => l.shortName)).toEqual(['98', '205', '1042', '1107', 'A7', 'B-12']);
  });
});
