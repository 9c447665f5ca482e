import { sql } from 'kysely';
/**
 * The `result-saves` scenario of the benchmarks (bench/lib/server-process.ts) and the outage tests: an in-progress survey (the API's survey fixture:
 * a few parameters, two samples) with `labs` participating labs of the fixture's org, each with its
 * own lab_admin user, a signed-in session (token), its first result group, an accepted contract and
 * `historyPerLab` earlier result events in its lab-survey stream (a form half filled in by autosave),
 * appended through the event store with the inline projections.
 */
import { labSurveyStreamId, RESULT_EVENT_TYPES, type ResultEvent, type ResultValueData, SESSION_IDLE_TTL_MS } from '@eqa/core';
import { appendToStream, type Database } from '@eqa/db';
import type { ApiFixture } from './fixtures';
import { createSurveyFixture } from './survey-fixtures';
import { hashToken, newToken } from '../services/auth/tokens';

export interface ResultSavesLab {
  labId: number;
  userId: number;
  username: string;
  token: string;
  resultGroupId: number;
  /** The lab-survey stream's version after the seed (the form's streamVersion). */
  streamVersion: number;
}

export interface ResultSavesScenario {
  /** The server's database (to sample its PostgreSQL backends' CPU time). */
  database: string;
  surveyId: number;
  /** The parameter every client saves (glucose: a numeric result with units). */
  parameterId: number;
  dimensionId: string;
  unitId: number;
  samples: [number, number];
  labs: ResultSavesLab[];
}

const DAY_MS = 86_400_000;

export async function seedResultSavesScenario(
  db: Database,
  fixture: ApiFixture,
  options: { labs: number; historyPerLab: number },
): Promise<ResultSavesScenario> {
  const now = new Date();
  const orgId = fixture.org.id;
  const { passwordHash } = await db.selectFrom('users').select('passwordHash').where('id', '=', fixture.users.lab.id).executeTakeFirstOrThrow();

  const labs: Array<{ id: number; userId: number; username: string }> = [];
  for (let i = 0; i < options.labs; i++) {
    const lab = await db
      .insertInto('labs')
      .values({ shortName: `B${5000 + i}`, name: `Bench laboratory ${i}`, city: 'Szeged', address: `${i} Bench Street`, zipCode: '6720', countryId: 'HU', satelliteConnection: null, parentLabId: null, validationPasswordHash: passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('orgLabs').values({ orgId, labId: lab.id }).execute();
    const user = await db
      .insertInto('users')
      .values({ username: `bench${i}`, fullName: `Bench user ${i}`, email: `bench${i}@lab.example.org`, passwordHash, roleId: 'lab_admin', orgId: null, labId: lab.id, localeId: 'en', disabled: false })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    labs.push({ id: lab.id, userId: user.id, username: user.username ?? '' });
  }

  const survey = await createSurveyFixture(db, {
    orgId,
    labIds: labs.map((l) => l.id),
    startsAt: new Date(now.getTime() - 10 * DAY_MS),
    endsAt: new Date(now.getTime() + 60 * DAY_MS),
    mandatoryContextIds: 'none',
  });
  const { parameters, dimensions, units, samples } = survey;

  const out: ResultSavesLab[] = [];
  for (const lab of labs) {
    const token = newToken();
    await db
      .insertInto('sessions')
      .values({ tokenHash: hashToken(token), userId: lab.userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_TTL_MS), ip: '127.0.0.1', userAgent: 'bench' })
      .execute();
    const resultGroupId = survey.resultGroups[lab.id];
    if (resultGroupId === undefined) throw new Error(`no result group for lab ${lab.id}`);
    // Earlier autosaves: numeric results of two parameters on both samples, then the context.
    const history: ResultEvent[] = [];
    for (let n = 0; n < options.historyPerLab; n++) {
      const parameterId = n % 2 === 0 ? parameters.glucose : parameters.cholesterol;
      const value = 4 + (n % 50) / 10;
      const data: ResultValueData = { dimensionId: dimensions.result, type: 'numeric', value, relation: null, unitId: units.mmol, convertedValue: value, valueId: null };
      history.push({ type: RESULT_EVENT_TYPES.resultValuesSet, data: { parameterId, resultGroupId, sampleId: samples[n % 4 < 2 ? 0 : 1], values: [data] } });
    }
    history.push({
      type: RESULT_EVENT_TYPES.resultValuesSet,
      data: {
        parameterId: parameters.glucose,
        resultGroupId,
        sampleId: null,
        values: [
          { dimensionId: dimensions.method, type: 'nominal', value: null, relation: null, unitId: null, convertedValue: null, valueId: survey.values.method[0] ?? null },
          { dimensionId: dimensions.comment, type: 'text', value: 'Calibrated daily.', relation: null, unitId: null, convertedValue: null, valueId: null },
        ],
      },
    });
    const appended = await appendToStream(db, labSurveyStreamId(lab.id, survey.surveyId), 0, history, {
      userId: lab.userId,
      userName: lab.username,
      role: 'lab_admin',
      requestId: null,
    });
    out.push({ labId: lab.id, userId: lab.userId, username: lab.username, token, resultGroupId, streamVersion: appended.nextExpectedVersion });
  }
  // statistics, as a database in service has them (autovacuum): without them the lookups' plans
  // walk every lab of the survey to find one
  await sql`analyze`.execute(db);
  const { database } = await db.selectNoFrom((eb) => eb.fn<string>('current_database').as('database')).executeTakeFirstOrThrow();
  return {
    database,
    surveyId: survey.surveyId,
    parameterId: parameters.glucose,
    dimensionId: dimensions.result,
    unitId: units.mmol,
    samples,
    labs: out,
  };
}
