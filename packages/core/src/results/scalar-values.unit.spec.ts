import { describe, expect, it } from 'vitest';
import { formatDateTimeValue, parseDateTimeValue } from './date-time-value';
import { parseTextValue, TEXT_VALUE_MAX_LENGTH } from './text-value';

describe('text value', () => {
  it('trims, clears when blank and refuses an over-long text', () => {
    expect(parseTextValue('  Lot 42\nok  ')).toEqual({ state: 'valid', text: 'Lot 42\nok' });
    expect(parseTextValue('   ')).toEqual({ state: 'empty' });
    expect(parseTextValue('x'.repeat(TEXT_VALUE_MAX_LENGTH))).toMatchObject({ state: 'valid' });
    expect(parseTextValue('x'.repeat(TEXT_VALUE_MAX_LENGTH + 1))).toEqual({ state: 'invalid', error: 'value.textTooLong' });
  });
});

describe('date_time value (ISO 8601)', () => {
  it.each([
    ['2017-06-15', '2017-06-15', 'date'],
    ['2017-06-15T08:30', '2017-06-15T08:30', 'local'],
    ['2017-06-15 08:30:15', '2017-06-15T08:30:15', 'local'],
    ['2017-06-15T08:30:15.123Z', '2017-06-15T08:30:15.123Z', 'zoned'],
    ['2017-06-15t08:30z', '2017-06-15T08:30Z', 'zoned'],
    ['2017-06-15T08:30+02:00', '2017-06-15T08:30+02:00', 'zoned'],
    ['2016-02-29', '2016-02-29', 'date'],
    // the Hungarian form (year first, dots; spaces and the last dot optional)
    ['2017. 06. 15. 14:30', '2017-06-15T14:30', 'local'],
    ['2017. 06. 15.', '2017-06-15', 'date'],
    ['2017.6.5 8:05', '2017-06-05T08:05', 'local'],
    ['2017. 06. 15. 14:30:05', '2017-06-15T14:30:05', 'local'],
    // the British form (day first, slashes; Intl writes a comma before the time)
    ['15/06/2017 14:30', '2017-06-15T14:30', 'local'],
    ['15/06/2017, 14:30', '2017-06-15T14:30', 'local'],
    ['5/6/2017', '2017-06-05', 'date'],
  ])('%s is valid', (input, text, kind) => {
    expect(parseDateTimeValue(input)).toEqual({ state: 'valid', text, kind });
  });
  it.each(['15.06.2017', '2017. 02. 29.', '31/04/2017', '15/13/2017', '2017. 06. 15. 24:00', '06/15/2017', '2017/06/15', '2017-6-15', '2017-02-29', '2017-04-31', '2017-13-01', '2017-06-15T24:00', '2017-06-15T08:60', '2017-06-15T08:30:61', '2017-06-15T08:30+15:00', 'now'])(
    '%s is invalid',
    (input) => {
      expect(parseDateTimeValue(input)).toEqual({ state: 'invalid', error: 'value.invalidDateTime' });
    },
  );
  it('blank clears', () => {
    expect(parseDateTimeValue(' ')).toEqual({ state: 'empty' });
  });
});

describe('date_time shown in the interface language', () => {
  it.each([
    ['2017-06-15T14:30', 'hu', '2017. 06. 15. 14:30'],
    ['2017-06-15T14:30', 'en', '15/06/2017 14:30'],
    ['2017-06-15', 'hu', '2017. 06. 15.'],
    ['2017-06-15', 'en', '15/06/2017'],
    ['2017-06-15T14:30:05.5', 'en', '15/06/2017 14:30:05.5'],
    ['2017-06-15T14:30+02:00', 'hu', '2017-06-15 14:30+02:00'],
    ['2017-06-15T14:30', 'de', '2017-06-15 14:30'],
  ])('%s in %s is %s, and reads back to the same value', (stored, locale, shown) => {
    expect(formatDateTimeValue(stored, locale)).toBe(shown);
    expect(parseDateTimeValue(shown)).toMatchObject({ state: 'valid', text: stored });
  });
});
