import { describe, expect, it } from 'vitest';
import { parseDateTimeValue } from './date-time-value';
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
  ])('%s is valid', (input, text, kind) => {
    expect(parseDateTimeValue(input)).toEqual({ state: 'valid', text, kind });
  });
  it.each(['15.06.2017', '2017-6-15', '2017-02-29', '2017-04-31', '2017-13-01', '2017-06-15T24:00', '2017-06-15T08:60', '2017-06-15T08:30:61', '2017-06-15T08:30+15:00', 'now'])(
    '%s is invalid',
    (input) => {
      expect(parseDateTimeValue(input)).toEqual({ state: 'invalid', error: 'value.invalidDateTime' });
    },
  );
  it('blank clears', () => {
    expect(parseDateTimeValue(' ')).toEqual({ state: 'empty' });
  });
});
