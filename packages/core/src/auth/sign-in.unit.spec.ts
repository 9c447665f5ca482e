import { describe, expect, it } from 'vitest';
import { ZLoginInput } from './sign-in';

describe('ZLoginInput', () => {
  it.each([
    ['empty fields (the service answers them, with its params)', { subject: '', password: '' }, true],
    ['a username and a password', { subject: 'lab', password: 'Demo1234' }, true],
    ['a username longer than 200 characters', { subject: 'x'.repeat(201), password: 'p' }, false],
    ['a password longer than 1000 characters', { subject: 'lab', password: 'p'.repeat(1001) }, false],
  ])('%s: valid %s', (_name, input, valid) => {
    expect(ZLoginInput.safeParse(input).success).toBe(valid);
  });
});
