import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/app-error';
import { accreditationCovers, accreditationDisplayDate, accreditationViolation } from './accreditation-rules';
import { cleanLocalized, requiredLocalizedViolation, requiredTextViolation } from './localized-rules';
import { parseDecimalInput, parseIntegerInput } from './numbers';
import { duplicateOrdinalViolation, findDuplicateOrdinal, nextOrdinal, ordinalTakenViolation } from './ordinals';
import { defaultRoundName, newRoundDefaults, roundYearViolation } from './round-rules';
import { canManageSatellites, satelliteCandidateViolation } from './satellite-rules';
import {
  normalizeCertificateExpiryMonths,
  normalizeSignificantDiffWarningDays,
  schemeChangeViolation,
  schemeVersionParameterViolation,
} from './scheme-version-rules';
import { assertNoViolation, firstViolation } from './violation';

describe('ordinals (spec 3 §5 "Ordered lists need unique ordinals")', () => {
  it('finds the first repeated ordinal', () => {
    expect(findDuplicateOrdinal([{ ordinal: 1 }, { ordinal: 2 }, { ordinal: 3 }])).toBeNull();
    expect(findDuplicateOrdinal([{ ordinal: 1 }, { ordinal: 2 }, { ordinal: 1 }, { ordinal: 2 }])).toBe(2);
    expect(duplicateOrdinalViolation([{ ordinal: 4 }, { ordinal: 4 }], 'values')).toEqual({ param: 'values.1.ordinal', message: 'duplicateOrdinal' });
    expect(ordinalTakenViolation(3, [1, 2, 3])).toEqual({ param: 'ordinal', message: 'duplicateOrdinal' });
    expect(ordinalTakenViolation(4, [1, 2, 3])).toBeNull();
  });

  it('gives a new item the next ordinal', () => {
    expect(nextOrdinal([])).toBe(1);
    expect(nextOrdinal([3, 1, 7])).toBe(8);
  });
});

describe('form numbers (spec 3 §5)', () => {
  it('parses ordinals and minRounds as integers, prices as decimals', () => {
    expect(parseIntegerInput('12')).toBe(12);
    expect(parseIntegerInput(' 3,9 ')).toBe(3);
    expect(parseIntegerInput(7)).toBe(7);
    expect(parseIntegerInput('abc')).toBeNull();
    expect(parseIntegerInput('')).toBeNull();
    expect(parseDecimalInput('12 500,50')).toBe(12500.5);
    expect(parseDecimalInput('0.25')).toBe(0.25);
    expect(parseDecimalInput('1.2.3')).toBeNull();
    expect(parseDecimalInput(null)).toBeNull();
    expect(parseDecimalInput(Number.NaN)).toBeNull();
  });
});

describe('required names', () => {
  it('answers requiredField without any locale and missingLocaleError with only blank ones', () => {
    expect(requiredLocalizedViolation('name', { en: 'Glucose' })).toBeNull();
    expect(requiredLocalizedViolation('name', {})).toEqual({ param: 'name', message: 'requiredField' });
    expect(requiredLocalizedViolation('name', null)).toEqual({ param: 'name', message: 'requiredField' });
    expect(requiredLocalizedViolation('name', { en: ' ', hu: '' })).toEqual({ param: 'name', message: 'missingLocaleError' });
    expect(requiredTextViolation('shortName', '  ')).toEqual({ param: 'shortName', message: 'requiredField' });
    expect(requiredTextViolation('shortName', 'GLU')).toBeNull();
    expect(cleanLocalized({ en: ' Glucose ', hu: '  ' })).toEqual({ en: 'Glucose' });
  });

  it('throws the first violation as a 422 AppError with its param', () => {
    expect(() => assertNoViolation(null)).not.toThrow();
    try {
      assertNoViolation(firstViolation(null, { param: 'name', message: 'requiredField' }, { param: 'x', message: 'y' }));
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'CONSTRAINT', param: 'name', message: 'requiredField' });
    }
  });
});

