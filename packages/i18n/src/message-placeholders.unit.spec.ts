import { describe, expect, it } from 'vitest';
import { fillPlaceholders, hasEveryPlaceholder, placeholdersOf } from './message-placeholders';

describe('placeholders of a message', () => {
  it.each([
    { text: 'The parameter has no result dimension {id}', names: ['id'] },
    { text: '{count:number} {{survey|surveys}} of {total:number}', names: ['count', 'total'] },
    { text: 'On {day|date} and {day|date}', names: ['day'] },
    { text: 'No placeholder', names: [] },
  ])('$text → $names', ({ text, names }) => {
    expect(placeholdersOf(text)).toEqual(names);
  });

  it('tells whether params fill every placeholder', () => {
    expect(hasEveryPlaceholder('Not a date: {value}', { value: 'x' })).toBe(true);
    expect(hasEveryPlaceholder('Not a date: {value}', {})).toBe(false);
    expect(hasEveryPlaceholder('Not a date: {value}', undefined)).toBe(false);
    expect(hasEveryPlaceholder('Enter a number', undefined)).toBe(true);
  });

  it('fills the placeholders it has values for', () => {
    expect(fillPlaceholders('The parameter has no result dimension {id}', { id: 'method' })).toBe('The parameter has no result dimension method');
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
