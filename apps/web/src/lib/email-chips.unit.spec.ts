import { describe, expect, it } from 'vitest';
import { hasInvalidEmailText, takeEmailChips } from './email-chips';

describe('e-mail chips input (spec 1 §5)', () => {
  it('keeps typing until a separator comes', () => {
    expect(takeEmailChips([], 'lab@exa', false)).toEqual({ chips: [], rest: 'lab@exa' });
  });

  it('turns valid addresses into chips on separators and keeps the word being typed', () => {
    expect(takeEmailChips([], 'a@x.hu, b@y.hu;c@z', false)).toEqual({ chips: ['a@x.hu', 'b@y.hu'], rest: 'c@z' });
    expect(takeEmailChips(['a@x.hu'], 'b@y.hu ', false)).toEqual({ chips: ['a@x.hu', 'b@y.hu'], rest: '' });
  });

  it('flushes the last word on Enter or blur', () => {
    expect(takeEmailChips([], 'a@x.hu', true)).toEqual({ chips: ['a@x.hu'], rest: '' });
  });

  it('leaves invalid addresses in the input and skips duplicates', () => {
    expect(takeEmailChips(['A@x.hu'], 'a@x.hu nonsense, b@y.hu ', false)).toEqual({ chips: ['A@x.hu', 'b@y.hu'], rest: 'nonsense' });
  });

  it('flags text that is not one valid address', () => {
    expect(hasInvalidEmailText('')).toBe(false);
    expect(hasInvalidEmailText('  ')).toBe(false);
    expect(hasInvalidEmailText('a@x.hu')).toBe(false);
    expect(hasInvalidEmailText('nonsense')).toBe(true);
    expect(hasInvalidEmailText('a@x.hu b')).toBe(true);
  });
});
