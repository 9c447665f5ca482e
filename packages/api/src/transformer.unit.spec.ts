import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { transformer } from './transformer';

const shared = { x: 1 };
const cyclic: Record<string, unknown> = { a: 1 };
cyclic.self = cyclic;
const withProtoKey = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;

describe('the tRPC transformer', () => {
  it.each([
    ['a plain answer', { streamVersion: 3, changed: true, results: [{ values: [{ value: '1.25', relation: null, name: { en: 'a', hu: 'á' } }] }] }],
    ['a string', 'x'],
    ['null', null],
    ['an empty array', []],
    ['an object without prototype', Object.assign(Object.create(null) as object, { a: 1 })],
    ['a Date', { at: new Date('2030-01-02T03:04:05.000Z') }],
    ['undefined in an object', { a: undefined, b: 1 }],
    ['a hole in an array', [1, , 3]],
    ['NaN and infinities', [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]],
    ['minus zero', { n: -0 }],
    ['a Map and a Set', { m: new Map([[1, 'a']]), s: new Set([1]) }],
    ['a bigint', { n: 10n }],
    ['a shared reference', { a: shared, b: shared }],
    ['a class instance', { e: new Error('boom') }],
  ])('writes %s exactly as superjson does, and reads it back the same', (_name, value) => {
    const written = transformer.serialize(value);
    expect(written).toEqual(superjson.serialize(value));
    expect(transformer.deserialize(JSON.parse(JSON.stringify(written)))).toEqual(superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))));
  });

  it('leaves what superjson refuses or walks specially to superjson', () => {
    expect(() => transformer.serialize(withProtoKey)).toThrow(/prototype pollution/);
    expect(transformer.serialize(cyclic)).toEqual(superjson.serialize(cyclic));
  });
});
