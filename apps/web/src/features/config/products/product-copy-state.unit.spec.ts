import { describe, expect, it } from 'vitest';
import { isCopyRunning } from './product-copy-state';

describe('isCopyRunning', () => {
  it('is true while the copy job is queued or running only', () => {
    expect(isCopyRunning({ state: 'queued' })).toBe(true);
    expect(isCopyRunning({ state: 'running' })).toBe(true);
    expect(isCopyRunning({ state: 'not_started' })).toBe(false);
    expect(isCopyRunning({ state: 'succeeded' })).toBe(false);
    expect(isCopyRunning({ state: 'failed' })).toBe(false);
    expect(isCopyRunning(undefined)).toBe(false);
  });
});
