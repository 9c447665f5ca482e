import { i18nObject, loadAllLocales } from '@eqa/i18n';
import { describe, expect, it } from 'vitest';
import { verdictDetails, verdictOf, type SampleVerdict } from './verdict-text';

loadAllLocales();
const en = i18nObject('en');
const hu = i18nObject('hu');

const verdict = (over: Partial<SampleVerdict> = {}): SampleVerdict => ({
  resultGroupId: 1,
  sampleId: 10,
  status: 'invalid',
  outlier: false,
  hidden: false,
  zScore: 2.3456,
  acceptanceCriteria: { min: 4.5, max: 5.5, target: 5, unitId: 3, unitName: { en: 'mmol/L', hu: 'mmol/l' } },
  ...over,
});

describe('verdictDetails', () => {
  it('names the acceptance range with its unit, the target and the z-score, per locale', () => {
    expect(verdictDetails(verdict(), en, 'en')).toEqual(['Acceptance range: 4.5 – 5.5 mmol/L', 'Target: 5 mmol/L', 'z-score: 2.35']);
    expect(verdictDetails(verdict(), hu, 'hu')).toEqual(['Elfogadási tartomány: 4,5 – 5,5 mmol/l', 'Célérték: 5 mmol/l', 'z-érték: 2,35']);
  });

  it('names a one-sided range, rounds to three decimals and marks outliers and hidden groups', () => {
    const oneSided = verdict({ zScore: null, outlier: true, hidden: true, acceptanceCriteria: { min: 1.23456, max: null, target: null, unitId: null, unitName: null } });
    expect(verdictDetails(oneSided, en, 'en')).toEqual(['Acceptance range: at least 1.235', 'Outlier', 'Hidden result group']);
    const upTo = verdict({ zScore: null, acceptanceCriteria: { min: null, max: 7, target: null, unitId: null, unitName: null } });
    expect(verdictDetails(upTo, hu, 'hu')).toEqual(['Elfogadási tartomány: legfeljebb 7']);
  });

  it('says nothing more without criteria or score', () => {
    expect(verdictDetails(verdict({ status: null, zScore: null, acceptanceCriteria: null }), en, 'en')).toEqual([]);
  });
});

describe('verdictOf', () => {
  it("finds the verdict of a result group's result on a sample", () => {
    const list = [verdict(), verdict({ sampleId: 11, status: 'valid' }), verdict({ resultGroupId: 2, sampleId: 11 })];
    expect(verdictOf(list, 1, 11)?.status).toBe('valid');
    expect(verdictOf(list, 2, 10)).toBeUndefined();
    expect(verdictOf(list, 1, null)).toBeUndefined();
  });
});
