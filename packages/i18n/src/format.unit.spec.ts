import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDeadline, formatFileSize, formatMonth, formatNumber, formatTimeZoneName } from './format';
import { i18nObject } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

const NBSP = '\u00a0';
const at = new Date('2017-06-15T05:07:00.000Z');

describe('formatters with the locale language tags (en-GB, hu-HU)', () => {
  it('format a date', () => {
    expect(formatDate(at, 'en', { timeZone: 'UTC' })).toBe('15/06/2017');
    expect(formatDate(at, 'hu', { timeZone: 'UTC' })).toBe('2017. 06. 15.');
    expect(formatDate('2017-06-15T05:07:00.000Z', 'hu', { timeZone: 'Europe/Budapest' })).toBe('2017. 06. 15.');
  });

  it('format a month of a year (time-axis labels)', () => {
    expect(formatMonth('2017-06-01T00:00:00.000Z', 'en', { timeZone: 'UTC' })).toBe('Jun 2017');
    expect(formatMonth('2017-06-01T00:00:00.000Z', 'hu', { timeZone: 'UTC' })).toBe('2017. jún.');
  });

  it('format a date with time on a 24-hour clock', () => {
    expect(formatDateTime(at, 'en', { timeZone: 'UTC' })).toBe('15/06/2017, 05:07');
    expect(formatDateTime(at, 'hu', { timeZone: 'Europe/Budapest' })).toBe('2017. 06. 15. 07:07');
  });

  it('format a number with fixed or natural decimals', () => {
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50');
    expect(formatNumber(1234.5, 'hu', 2)).toBe('1234,50'); // CLDR: Hungarian groups from five digits
    expect(formatNumber(12345.5, 'hu', 2)).toBe(`12${NBSP}345,50`);
    expect(formatNumber(0.125, 'hu')).toBe('0,125');
    expect(formatNumber(3, 'en', 0)).toBe('3');
  });
});

describe('translation functions', () => {
  loadAllLocales();
  it('fill placeholders and choose the English plural', () => {
    const en = i18nObject('en');
    expect(en.labs.list.total({ count: 1 })).toBe('1 laboratory');
    expect(en.labs.list.total({ count: 3 })).toBe('3 laboratories');
    expect(en.about.version({ version: '4.5.0', build: '1690', hash: 'abc123' })).toBe('Version 4.5.0, build 1690, abc123');
  });
  it('speak Hungarian', () => {
    const hu = i18nObject('hu');
    expect(hu.labs.list.total({ count: 3 })).toBe('3 laboratórium');
    expect(hu.passwordChange.mewPasswordsMismatch()).toBe('A két új jelszó nem egyezik');
  });
});

describe('formatFileSize', () => {
  it('names bytes in words and larger sizes in decimal units with the locale separators', () => {
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(512, 'hu')).toBe('512 bájt');
    expect(formatFileSize(1000, 'en')).toBe('1 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'hu')).toBe('1,5 kB');
    expect(formatFileSize(12_345, 'hu')).toBe('12 kB');
    expect(formatFileSize(2_460_000, 'en')).toBe('2.5 MB');
  });

  it('moves to the next unit instead of showing 1000 of one', () => {
    expect(formatFileSize(999_999, 'en')).toBe('1 MB');
    expect(formatFileSize(999_499, 'en')).toBe('999 kB');
  });

  it('formats a deadline: date, time and the zone it is counted in, the same on every screen', () => {
    expect(formatTimeZoneName('2017-06-15T10:00:00Z', 'en', 'Europe/Budapest')).toBe('CEST');
    expect(formatTimeZoneName('2017-01-15T10:00:00Z', 'en', 'Europe/Budapest')).toBe('CET');
    expect(formatDeadline('2017-06-15T21:59:00Z', 'en', { timeZone: 'Europe/Budapest' })).toBe('15/06/2017, 23:59 CEST');
    expect(formatDeadline('2017-01-15T22:59:00Z', 'hu', { timeZone: 'Europe/Budapest' })).toMatch(/^2017\. 01\. 15\. 23:59 (CET|GMT\+1)$/);
  });
});
