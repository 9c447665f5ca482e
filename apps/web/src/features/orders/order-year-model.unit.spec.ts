import { describe, expect, it } from 'vitest';
import { isListedOrder, nextProductId, orderYearSections, productMatches, productSequence } from './order-year-model';

const product = (id: number, ordinal: number, shortName: string, en: string, hu: string, rounds: string[] = []) => ({
  id,
  ordinal,
  shortName,
  name: { en, hu },
  rounds: rounds.map((name, index) => ({ id: id * 10 + index, name })),
});

const chem = product(1, 2, 'KK', 'Clinical chemistry', 'Klinikai kémia', ['2017/1', '2017/2']);
const haem = product(2, 1, 'HAEM', 'Haematology', 'Hematológia', ['2017/1']);
const coag = product(3, 1, 'HAEMOST', 'Haemostasis', 'Hemosztázis', ['2017/3']);
const groups = [
  { id: 20, name: { en: 'Haematology' }, ordinal: 2, products: [coag] },
  { id: 10, name: { en: 'Chemistry' }, ordinal: 1, products: [chem, haem] },
];

describe('the ordering screen’s product groups (spec 2 §2)', () => {
  it('lists active or dirty orders as ordered, the rest as available, by ordinals', () => {
    const orders = [
      { productId: 1, active: true, dirty: false },
      { productId: 3, active: false, dirty: true },
      { productId: 2, active: false, dirty: false },
    ];
    const sections = orderYearSections(groups, orders, '', 'en');
    expect(sections.map((s) => [s.id, s.ordered.map((e) => e.product.id), s.available.map((e) => e.product.id)])).toEqual([
      [10, [1], [2]],
      [20, [3], []],
    ]);
    expect(productSequence(sections, false)).toEqual([1, 3]);
    expect(productSequence(sections, true)).toEqual([1, 2, 3]);
  });

  it('searches names in every language, short names and round names; drops empty groups', () => {
    expect(productMatches(chem, 'kémia', 'en')).toBe(true);
    expect(productMatches(chem, 'KEMIA', 'en')).toBe(true);
    expect(productMatches(chem, 'kk', 'hu')).toBe(true);
    expect(productMatches(coag, '2017/3', 'en')).toBe(true);
    expect(productMatches(haem, '2017/3', 'en')).toBe(false);
    expect(productMatches(haem, '   ', 'en')).toBe(true);
    expect(orderYearSections(groups, [], 'haemost', 'en').map((s) => s.id)).toEqual([20]);
  });

  it('knows the next product', () => {
    expect(nextProductId([1, 2, 3], 2)).toBe(3);
    expect(nextProductId([1, 2, 3], 3)).toBeNull();
    expect(nextProductId([1, 2, 3], 9)).toBeNull();
  });

  it('treats no order as not listed', () => expect(isListedOrder(null)).toBe(false));
});
