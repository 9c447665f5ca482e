import { describe, expect, it } from 'vitest';
import { inputShapeViolation, isWellFormedText, MAX_INPUT_DEPTH } from './input-shape';

function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('isWellFormedText', () => {
  it.each([
    ['', true],
    ['Kovács Judit', true],
    ['😀 pair', true],
    ['\ud83d\ude00', true],
    ['\ud800', false],
    ['a\udfffb', false],
    ['\ude00\ud83d', false],
    ['end\ud83d', false],
  ])('%j → %s', (text, expected) => {
    expect(isWellFormedText(text)).toBe(expected);
  });
});

describe('inputShapeViolation', () => {
  it.each<[string, unknown, unknown]>([
    ['a flat body', { subject: 'admin', password: 'x', n: 1, ok: true, none: null }, null],
    ['a leaf', 'text', null],
    ['undefined (no input)', undefined, null],
    ['a date from superjson is a leaf', { at: new Date(0) }, null],
    ['nesting of exactly the limit', nested(MAX_INPUT_DEPTH), null],
    ['nesting one beyond the limit', nested(MAX_INPUT_DEPTH + 1), { param: 'a', message: 'value.nestedTooDeep', params: { maxDepth: MAX_INPUT_DEPTH } }],
    ['5,000 levels, the outermost an array', nested(5000), { param: '0', message: 'value.nestedTooDeep', params: { maxDepth: MAX_INPUT_DEPTH } }],
    ['too deep under a field', { ok: 1, contract: nested(MAX_INPUT_DEPTH) }, { param: 'contract', message: 'value.nestedTooDeep', params: { maxDepth: MAX_INPUT_DEPTH } }],
    ['a root array too deep', [nested(MAX_INPUT_DEPTH)], { param: '0', message: 'value.nestedTooDeep', params: { maxDepth: MAX_INPUT_DEPTH } }],
    ['a lone surrogate as the subject', { subject: '\ud800', password: 'x' }, { param: 'subject', message: 'value.notWellFormedText' }],
    ['a lone surrogate deep inside', { contact: { emails: ['a@b.hu', 'c\udc00@d.hu'] } }, { param: 'contact.emails.1', message: 'value.notWellFormedText' }],
    ['a lone surrogate in a key', { name: { ['e\ud800n']: 'x' } }, { param: 'name', message: 'value.notWellFormedText' }],
    ['the first in order wins', { a: '\ud800', b: '\ud800' }, { param: 'a', message: 'value.notWellFormedText' }],
  ])('%s', (_name, input, expected) => {
    expect(inputShapeViolation(input)).toEqual(expected);
  });

  it('stops at the limit: a deep input costs no more than its size', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(inputShapeViolation(deep)).toMatchObject({ message: 'value.nestedTooDeep' });
  });
});
