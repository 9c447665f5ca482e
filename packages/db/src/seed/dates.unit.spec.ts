import { describe, expect, it } from 'vitest';
import { endOfSurveyDay, startOfSurveyDay, utcDate } from './dates';

describe('demo survey times are the provider’s wall clock (Europe/Budapest), stored as instants', () => {
  it.each([
    ['summer (CEST)', utcDate(2017, 6, 15), '2017-06-14T22:01:00.000Z', '2017-06-15T21:59:59.000Z'],
    ['winter (CET)', utcDate(2017, 1, 10), '2017-01-09T23:01:00.000Z', '2017-01-10T22:59:59.000Z'],
    ['the last day of summer time', utcDate(2017, 10, 29), '2017-10-28T22:01:00.000Z', '2017-10-29T22:59:59.000Z'],
  ])('%s', (_name, day, start, end) => {
    expect(startOfSurveyDay(day).toISOString()).toBe(start);
    expect(endOfSurveyDay(day).toISOString()).toBe(end);
  });
  it('shows 00:01 and 23:59 of the same day in Budapest', () => {
    const format = (date: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Budapest', dateStyle: 'short', timeStyle: 'short' }).format(date);
    expect(format(startOfSurveyDay(utcDate(2017, 6, 15)))).toBe('15/06/2017, 00:01');
    expect(format(endOfSurveyDay(utcDate(2017, 6, 15)))).toBe('15/06/2017, 23:59');
  });
});
