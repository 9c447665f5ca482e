import { describe, expect, it } from 'vitest';
import {
  applyNominalChoice,
  NOT_SPECIFIED,
  nominalControlKind,
  searchNominalOptions,
  visibleNominalOptions,
  type NominalOption,
} from './nominal-options';

const options: NominalOption[] = [
  { id: 3, value: { en: 'Glucose oxidase', hu: 'Glükóz-oxidáz' }, ordinal: 2, deprecated: false },
  { id: 1, value: { en: 'Hexokinase', hu: 'Hexokináz' }, ordinal: 1, deprecated: false },
  { id: 2, value: { en: 'Old method', hu: 'Régi módszer' }, ordinal: 3, deprecated: true },
];

describe('nominal options (spec 1 §5)', () => {
  it('hides deprecated values unless the survey is evaluated, sorted by ordinal', () => {
    expect(visibleNominalOptions(options, { evaluated: false }).map((o) => o.id)).toEqual([1, 3]);
    expect(visibleNominalOptions(options, { evaluated: true }).map((o) => o.id)).toEqual([1, 3, 2]);
  });
  it('keeps a deprecated value listed when the result already holds it', () => {
    expect(visibleNominalOptions(options, { evaluated: false, selectedIds: [2] }).map((o) => o.id)).toEqual([1, 3, 2]);
  });
  it('searches case- and accent-insensitively in the locale', () => {
    expect(searchNominalOptions(options, 'GLUKOZ', 'hu').options.map((o) => o.id)).toEqual([3]);
    expect(searchNominalOptions(options, 'kinaz', 'hu').options.map((o) => o.id)).toEqual([1]);
    expect(searchNominalOptions(options, 'régi', 'hu').options.map((o) => o.id)).toEqual([2]);
    expect(searchNominalOptions(options, 'oxid', 'en')).toEqual({ options: [options[0]], message: null });
    expect(searchNominalOptions(options, '', 'en').options).toHaveLength(3);
  });
  it("answers 'value.noResult' when nothing matches", () => {
    expect(searchNominalOptions(options, 'xyz', 'en')).toEqual({ options: [], message: 'value.noResult' });
  });
  it('uses a searchable list above the autocomplete threshold of 10', () => {
    expect(nominalControlKind(10)).toBe('select');
    expect(nominalControlKind(11)).toBe('autocomplete');
    expect(nominalControlKind(4, 3)).toBe('autocomplete');
  });
  it("'not specified' clears; a choice replaces or toggles", () => {
    expect(applyNominalChoice([1, 3], NOT_SPECIFIED, true)).toEqual([]);
    expect(applyNominalChoice([1], NOT_SPECIFIED, false)).toEqual([]);
    expect(applyNominalChoice([1], 3, false)).toEqual([3]);
    expect(applyNominalChoice([1], 3, true)).toEqual([1, 3]);
    expect(applyNominalChoice([1, 3], 1, true)).toEqual([3]);
  });
});
