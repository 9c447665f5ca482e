import { describe, expect, it } from 'vitest';
import { algorithmA } from './algorithm-a';
import { DEFAULT_MIN_GROUP_SIZE, evaluateGroup, type GroupResultInput } from './group';
import { E1_CENSORED, E1_DELETED, E3_ATRAZINE, halfUnit } from './testing/iso13528-annex-e';
import { normalSample, seededRandom } from './testing/seeded-random';

const results = (values: ReadonlyArray<number | null>): GroupResultInput[] => values.map((value, id) => ({ id, value }));

describe('evaluateGroup: relation values (ISO 13528:2022 Annex E.1)', () => {
  // Table E.1 reports five '<' values; our policy leaves them out of the statistics, which is
  // the "deleted" column of the table: x* = 26.81, s* = 5.29.
  const group = evaluateGroup(
    E1_CENSORED.map((r, id) => ({ id, value: r.value, relation: r.relation })),
    { acceptance: { type: 'numeric_range', min: 15, max: 40, target: 27 } },
  );
  it('uses only the exact values, like the "deleted" treatment', () => {
    expect(group.n).toBe(18);
    expect(group.nCensored).toBe(5);
    expect(Math.abs(group.statistics!.robustMean - E1_DELETED.xStar)).toBeLessThanOrEqual(halfUnit(2));
    expect(Math.abs(group.statistics!.robustSd - E1_DELETED.sStar)).toBeLessThanOrEqual(halfUnit(2));
  });
  it('shows the relation values without scores and judges their interval', () => {
    const lessThan10 = group.labs[0]!;
    expect(lessThan10).toMatchObject({ value: 10, relation: '<', censored: true, z: null, scaled: null, outlier: false });
    expect(lessThan10.accepted).toBe(false); // [0, 10] is not inside 15…40
    const lessThan30 = group.labs[13]!;
    expect(lessThan30.accepted).toBe(false); // [0, 30] reaches below 15
    expect(group.labs[2]).toMatchObject({ value: 12, censored: false, accepted: false });
    expect(group.labs[3]).toMatchObject({ value: 19, accepted: true });
    expect(group.labs[3]!.z).not.toBeNull();
  });
});

describe('evaluateGroup: consensus statistics and scores', () => {
  const group = evaluateGroup(results(E3_ATRAZINE), {
    acceptance: { type: 'tolerance', relativePercent: 20 },
  });
  it('takes x* and s* of Algorithm A as assigned value and σ_pt (ISO 13528:2022 Annex E.3)', () => {
    expect(group.scored).toBe(true);
    expect(group.assignedValueSource).toBe('consensus');
    expect(group.sigmaPtSource).toBe('consensus');
    expect(Math.abs(group.assignedValue! - 0.257)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(group.sigmaPt! - 0.0395)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(group.uAssignedValue! - 0.0085)).toBeLessThanOrEqual(halfUnit(4));
    expect(group.uncertaintyNegligible).toBe(true); // 0.0085 < 0.3 × 0.0395
    const s = group.statistics!;
    expect(s.n).toBe(34);
    expect(s.min).toBe(0.04);
    expect(s.max).toBe(0.4246);
    expect(Math.abs(s.median - 0.262)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(s.mean - 0.2512)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(s.sd! - 0.0672)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(s.nIQR - 0.0402)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(s.madE - 0.0386)).toBeLessThanOrEqual(halfUnit(4));
  });
  it('scores every lab against x* and s* and flags |robust z| ≥ 3 as outliers', () => {
    const { assignedValue, sigmaPt } = group;
    for (const lab of group.labs) {
      expect(lab.z).toBeCloseTo((lab.value! - assignedValue!) / sigmaPt!, 12);
      expect(lab.outlier).toBe(Math.abs(lab.z!) >= 3);
    }
    // 0.040, 0.055 and 0.4246 are the three outliers the example removes.
    expect(group.labs.filter((l) => l.outlier).map((l) => l.value)).toEqual([0.04, 0.055, 0.4246]);
    expect(group.labs[0]!.zClass).toBe('unsatisfactory');
    // Table E.5: mean of the 31 results left after removing the outliers, 0.2588 (SD 0.0337).
    expect(group.withoutOutliers!.n).toBe(31);
    expect(Math.abs(group.withoutOutliers!.mean! - 0.2588)).toBeLessThanOrEqual(halfUnit(4));
    expect(Math.abs(group.withoutOutliers!.sd! - 0.0337)).toBeLessThanOrEqual(halfUnit(4));
  });
  it('resolves a tolerance around the consensus value and counts accepted results', () => {
    const x = group.assignedValue!;
    expect(group.range!.min).toBeCloseTo(0.8 * x, 12);
    expect(group.range!.max).toBeCloseTo(1.2 * x, 12);
    const inside = E3_ATRAZINE.filter((v) => v >= 0.8 * x && v <= 1.2 * x).length;
    expect(group.acceptedCount).toBe(inside);
    expect(group.evaluatedCount).toBe(34);
    expect(group.acceptanceFraction).toBeCloseTo(inside / 34, 12);
    const first = group.labs.find((l) => l.value === 0.257 || l.value === 0.26)!;
    expect(first.deviationPercent).toBeCloseTo((100 * (first.value! - x)) / x, 9);
    expect(first.scaled).toBeCloseTo(0.5 + (0.5 * (first.value! - x)) / (0.2 * x), 9);
  });
});

