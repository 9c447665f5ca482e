import { describe, expect, it } from 'vitest';
import { ZParameterGroupFields } from './parameter-group-rules';

describe('parameter group fields', () => {
  it.each([
    ['a name in one locale', { name: { en: 'Enzymes' }, ordinal: 1 }, null],
    ['a name in the other locale only', { name: { en: ' ', hu: 'Enzimek' }, ordinal: 1 }, null],
    ['no name', { name: {}, ordinal: 1 }, 'requiredField'],
    ['blank names', { name: { en: '  ', hu: '' }, ordinal: 1 }, 'requiredField'],
    ['a fraction as order', { name: { en: 'x' }, ordinal: 1.5 }, 'config.common.invalidInteger'],
    ['no order (a blank field)', { name: { en: 'x' }, ordinal: Number.NaN }, 'config.common.invalidInteger'],
  ] as const)('%s', (_name, fields, message) => {
    const result = ZParameterGroupFields.safeParse(fields);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});
