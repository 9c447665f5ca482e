import { describe, expect, it } from 'vitest';
import { AppError } from '@eqa/core';
import { isRetryable, jobUnavailable, parseJobPayload, retryDelayMs } from './execute-job';
import { emailRetryDelaySeconds } from './processors/email-deliver';

describe('payloads', () => {
  it('parseJobPayload answers the payload or a CONSTRAINT error naming the field', () => {
    expect(parseJobPayload('products.copy', { year: 2019 })).toEqual({ year: 2019 });
    try {
      parseJobPayload('orders.copy', { labId: 'x', year: 2019 });
      expect.unreachable('should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('CONSTRAINT');
      expect((error as AppError).param).toBe('payload.labId');
    }
  });

});

describe('retries', () => {
  it('retries unexpected and INTERNAL errors, not expected failures or unknown jobs', () => {
    expect(isRetryable(new Error('connection reset'))).toBe(true);
    expect(isRetryable(new AppError('INTERNAL', 'boom'))).toBe(true);
    expect(isRetryable(AppError.notFound('Survey'))).toBe(false);
    expect(isRetryable(AppError.constraint('year', 'bad'))).toBe(false);
    expect(isRetryable(jobUnavailable('orders.copy'))).toBe(false);
  });

  it('backs off exponentially', () => {
    const policy = { attempts: 5, backoffMs: 100 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(policy, n))).toEqual([100, 200, 400, 800]);
  });

  it('spaces e-mail retries 1 min, 5 min, 30 min, 2 h', () => {
    expect([1, 2, 3, 4, 9].map(emailRetryDelaySeconds)).toEqual([60, 300, 1800, 7200, 7200]);
  });
});