describe('evaluateGroup: small groups are honest', () => {
  const seven = [5.1, 5.3, 4.9, 5.0, 5.2, 5.4, 9.9];
  it(`below ${DEFAULT_MIN_GROUP_SIZE} exact values there is no consensus value, no score, no outlier flag`, () => {
    const group = evaluateGroup(results(seven), { acceptance: { type: 'numeric_range', min: 4.5, max: 5.5, target: 5 } });
    expect(DEFAULT_MIN_GROUP_SIZE).toBe(8);
    expect(group.scored).toBe(false);
    expect(group.assignedValue).toBeNull();
    expect(group.sigmaPt).toBeNull();
    expect(group.labs.every((l) => l.z === null && l.zClass === null && !l.outlier)).toBe(true);
    // descriptive statistics and acceptance still work
    expect(group.statistics!.n).toBe(7);
    expect(group.statistics!.median).toBe(5.2);
    expect(group.labs.map((l) => l.accepted)).toEqual([true, true, true, true, true, true, false]);
    expect(group.target).toBe(5);
  });
  it('relation values and missing values do not count towards n', () => {
    const group = evaluateGroup([
      ...results(seven),
      { id: 7, value: 1, relation: '<' },
      { id: 8, value: null },
    ]);
    expect(group).toMatchObject({ n: 7, nCensored: 1, nMissing: 1, scored: false });
  });
  it('from the 8th exact value on, scores are given', () => {
    const group = evaluateGroup(results([...seven, 5.25]));
    expect(group.scored).toBe(true);
    expect(group.labs.find((l) => l.value === 9.9)!.outlier).toBe(true);
  });
  it('minN is configurable, e.g. for an independent assigned value and σ_pt', () => {
    const group = evaluateGroup(results([5.1, 5.6]), { minN: 1, assignedValue: 5, sigmaPt: 0.25 });
    expect(group.scored).toBe(true);
    expect(group.assignedValueSource).toBe('external');
    expect(group.labs.map((l) => l.z)).toEqual([expect.closeTo(0.4, 12), expect.closeTo(2.4, 12)]);
    expect(group.labs[1]!.zClass).toBe('questionable');
  });
});

describe('evaluateGroup: external assigned value and uncertainties', () => {
  it('uses the given x_pt and σ_pt, computes z′ with u(x_pt), ζ and Eₙ with the lab uncertainty', () => {
    const values = [10.1, 9.8, 10.4, 10.0, 9.9, 10.2, 10.3, 9.7, 11.5];
    const group = evaluateGroup(
      values.map((value, id) => ({ id, value, uncertainty: id === 8 ? 0.3 : null })),
      { assignedValue: 10, uAssignedValue: 0.4, sigmaPt: 0.5 },
    );
    expect(group.uncertaintyNegligible).toBe(false); // 0.4 ≥ 0.3 × 0.5
    const last = group.labs[8]!;
    expect(last.z).toBeCloseTo(3, 12);
    expect(last.zPrime).toBeCloseTo(1.5 / Math.hypot(0.5, 0.4), 12);
    expect(last.zeta).toBeCloseTo(1.5 / 0.5, 12);
    expect(last.en).toBeCloseTo(1.5 / 1, 12);
    expect(group.labs[0]!.zeta).toBeNull();
    // bias % of the mean against the assigned value
    const m = values.reduce((a, b) => a + b, 0) / values.length;
    expect(group.statistics!.biasPercent).toBeCloseTo((100 * (m - 10)) / 10, 9);
  });
  it('an empty group answers nulls', () => {
    const group = evaluateGroup(results([null, null]));
    expect(group).toMatchObject({ n: 0, nMissing: 2, statistics: null, withoutOutliers: null, scored: false, acceptanceFraction: null });
  });
});

describe('evaluateGroup on a large group', () => {
  it('2000 labs: robust statistics equal Algorithm A on the same values and ids are kept in order', () => {
    const random = seededRandom(7);
    const values = normalSample(random, 2000, 5.5, 0.3).map((v, i) => (i % 97 === 0 ? v * 3 : v));
    const group = evaluateGroup(values.map((value, i) => ({ id: `lab-${i}`, value })));
    const robust = algorithmA(values);
    expect(group.statistics!.robustMean).toBe(robust.mean);
    expect(group.statistics!.robustSd).toBe(robust.sd);
    expect(group.labs[1999]!.id).toBe('lab-1999');
    expect(group.labs.filter((l) => l.outlier).length).toBeGreaterThanOrEqual(20);
    expect(Math.abs(group.assignedValue! - 5.5)).toBeLessThan(0.05);
  });
});
