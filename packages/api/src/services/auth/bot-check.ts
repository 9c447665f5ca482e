import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '@eqa/core';
import type { DB } from '@eqa/db';
import type { TBotCheckChallenge } from '../altcha/get-challenge.types';
import type { BotCheckSettings } from '../../settings';

/**
 * The bot-check of the public forms (registration, forgotten password, password reset): ALTCHA's
 * self-hosted proof-of-work (altcha-lib 2, PBKDF2/SHA-256). The server issues a challenge signed
 * with its secret (settings.botCheck.hmacKey, the same on every instance); the widget finds the
 * counter and sends ALTCHA's payload (base64 JSON of the challenge and the solution) in the spec's
 * field `reCaptchaResponse`. A payload is accepted once: its challenge's signature is remembered in
 * bot_check_solutions until the challenge expires, so a replay is refused on every instance.
 * Anything wrong with it is 422 param reCaptchaResponse. docs/decisions/registration.md.
 */

/** The spec's field name of the bot-check answer (spec 1 §7, spec 2 §3). */
export const BOT_CHECK_PARAM = 'reCaptchaResponse';
export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';

/** The widget's payload is a few hundred characters; anything much longer is not one. */
export const ZBotCheckResponse = z.string().min(1, { message: 'requiredField' }).max(4000);

const hex = z.string().regex(/^[0-9a-f]+$/i).max(1024);

/** ALTCHA v2's client payload (what the widget base64-encodes). */
const ZPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(40),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().int().positive().optional(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: hex, time: z.number().optional() }),
});
type Payload = z.infer<typeof ZPayload>;

/** A verified, not yet spent payload. */
export interface VerifiedBotCheck {
  signature: string;
  expiresAt: Date;
}

/** The second secret (derived keys' signatures), derived from the one configured. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('eqa-altcha-key-signature').digest('hex');
}

/**
 * A new challenge (GET /altcha/challenge): the secret counter is drawn from [maxNumber / 2,
 * maxNumber]; the derived key's signature lets the server check a solution with one HMAC, whatever
 * the cost. Expires `ttlSeconds` after `now`.
 */
export async function issueBotCheckChallenge(settings: BotCheckSettings, now: Date): Promise<TBotCheckChallenge> {
  const low = Math.floor(settings.maxNumber / 2);
  const challenge = await createChallenge({
    algorithm: BOT_CHECK_ALGORITHM,
    cost: settings.cost,
    counter: randomInt(low, settings.maxNumber + 1),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  });
  if (!challenge.signature) throw new AppError('INTERNAL', 'The bot-check challenge was not signed');
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
}

function invalid(reason: 'invalid' | 'expired' | 'replayed'): AppError {
  const messages = {
    invalid: 'The bot-check answer is invalid; solve the bot-check again',
    expired: 'The bot-check has expired; solve it again',
    replayed: 'The bot-check answer was already used; solve it again',
  } as const;
  return AppError.constraint(BOT_CHECK_PARAM, messages[reason], `bot_check_${reason}`);
}

function decode(response: string): Payload | null {
  try {
    const text = Buffer.from(response.trim(), 'base64').toString('utf8');
    const parsed = ZPayload.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a payload without spending it: signed by this server's key, not expired as of `now` (the
 * wall clock), solved. 422 param reCaptchaResponse (type bot_check_invalid / bot_check_expired) otherwise.
 */
export async function verifyBotCheck(settings: BotCheckSettings, response: string, now: Date): Promise<VerifiedBotCheck> {
  const payload = decode(response);
  if (!payload || payload.challenge.parameters.algorithm !== BOT_CHECK_ALGORITHM) throw invalid('invalid');
  const { expiresAt } = payload.challenge.parameters;
  // every challenge of this server carries an expiry (signed with it); one without is not ours
  if (expiresAt === undefined) throw invalid('invalid');
  if (expiresAt * 1000 <= now.getTime()) throw invalid('expired');
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw invalid('invalid');
  return { signature: payload.challenge.signature.toLowerCase(), expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Spends a verified answer: remembered until its challenge expires, so a second spend of the same
 * challenge, on any instance, is 422 bot_check_replayed (the primary key decides a race). The
 * forms count their attempts on the rate-limit counters (rate-limits.ts), not here.
 */
export async function spendBotCheck(db: Kysely<DB>, verified: VerifiedBotCheck, now: Date): Promise<void> {
  await db.deleteFrom('botCheckSolutions').where('expiresAt', '<', now).execute();
  const spent = await db
    .insertInto('botCheckSolutions')
    .values({ signature: verified.signature, expiresAt: verified.expiresAt, createdAt: now })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw invalid('replayed');
}

/** Verifies and spends in one go (the forms that do nothing between the two). */
export async function checkBotCheck(ctx: { db: Kysely<DB>; settings: { botCheck: BotCheckSettings } }, response: string, now: Date): Promise<void> {
  const verified = await verifyBotCheck(ctx.settings.botCheck, response, now);
  await spendBotCheck(ctx.db, verified, now);
}
