import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '@eqa/core';
import type { BotCheckForm, DB } from '@eqa/db';
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

/** Who spends a bot-check answer: the form, the client's IP and (forgotten password) the account name asked for. */
export interface BotCheckUse {
  form: BotCheckForm;
  ip: string;
  account?: string | null;
}

/** How long spent answers are kept at least: the forms' rate-limit window. */
export const FORM_RATE_WINDOW_MS = 60 * 60 * 1000;

/**
 * Spends a verified answer: remembered (with the form, IP and account, which the rate limits count)
 * until its challenge expires and the rate-limit window has passed. A second spend of the same
 * challenge, on any instance, is 422 bot_check_replayed (the primary key decides a race).
 */
export async function spendBotCheck(db: Kysely<DB>, verified: VerifiedBotCheck, use: BotCheckUse, now: Date): Promise<void> {
  await db
    .deleteFrom('botCheckSolutions')
    .where('createdAt', '<', new Date(now.getTime() - FORM_RATE_WINDOW_MS))
    .where('expiresAt', '<', now)
    .execute();
  const spent = await db
    .insertInto('botCheckSolutions')
    .values({
      signature: verified.signature,
      form: use.form,
      ip: use.ip.slice(0, 100),
      account: use.account?.slice(0, 200) ?? null,
      expiresAt: verified.expiresAt,
      createdAt: now,
    })
    .onConflict((oc) => oc.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  if (!spent) throw invalid('replayed');
}

/** Verifies and spends in one go (the forms that do nothing between the two). */
export async function checkBotCheck(ctx: { db: Kysely<DB>; settings: { botCheck: BotCheckSettings } }, response: string, use: BotCheckUse, now: Date): Promise<void> {
  const verified = await verifyBotCheck(ctx.settings.botCheck, response, now);
  await spendBotCheck(ctx.db, verified, use, now);
}

/** A form's limits within FORM_RATE_WINDOW_MS: spent answers per client IP and (optionally) per account name. */
export interface FormRateLimit {
  perIp: number;
  perAccount?: number;
}

/**
 * 429 when the client IP (or the account name) already spent its share of answers on this form
 * within the last hour. Counted from bot_check_solutions, so the limit holds across instances; checked
 * before the answer is looked at, so a refused request costs no work.
 */
export async function assertFormRateLimit(db: Kysely<DB>, form: BotCheckForm, limit: FormRateLimit, key: { ip: string; account?: string | null }, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FORM_RATE_WINDOW_MS);
  const ip = key.ip.slice(0, 100);
  const account = key.account?.slice(0, 200) ?? null;
  const row = await db
    .selectFrom('botCheckSolutions as b')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('b.ip', '=', ip).as('perIp'),
      account === null ? sql<number>`0`.as('perAccount') : eb.fn.countAll<number>().filterWhere('b.account', '=', account).as('perAccount'),
    ])
    .where('b.form', '=', form)
    .where('b.createdAt', '>', since)
    .where((eb) => (account === null ? eb('b.ip', '=', ip) : eb.or([eb('b.ip', '=', ip), eb('b.account', '=', account)])))
    .executeTakeFirstOrThrow();
  if (Number(row.perIp) >= limit.perIp || (limit.perAccount !== undefined && Number(row.perAccount) >= limit.perAccount)) {
    throw AppError.rateLimited();
  }
}