describe('accreditations (spec 3 §5)', () => {
  it('needs a parameter and a start or end on save, a date on edit', () => {
    expect(accreditationViolation({ paramId: 1, accreditedStartsAt: '2017-01-01', accreditedEndsAt: null }, 'create')).toBeNull();
    expect(accreditationViolation({ paramId: null, accreditedStartsAt: '2017-01-01', accreditedEndsAt: null }, 'create')).toMatchObject({ param: 'paramId' });
    expect(accreditationViolation({ paramId: 1, accreditedStartsAt: null, accreditedEndsAt: null }, 'create')).toMatchObject({ param: 'accreditedStartsAt' });
    expect(accreditationViolation({ paramId: null, accreditedStartsAt: null, accreditedEndsAt: '2019-12-31' }, 'edit')).toBeNull();
    expect(accreditationViolation({ paramId: null, accreditedStartsAt: null, accreditedEndsAt: null }, 'edit')).toMatchObject({ param: 'accreditedStartsAt' });
    expect(accreditationViolation({ paramId: 1, accreditedStartsAt: '2019-01-01', accreditedEndsAt: '2018-01-01' }, 'create')).toMatchObject({
      param: 'accreditedEndsAt',
    });
    expect(accreditationViolation({ paramId: 1, accreditedStartsAt: '2019-01-01', accreditedEndsAt: '0001-01-01' }, 'create')).toBeNull();
  });

  it('shows end dates before 1900 as empty and treats them as open', () => {
    expect(accreditationDisplayDate('1899-12-31')).toBeNull();
    expect(accreditationDisplayDate('0001-01-01')).toBeNull();
    expect(accreditationDisplayDate('1900-01-01')).toBe('1900-01-01');
    expect(accreditationDisplayDate(null)).toBeNull();
    expect(accreditationCovers({ accreditedStartsAt: '2017-01-01', accreditedEndsAt: '0001-01-01' }, '2030-05-05')).toBe(true);
    expect(accreditationCovers({ accreditedStartsAt: '2017-01-01', accreditedEndsAt: '2017-12-31' }, '2018-01-01')).toBe(false);
    expect(accreditationCovers({ accreditedStartsAt: null, accreditedEndsAt: '2017-12-31' }, '2010-01-01')).toBe(true);
  });
});

