import { describe, expect, it } from 'vitest';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, escapeLikePattern, foldSearchText } from './search-text';

describe('search text folding', () => {
  it('maps every accented character to one plain letter (translate() needs equal lengths)', () => {
    expect([...SEARCH_FOLD_FROM]).toHaveLength([...SEARCH_FOLD_TO].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
    // each capital sits at the same place as its small letter
    const half = [...SEARCH_FOLD_FROM].length / 2;
    expect([...SEARCH_FOLD_FROM].slice(half).join('').toLowerCase()).toBe(
      [...SEARCH_FOLD_FROM].slice(0, half).join('').replace('ı', 'i'),
    );
  });

  it('lower-cases and folds Hungarian accents', () => {
    expect(foldSearchText('  Győr ÁRVÍZTŰRŐ tükörfúrógép ')).toBe('gyor arvizturo tukorfurogep');
  });

  it('leaves digits and plain text alone', () => {
    expect(foldSearchText('Lab 1042')).toBe('lab 1042');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});
