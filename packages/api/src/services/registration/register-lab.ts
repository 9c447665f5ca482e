import { sql, type Kysely } from 'kysely';
import { AppError, isAppError, REGISTRATION_LIMITS, sessionExpiresAt, type Clock, deliverMailSoon, type Jobs, type Logger } from '@eqa/core';
import { notifyLabRegistered, type DB } from '@eqa/db';
import { sendRecorded } from '../notifications/send-recorded';
import type { TRegisterInput, TRegisterOutput } from './register.types';
import type { ApiSettings } from '../../settings';
import { spendBotCheck, verifyBotCheck } from '../auth/bot-check';
import { hashPassword } from '../auth/passwords';
import { takeRateLimitSlots } from '../auth/rate-limits';
import { hashToken, newToken } from '../auth/tokens';
import { sqlState, UNIQUE_VIOLATION } from '../config/db-errors';
import { makeContractDocumentNow, recordContractDocument } from '../contracts/contract-document-job';
import { contractFields } from '../contracts/contract-out';
import { loadContractDocument } from '../contracts/list-contract-documents';
import { assertContractValid, insertContract, normalizeContract } from '../contracts/save-contract';
import { nextQcCode } from './next-qc-code';
import { servedCountryCurrency } from '../countries/billing-currency';
import { acceptableLegalVersionIds } from '../legal/legal-acceptance';
import { staffRegistrationEmail, welcomeEmail } from './registration-emails';
import { staffRecipients } from '../orgs/staff-recipients';

export interface RegisterLabContext {
  db: Kysely<DB>;
  /** Business time: the contract's year rule and its acceptance (demo date in demo mode). */
  clock: Clock;
  /** Real time: rate limit, bot-check, session. */
  wallClock: Clock;
  jobs: Pick<Jobs, 'enqueue' | 'runner'>;
  logger: Pick<Logger, 'warn' | 'error'>;
  settings: Pick<ApiSettings, 'botCheck' | 'supportEmail' | 'legalTemplatesAllowed'>;
  ip: string;
  userAgent: string | null;
  /** The configured public origin (settings.publicUrl), for the e-mailed links. */
  origin: string;
}

function usernameTaken(): AppError {
  return AppError.constraint('user.username', 'This username is taken', 'username_taken');
}

/**
 * POST /orgs/{orgId}/register (spec 2 "Registration"). In order:
 * 1. the organisation (404), the bot-check's signature and expiry (422 reCaptchaResponse), the
 *    contract's rules (422 `contract.<param>`: the contracts area's assertContractValid, the same as
 *    a contract save), the language (422 `locale`) and the organisation's countries — none of which
 *    counts or spends anything;
 * 2. the attempt takes its slot on the client address's counter (core REGISTRATION_LIMITS, one
 *    atomic upsert: parallel registrations are counted one by one; over the limit 429), then the
 *    bot-check is spent (a replay is 422 reCaptchaResponse), then both passwords are hashed
 *    (argon2, outside any transaction);
 * 3. ONE transaction: the username must be free (422 user.username), the laboratory (from the
 *    contract's generic section, with the next QC code), its org_labs row, the lab_admin user (in the
 *    wizard's language, which the contract document is then made in), the
 *    lab's validation password, the year's contract accepted with its documents.contract job (the
 *    job outbox), the session and both outbox e-mails (the provider's staff, the new user);
 * 4. after the commit, the e-mail deliveries are asked for and the contract's PDF is made (else
 *    its job is sent).
 * Answers the ids, the contract document (null when it could not be made at once) and the token.
 * docs/decisions/registration.md.
 */