describe('scheme version settings (spec 3 §5)', () => {
  it('turns certificateExpiryMonths below 1 or empty into null', () => {
    expect(normalizeCertificateExpiryMonths(0)).toBeNull();
    expect(normalizeCertificateExpiryMonths(-4)).toBeNull();
    expect(normalizeCertificateExpiryMonths(null)).toBeNull();
    expect(normalizeCertificateExpiryMonths(undefined)).toBeNull();
    expect(normalizeCertificateExpiryMonths(1)).toBe(1);
    expect(normalizeCertificateExpiryMonths(24)).toBe(24);
  });

  it('turns significantDiffWarningDays below 1 into 0, with 3 as the default', () => {
    expect(normalizeSignificantDiffWarningDays(0)).toBe(0);
    expect(normalizeSignificantDiffWarningDays(-2)).toBe(0);
    expect(normalizeSignificantDiffWarningDays(undefined)).toBe(3);
    expect(normalizeSignificantDiffWarningDays(null)).toBe(3);
    expect(normalizeSignificantDiffWarningDays(7)).toBe(7);
  });

  it('changes the scheme only while the version is deletable', () => {
    expect(schemeChangeViolation({ currentSchemeId: 1, schemeId: 2, deletable: true })).toBeNull();
    expect(schemeChangeViolation({ currentSchemeId: 1, schemeId: 1, deletable: false })).toBeNull();
    expect(schemeChangeViolation({ currentSchemeId: 1, schemeId: 2, deletable: false })).toMatchObject({ param: 'schemeId' });
  });

  it('needs result dimensions and an ordinal for a version parameter, from the parameter own dimensions', () => {
    const base = {
      ordinal: 1,
      resultDimensionIds: ['result'],
      contextDimensionIds: ['method'],
      parameterResultDimensionIds: ['result'],
      parameterContextDimensionIds: ['method', 'instrument'],
    };
    expect(schemeVersionParameterViolation(base)).toBeNull();
    expect(schemeVersionParameterViolation({ ...base, ordinal: null })).toMatchObject({ param: 'ordinal' });
    expect(schemeVersionParameterViolation({ ...base, resultDimensionIds: [] })).toMatchObject({ param: 'resultDimensionIds' });
    expect(schemeVersionParameterViolation({ ...base, resultDimensionIds: ['method'] })).toMatchObject({ param: 'resultDimensionIds' });
    expect(schemeVersionParameterViolation({ ...base, contextDimensionIds: ['reagent'] })).toMatchObject({ param: 'contextDimensionIds' });
  });

  it.each([
    { name: 'no context dimension chosen though the parameter has some', context: [], own: ['method'], violation: { param: 'contextDimensionIds', message: 'requiredField' } },
    { name: 'a parameter without context dimensions needs none', context: [], own: [], violation: null },
    { name: 'one of several chosen', context: ['method'], own: ['method', 'instrument'], violation: null },
  ])('edit-parameter context dimensions: $name', ({ context, own, violation }) => {
    expect(
      schemeVersionParameterViolation({ ordinal: 1, resultDimensionIds: ['result'], contextDimensionIds: context, parameterResultDimensionIds: ['result'], parameterContextDimensionIds: own }),
    ).toEqual(violation);
  });
});

describe('rounds (spec 3 §5, §9)', () => {
  it('defaults a new round to the current year and month number', () => {
    expect(newRoundDefaults('2017-06-15T05:00:00Z')).toEqual({ year: 2017, ordinal: 6 });
    expect(newRoundDefaults(new Date('2018-12-31T23:00:00Z'))).toEqual({ year: 2018, ordinal: 12 });
    expect(defaultRoundName(2017, 6)).toBe('2017/6');
  });

  it('edits rounds of the previous, current and next year only', () => {
    const now = '2017-06-15T05:00:00Z';
    expect(roundYearViolation(2016, now)).toBeNull();
    expect(roundYearViolation(2017, now)).toBeNull();
    expect(roundYearViolation(2018, now)).toBeNull();
    expect(roundYearViolation(2015, now)).toMatchObject({ param: 'year' });
    expect(roundYearViolation(2019, now, 'roundId')).toMatchObject({ param: 'roundId' });
  });
});

describe('satellites (spec 3 §4, §6)', () => {
  it('lets parent labs (and labs without a connection) manage satellites, never child labs', () => {
    expect(canManageSatellites('parent_lab')).toBe(true);
    expect(canManageSatellites(null)).toBe(true);
    expect(canManageSatellites('child_lab')).toBe(false);
  });

  it('refuses the lab itself, linked labs and core labs with satellites as candidates', () => {
    const free = { id: 5, parentLabId: null, satelliteConnection: null, hasChildren: false };
    expect(satelliteCandidateViolation(1, free)).toBeNull();
    expect(satelliteCandidateViolation(5, free)).toMatchObject({ param: 'satelliteIds' });
    expect(satelliteCandidateViolation(1, { ...free, parentLabId: 9, satelliteConnection: 'child_lab' })).toMatchObject({ param: 'satelliteIds' });
    expect(satelliteCandidateViolation(1, { ...free, satelliteConnection: 'parent_lab', hasChildren: true })).toMatchObject({ param: 'satelliteIds' });
    expect(satelliteCandidateViolation(1, { ...free, satelliteConnection: 'parent_lab', hasChildren: false })).toBeNull();
  });
});
