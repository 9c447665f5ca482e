import { describe, expect, it } from 'vitest';
import { certificatesAsOf } from './certificate-job';

describe('certificatesAsOf', () => {
  const now = new Date('2030-06-15T05:00:00.000Z');
  it.each([
    { name: 'no evaluation date', evaluatedAt: null, expected: now },
    { name: 'published now', evaluatedAt: '2030-06-15T05:00:00.000Z', expected: now },
    { name: 'published earlier', evaluatedAt: '2030-06-01T00:00:00.000Z', expected: now },
    { name: 'a client clock a minute ahead', evaluatedAt: '2030-06-15T05:01:00.000Z', expected: new Date('2030-06-15T05:01:00.000Z') },
    { name: 'scheduled for tomorrow (not published yet)', evaluatedAt: '2030-06-16T05:00:00.000Z', expected: now },
  ])('$name', ({ evaluatedAt, expected }) => {
    expect(certificatesAsOf(evaluatedAt, now)).toEqual(expected);
  });
});
