import type { Kysely } from 'kysely';
import type { DB, SatelliteConnection } from '@eqa/db';
import { insertReferenceData } from '@eqa/db';
import { hashPassword } from '../services/auth/passwords';

/**
 * Test data of the API's own (independent of the demo seed): two orgs, labs with a core lab and its
 * satellite, users of every kind with real argon2 hashes. Each call makes unique names (prefix), so
 * several fixtures can share a database.
 */
export const FIXTURE_PASSWORD = 'Secret123';
export const FIXTURE_VALIDATION_PASSWORD = '4321';

export interface FixtureLab {
  id: number;
  shortName: string;
  name: string;
  city: string;
}

export interface FixtureUser {
  id: number;
  username: string;
}

export interface ApiFixture {
  org: { id: number; name: string; shortName: string };
  otherOrg: { id: number; name: string; shortName: string };
  labs: {
    /** QC 99 (a low number: sorts first), Győr. */
    small: FixtureLab;
    /** The core lab (parent_lab), QC 1042, Szeged. */
    core: FixtureLab;
    /** Satellite of the core lab, QC 1043. */
    satellite: FixtureLab;
    /** An ordinary lab, QC 1107, Budapest. */
    plain: FixtureLab;
    /** A lab of the other org, QC 3001. */
    foreign: FixtureLab;
  };
  users: {
    orgAdmin: FixtureUser;
    otherOrgAdmin: FixtureUser;
    /** lab_admin of labs.plain. */
    lab: FixtureUser;
    /** lab_admin of labs.core. */
    coreLab: FixtureUser;
    /** lab_admin of labs.satellite. */
    satellite: FixtureUser;
    /** lab_admin of labs.small, without an e-mail address. */
    noEmail: FixtureUser;
    /** A disabled lab_admin of labs.plain. */
    disabled: FixtureUser;
  };
}

let counter = 0;

/**
 * Inserts the fixture. QC codes are the plain numbers ('99', '1042', …) unless `qcSuffix` is given
 * (needed when a second fixture goes into the same database: QC codes are unique).
 */