export async function registerLab(ctx: RegisterLabContext, input: TRegisterInput): Promise<TRegisterOutput> {
  const now = ctx.wallClock.now();
  const today = ctx.clock.now();

  const org = await ctx.db.selectFrom('orgs').select(['id', 'name']).where('id', '=', input.orgId).executeTakeFirst();
  if (!org) throw AppError.notFound('Organisation');
  const botCheck = await verifyBotCheck(ctx.settings.botCheck, input.reCaptchaResponse, now);

  const contract = normalizeContract(input.contract);
  await assertContractValid(ctx.db, contract, today).catch((error: unknown) => {
    // the contracts area's rules (the same as a contract save), their params inside `contract`
    if (isAppError(error) && error.code === 'CONSTRAINT' && error.param) throw AppError.constraint(`contract.${error.param}`, error.message, error.type);
    throw error;
  });
  const localeId = input.locale ? await knownLocale(ctx.db, input.locale) : null;
  const labCountryId = contract.address.countryId;
  // only a served country, billed in the currency the org set for it (docs/decisions/countries.md)
  const currencyId = await servedCountryCurrency(ctx.db, org.id, labCountryId);
  if (currencyId === null) throw AppError.constraint('contract.address.countryId', 'registration.countryNotServed');
  const legalVersionIds = await acceptableLegalVersionIds(ctx, org.id, today);

  await takeRateLimitSlots(ctx.db, [{ limit: REGISTRATION_LIMITS.ip, subject: ctx.ip }], now);
  await spendBotCheck(ctx.db, botCheck, now);
  const [passwordHash, validationPasswordHash] = await Promise.all([hashPassword(input.userPassword), hashPassword(input.validationPassword)]);

  const username = input.user.username.trim();
  const email = input.user.email.trim();
  const fullName = input.user.fullName?.trim() || contract.laboratoryHeadFullName.trim();
  const token = newToken();
  const expiresAt = sessionExpiresAt(now, now);

  const staffTo = await staffRecipients(ctx.db, org.id, ctx.settings.supportEmail);
  const created = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
      if (taken) throw usernameTaken();
      const lab = await trx
        .insertInto('labs')
        .values({
          shortName: await nextQcCode(trx),
          name: contract.name,
          city: contract.address.city,
          address: contract.address.address,
          zipCode: contract.address.zipCode,
          countryId: labCountryId,
          satelliteConnection: null,
          parentLabId: null,
          validationPasswordHash,
        })
        .returning(['id', 'name', 'shortName', 'city', 'countryId'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('orgLabs').values({ orgId: org.id, labId: lab.id }).execute();
      const user = await trx
        .insertInto('users')
        .values({ username, fullName, email, passwordHash, roleId: 'lab_admin', orgId: null, labId: lab.id, localeId, createdAt: now, updatedAt: now })
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
      // the year's contract, accepted now by the new user (a contract save's row, contracts area)
      const saved = await insertContract(trx, {
        labId: lab.id,
        orgId: org.id,
        fields: contractFields(contract),
        currencyId,
        legalVersionIds,
        acceptedAt: today,
        createdAt: today,
        createdBy: user.id,
      });
      await trx
        .insertInto('sessions')
        .values({ tokenHash: hashToken(token), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt, ip: ctx.ip, userAgent: ctx.userAgent?.slice(0, 500) ?? null })
        .execute();

      const labLink = `${ctx.origin}/labs/${lab.id}`;
      const staffMail = staffRegistrationEmail({ org, lab, user: { username, fullName, email }, contract, labLink });
      const welcome = welcomeEmail({
        org,
        lab,
        user: { username },
        contract,
        loginLink: `${ctx.origin}/login`,
        contractLink: `${ctx.origin}/labs/${lab.id}/contracts/orgs/${org.id}`,
      });
      const outbox = await trx
        .insertInto('emailOutbox')
        .values([
          ...(staffTo.length > 0 ? [{ kind: 'registration_staff', toAddresses: staffTo, replyTo: [email], subject: staffMail.subject, textBody: staffMail.textBody, htmlBody: null }] : []),
          { kind: 'registration_welcome', toAddresses: [email], subject: welcome.subject, textBody: welcome.textBody, htmlBody: null },
        ])
        .returning('id')
        .execute();
      const documentJob = await recordContractDocument(trx, ctx.jobs, saved.id, user.id);
      // issue 34: the staff's in-app notification (and its webhook), in the registration's transaction
      const notified = await notifyLabRegistered(trx, { orgId: org.id, labId: lab.id }, { now: today, origin: ctx.origin });
      return { lab, user, contract: saved, documentJob, outboxIds: outbox.map((o) => o.id), notified };
    })
    .catch((error: unknown) => {
      // two registrations racing for one username: the unique index decides
      if (sqlState(error) === UNIQUE_VIOLATION && String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes('users_username')) {
        throw usernameTaken();
      }
      throw error;
    });

  for (const outboxId of created.outboxIds) await deliverMailSoon(ctx.jobs, outboxId, ctx.logger);
  await sendRecorded(ctx, created.notified);
  const documentId = await makeContractDocumentNow(ctx, created.documentJob, created.contract.id);
  const contractDocument = documentId === null ? null : await loadContractDocument(ctx.db, created.lab.id, org.id, documentId, ctx.wallClock.now());
  return {
    laboratory: { id: created.lab.id, name: created.lab.name, shortName: created.lab.shortName },
    user: { id: created.user.id, name: created.user.username ?? '' },
    contract: { id: created.contract.id, year: created.contract.year },
    contractDocument,
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The registering user's language: one of the portal's locales (ids compared in lower case), else 422 `locale`. */
async function knownLocale(db: Kysely<DB>, locale: string): Promise<string> {
  const row = await db.selectFrom('locales').select('id').where(sql`lower(id)`, '=', locale.toLowerCase()).executeTakeFirst();
  if (!row) throw AppError.constraint('locale', 'Unknown locale', 'unknown_locale');
  return row.id;
}
