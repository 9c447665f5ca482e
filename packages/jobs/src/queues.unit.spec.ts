import { describe, expect, it } from 'vitest';
import { AppError } from '@eqa/core';
import { isRetryable, jobUnavailable, parseJobPayload, retryDelayMs } from './execute-job';
import { emailRetryDelaySeconds } from './processors/email-deliver';
import { deduplicationKey, isJobName, JOB_NAMES, jobPayloadSchemas } from './queues';

describe('job names and payload schemas', () => {
  it('has a payload schema for every job name and nothing else', () => {
    expect(Object.keys(jobPayloadSchemas).sort()).toEqual([...JOB_NAMES].sort());
    expect(JOB_NAMES).toEqual([
      'email.deliver',
      'documents.generate',
      'orders.copy',
      'products.copy',
      'evaluation.run',
      'evaluation.import',
      'documents.import',
      'invoices.document',
      'documents.contract',
    ]);
  });

  it('accepts a valid e-mail payload and rejects wrong ids and extra keys', () => {
    expect(jobPayloadSchemas['email.deliver'].parse({ outboxId: 7 })).toEqual({ outboxId: 7 });
    for (const bad of [{}, { outboxId: 0 }, { outboxId: 1.5 }, { outboxId: '7' }, { outboxId: 7, to: 'x' }]) {
      expect(jobPayloadSchemas['email.deliver'].safeParse(bad).success).toBe(false);
    }
  });

  it('checks the later jobs payloads', () => {
    const docs = jobPayloadSchemas['documents.generate'];
    expect(docs.safeParse({ surveyId: 3, labId: null, overwrite: true, issueAt: '2018-03-01T23:59:59Z' }).success).toBe(true);
    expect(docs.safeParse({ surveyId: 3, labId: 5, overwrite: false, issueAt: '2018-03-01T23:59:59+01:00' }).success).toBe(true);
    expect(docs.safeParse({ surveyId: 3, labId: null, overwrite: true, issueAt: 'yesterday' }).success).toBe(false);
    expect(docs.safeParse({ surveyId: 3, overwrite: true, issueAt: '2018-03-01T23:59:59Z' }).success).toBe(false);

    expect(jobPayloadSchemas['orders.copy'].safeParse({ labId: 2, year: 2018 }).success).toBe(true);
    expect(jobPayloadSchemas['orders.copy'].safeParse({ labId: 2, year: 18 }).success).toBe(false);
    expect(jobPayloadSchemas['products.copy'].safeParse({ year: 2018 }).success).toBe(true);
    expect(jobPayloadSchemas['products.copy'].safeParse({ year: 2018.5 }).success).toBe(false);
    expect(jobPayloadSchemas['evaluation.run'].safeParse({ surveyId: 1 }).success).toBe(true);
    expect(jobPayloadSchemas['evaluation.import'].safeParse({ surveyId: 1, labId: null }).success).toBe(true);
    expect(jobPayloadSchemas['evaluation.import'].safeParse({ surveyId: 1 }).success).toBe(false);
    expect(jobPayloadSchemas['documents.import'].safeParse({ surveyId: -1 }).success).toBe(false);
  });

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

  it('knows its names and deduplicates e-mail deliveries per outbox row only', () => {
    expect(isJobName('email.deliver')).toBe(true);
    expect(isJobName('email')).toBe(false);
    expect(deduplicationKey('email.deliver', { outboxId: 12 })).toBe('email-12');
    expect(deduplicationKey('products.copy', { year: 2018 })).toBeNull();
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
