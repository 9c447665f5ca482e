import { DEFAULT_DEMO_DATE } from '@eqa/core';
import { describe, expect, it } from 'vitest';
import { dayOfDemoDate, demoDateFromDay, demoDateHeader } from './demo-date';

describe('demo date (spec 1 §9)', () => {
  it('is sent only in demo mode', () => {
    expect(demoDateHeader({ demoMode: false, demoDate: null }, '2017-03-01T05:00:00.000Z')).toBeNull();
  });
  it('is the chosen date, else the server default, else DEFAULT_DEMO_DATE', () => {
    expect(demoDateHeader({ demoMode: true, demoDate: '2017-01-02T05:00:00.000Z' }, '2017-03-01T05:00:00.000Z')).toBe('2017-03-01T05:00:00.000Z');
    expect(demoDateHeader({ demoMode: true, demoDate: '2017-01-02T05:00:00.000Z' }, null)).toBe('2017-01-02T05:00:00.000Z');
    expect(demoDateHeader({ demoMode: true, demoDate: null }, null)).toBe(DEFAULT_DEMO_DATE);
  });
  it('is the chosen date, if any, before the configuration is known (the server ignores it outside demo mode)', () => {
    expect(demoDateHeader(null, '2017-03-01T05:00:00.000Z')).toBe('2017-03-01T05:00:00.000Z');
    expect(demoDateHeader(null, null)).toBeNull();
  });
  it('uses hour 5 of the picked day', () => {
    expect(demoDateFromDay('2018-11-30')).toBe('2018-11-30T05:00:00.000Z');
    expect(dayOfDemoDate('2018-11-30T05:00:00.000Z')).toBe('2018-11-30');
  });
});
