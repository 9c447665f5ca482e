import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signing';

// the Standard Webhooks specification's own example (its README and test vectors)
const SPEC_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SPEC_ID = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
const SPEC_TIMESTAMP = 1614265330;
const SPEC_BODY = '{"test": 2432232314}';
const SPEC_SIGNATURE = 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=';

describe('Standard Webhooks signing', () => {
  it('signs the specification’s example as it does', () => {
    expect(signWebhook(SPEC_SECRET, SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY)).toBe(SPEC_SIGNATURE);
  });

  it.each<[string, { id: string; timestamp: string; signature: string }, string, number, boolean]>([
    ['a valid signature', { id: SPEC_ID, timestamp: String(SPEC_TIMESTAMP), signature: SPEC_SIGNATURE }, SPEC_BODY, SPEC_TIMESTAMP + 10, true],
    ['one of several signatures', { id: SPEC_ID, timestamp: String(SPEC_TIMESTAMP), signature: `v1,bm9wZQ== ${SPEC_SIGNATURE}` }, SPEC_BODY, SPEC_TIMESTAMP, true],
    ['a changed body', { id: SPEC_ID, timestamp: String(SPEC_TIMESTAMP), signature: SPEC_SIGNATURE }, '{"test": 1}', SPEC_TIMESTAMP, false],
    ['another id', { id: 'msg_other', timestamp: String(SPEC_TIMESTAMP), signature: SPEC_SIGNATURE }, SPEC_BODY, SPEC_TIMESTAMP, false],
    ['a timestamp 6 minutes old', { id: SPEC_ID, timestamp: String(SPEC_TIMESTAMP), signature: SPEC_SIGNATURE }, SPEC_BODY, SPEC_TIMESTAMP + 360, false],
    ['no timestamp', { id: SPEC_ID, timestamp: 'x', signature: SPEC_SIGNATURE }, SPEC_BODY, SPEC_TIMESTAMP, false],
  ])('%s', (_name, headers, body, now, expected) => {
    expect(verifyWebhook(SPEC_SECRET, headers, body, now)).toBe(expected);
  });

  it('makes whsec_ secrets of 24 random bytes', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});
