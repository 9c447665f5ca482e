import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './date-input';

describe('datetime-local inputs', () => {
  it('round-trip an ISO date-time through the local input value', () => {
    const iso = '2017-06-15T05:30:00.000Z';
    const local = toDateTimeInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeInput(local)).toBe(iso);
  });

  it('treat empty and unreadable values as null', () => {
    expect(toDateTimeInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2017-13-45T99:99')).toBeNull();
  });
});