export async function createApiFixture(db: Kysely<DB>, options: { qcSuffix?: string } = {}): Promise<ApiFixture> {
  counter += 1;
  const qcSuffix = options.qcSuffix ?? '';
  const p = `${process.pid % 10000}${counter}`;
  await insertReferenceData(db);
  const [passwordHash, validationHash] = await Promise.all([hashPassword(FIXTURE_PASSWORD), hashPassword(FIXTURE_VALIDATION_PASSWORD)]);

  const insertOrg = async (name: string, shortName: string, mail: string) =>
    db
      .insertInto('orgs')
      .values({ name, shortName, validationPasswordHash: validationHash })
      .returning(['id', 'name', 'shortName'])
      .executeTakeFirstOrThrow()
      .then(async (org) => {
        // the settings a provider keeps (issue 33): its contact data, and its staff mails to its shared inbox
        await db.insertInto('orgSettings').values({ orgId: org.id, contactEmail: mail, staffNotificationEmail: mail, website: 'https://org.example.org', phone: '+36 1 111 1111' }).execute();
        return org;
      });
  const org = await insertOrg(`Test EQA Org ${p}`, `org${p}`, `support-${p}@org.example.org`);
  const otherOrg = await insertOrg(`Other EQA Org ${p}`, `other${p}`, `support-${p}@other.example.org`);
  for (const o of [org, otherOrg]) {
    await db.insertInto('orgLocales').values([
      { orgId: o.id, localeId: 'hu', ordinal: 1 },
      { orgId: o.id, localeId: 'en', ordinal: 2 },
    ]).execute();
    await db.insertInto('orgCountries').values([{ orgId: o.id, countryId: 'HU', currencyId: 'HUF' }, { orgId: o.id, countryId: 'AT', currencyId: 'EUR' }]).execute();
  }

  const insertLab = async (
    qc: string,
    name: string,
    city: string,
    orgId: number,
    satelliteConnection: SatelliteConnection | null = null,
    parentLabId: number | null = null,
  ): Promise<FixtureLab> => {
    const lab = await db
      .insertInto('labs')
      .values({
        shortName: `${qc}${qcSuffix}`,
        name,
        city,
        address: `${qc} Main Street`,
        zipCode: '6720',
        countryId: 'HU',
        satelliteConnection,
        parentLabId,
        validationPasswordHash: validationHash,
      })
      .returning(['id', 'shortName', 'name', 'city'])
      .executeTakeFirstOrThrow();
    await db.insertInto('orgLabs').values({ orgId, labId: lab.id }).execute();
    return lab;
  };
  const core = await insertLab('1042', 'Central Clinical Laboratory', 'Szeged', org.id, 'parent_lab');
  const satellite = await insertLab('1043', 'Satellite Laboratory Makó', 'Makó', org.id, 'child_lab', core.id);
  const plain = await insertLab('1107', 'St. Stephen Hospital Laboratory', 'Budapest', org.id);
  const small = await insertLab('99', 'Petz Aladár Kórház Labor', 'Győr', org.id);
  const foreign = await insertLab('3001', 'Foreign Laboratory', 'Wien', otherOrg.id);

  const insertUser = async (
    username: string,
    values: { roleId: 'org_admin' | 'lab_admin'; orgId?: number; labId?: number; email?: string | null; disabled?: boolean },
  ): Promise<FixtureUser> =>
    db
      .insertInto('users')
      .values({
        username: `${username}${p}`,
        fullName: `${username} user`,
        email: values.email === undefined ? `${username}${p}@lab.example.org` : values.email,
        passwordHash,
        roleId: values.roleId,
        orgId: values.orgId ?? null,
        labId: values.labId ?? null,
        localeId: 'en',
        disabled: values.disabled ?? false,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow()
      .then((row) => ({ id: row.id, username: row.username ?? '' }));

  const users = {
    orgAdmin: await insertUser('admin', { roleId: 'org_admin', orgId: org.id }),
    otherOrgAdmin: await insertUser('otheradmin', { roleId: 'org_admin', orgId: otherOrg.id }),
    lab: await insertUser('lab', { roleId: 'lab_admin', labId: plain.id }),
    coreLab: await insertUser('corelab', { roleId: 'lab_admin', labId: core.id }),
    satellite: await insertUser('satellite', { roleId: 'lab_admin', labId: satellite.id }),
    noEmail: await insertUser('noemail', { roleId: 'lab_admin', labId: small.id, email: null }),
    disabled: await insertUser('disabled', { roleId: 'lab_admin', labId: plain.id, disabled: true }),
  };
  return { org, otherOrg, labs: { small, core, satellite, plain, foreign }, users };
}

/** A survey of `orgId` with the given dates and participating labs (scheme, version and round made for it). */
export async function insertSurvey(
  db: Kysely<DB>,
  input: { orgId: number; labIds: number[]; startsAt: Date; endsAt: Date; evaluatedAt?: Date | null; year?: number },
): Promise<{ surveyId: number; roundId: number }> {
  counter += 1;
  const year = input.year ?? input.startsAt.getUTCFullYear();
  const scheme = await db
    .insertInto('schemes')
    .values({ orgId: input.orgId, shortName: `S${process.pid % 10000}-${counter}`, name: { en: 'Test scheme' } })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('schemeVersions')
    .values({ schemeId: scheme.id, name: { en: 'Version 1' } })
    .returning('id')
    .executeTakeFirstOrThrow();
  const round = await db
    .insertInto('rounds')
    .values({ orgId: input.orgId, name: `${year}/${counter}`, year, ordinal: counter })
    .returning('id')
    .executeTakeFirstOrThrow();
  const survey = await db
    .insertInto('surveys')
    .values({
      orgId: input.orgId,
      schemeVersionId: version.id,
      roundId: round.id,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      deadline: input.endsAt,
      evaluatedAt: input.evaluatedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.labIds.length > 0) {
    await db
      .insertInto('surveyLabs')
      .values(input.labIds.map((labId) => ({ surveyId: survey.id, labId, orgId: input.orgId })))
      .execute();
  }
  return { surveyId: survey.id, roundId: round.id };
}

/** The survey-lab status read model row of a lab (results entered / validated). */
export async function insertLabSurveyStatus(
  db: Kysely<DB>,
  input: { labId: number; surveyId: number; hasResults: boolean; validatedAt?: Date | null; at: Date },
): Promise<void> {
  await db
    .insertInto('labSurveyStatus')
    .values({
      labId: input.labId,
      surveyId: input.surveyId,
      validated: input.validatedAt != null,
      validatedAt: input.validatedAt ?? null,
      validatedBy: null,
      validatedByName: null,
      hasResults: input.hasResults,
      resultCount: input.hasResults ? 3 : 0,
      lastEventAt: input.at,
      streamVersion: 1,
    })
    .execute();
}
