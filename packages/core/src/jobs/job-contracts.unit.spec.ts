import { describe, expect, it } from 'vitest';
import { deduplicationKey, isJobName, JOB_NAMES, jobPayloadSchemas } from './job-contracts';

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
      'certificates.issue',
      'webhook.deliver',
      'notifications.sweep',
    ]);
  });

  it('checks the certificates payload', () => {
    const issue = jobPayloadSchemas['certificates.issue'];
    expect(issue.safeParse({ orgId: 1, year: 2026, labIds: null, asOf: '2026-12-01T10:00:00Z' }).success).toBe(true);
    expect(issue.safeParse({ orgId: 1, year: 2026, labIds: [3, 4], asOf: '2026-12-01T10:00:00Z' }).success).toBe(true);
    for (const bad of [{ orgId: 1, year: 2026, labIds: null }, { orgId: 1, year: 1999, labIds: null, asOf: '2026-12-01T10:00:00Z' }, { orgId: 1, year: 2026, labIds: [0], asOf: '2026-12-01T10:00:00Z' }]) {
      expect(issue.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts a valid e-mail payload and rejects wrong ids and extra keys', () => {
    expect(jobPayloadSchemas['email.deliver'].parse({ outboxId: 7 })).toEqual({ outboxId: 7 });
    expect(jobPayloadSchemas['email.deliver'].parse({ outboxId: 7, attempts: 2 })).toEqual({ outboxId: 7, attempts: 2 });
    for (const bad of [{}, { outboxId: 0 }, { outboxId: 1.5 }, { outboxId: '7' }, { outboxId: 7, to: 'x' }, { outboxId: 7, attempts: -1 }]) {
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

  it('knows its names and deduplicates e-mail deliveries per outbox row only', () => {
    expect(isJobName('email.deliver')).toBe(true);
    expect(isJobName('email')).toBe(false);
    expect(deduplicationKey('email.deliver', { outboxId: 12 })).toBe('email-12-0');
    expect(deduplicationKey('email.deliver', { outboxId: 12, attempts: 0 })).toBe('email-12-0');
    // after a recovery (an attempt counted) the delivery is a new one, not the dead sender's job
    expect(deduplicationKey('email.deliver', { outboxId: 12, attempts: 1 })).toBe('email-12-1');
    expect(deduplicationKey('products.copy', { year: 2018 })).toBeNull();
  });
});
