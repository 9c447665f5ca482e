import { describe, expect, it } from 'vitest';
import { calendarDay, surveyDateWithDefaultTime, zonedDateTime } from './survey-default-times';
import { hasAccreditedParameters, surveyTitle, surveyTitleParts } from './survey-title';

describe('survey title (spec 1 §2)', () => {
  const base = { schemeShortName: 'KK', schemeName: 'Clinical chemistry', roundName: '2017/2' };
  it('scheme short name, scheme name, round name', () => {
    expect(surveyTitle({ ...base, parameters: [{ accredited: false }] })).toBe('KK - Clinical chemistry - 2017/2');
  });
  it("adds ' (A)' to the scheme name when accredited parameters exist", () => {
    expect(surveyTitle({ ...base, parameters: [{ accredited: false }, { accredited: true }] })).toBe(
      'KK - Clinical chemistry (A) - 2017/2',
    );
    expect(surveyTitleParts({ ...base, accredited: true })).toEqual(['KK', 'Clinical chemistry (A)', '2017/2']);
    expect(hasAccreditedParameters({})).toBe(false);
  });
  it('leaves out blank parts', () => {
    expect(surveyTitle({ ...base, schemeShortName: ' ', roundName: '' })).toBe('Clinical chemistry');
  });
});

describe('survey default times (spec 1 §9)', () => {
  it('start 00:01, end and expected evaluation 23:59:59, in Budapest time by default', () => {
    // summer: UTC+2
    expect(surveyDateWithDefaultTime('start', '2017-06-15').toISOString()).toBe('2017-06-14T22:01:00.000Z');
    expect(surveyDateWithDefaultTime('end', '2017-06-15').toISOString()).toBe('2017-06-15T21:59:59.000Z');
    expect(surveyDateWithDefaultTime('expectedEvaluation', '2017-06-15').toISOString()).toBe('2017-06-15T21:59:59.000Z');
    // winter: UTC+1
    expect(surveyDateWithDefaultTime('end', '2017-01-15').toISOString()).toBe('2017-01-15T22:59:59.000Z');
  });
  it('around the daylight-saving switches', () => {
    // 26 March 2017: clocks go forward at 02:00; 29 October 2017: back at 03:00
    expect(surveyDateWithDefaultTime('start', '2017-03-26').toISOString()).toBe('2017-03-25T23:01:00.000Z');
    expect(surveyDateWithDefaultTime('end', '2017-03-26').toISOString()).toBe('2017-03-26T21:59:59.000Z');
    expect(surveyDateWithDefaultTime('start', '2017-10-29').toISOString()).toBe('2017-10-28T22:01:00.000Z');
    expect(surveyDateWithDefaultTime('end', '2017-10-29').toISOString()).toBe('2017-10-29T22:59:59.000Z');
  });
  it('takes another zone, and a date picked as an instant by its calendar day in the zone', () => {
    expect(surveyDateWithDefaultTime('end', '2017-06-15', 'UTC').toISOString()).toBe('2017-06-15T23:59:59.000Z');
    // 22:30 UTC on the 14th is already the 15th in Budapest
    expect(calendarDay(new Date('2017-06-14T22:30:00Z'))).toBe('2017-06-15');
    expect(surveyDateWithDefaultTime('start', new Date('2017-06-14T22:30:00Z')).toISOString()).toBe('2017-06-14T22:01:00.000Z');
  });
  it('refuses a malformed day', () => {
    expect(() => zonedDateTime('15/06/2017', '00:01')).toThrow(RangeError);
  });
});
