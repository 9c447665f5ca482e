import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { labSurveyStreamId, parseResultEvent, replay, type ResultValueInputRaw } from '@eqa/core';
import { eventOrigin, readStream, rebuildProjections, type DB } from '@eqa/db';
import { contentOf } from '@eqa/db/testing/read-model-content';
import { prng, type Rng } from '@eqa/db/testing/prng';
import { createApiFixture, type ApiFixture, type FixtureUser } from './fixtures';
import { createSurveyFixture, type SurveyFixture } from './survey-fixtures';
import { daysFromNow } from './survey-test-helpers';

export { prng, type Rng } from '@eqa/db/testing/prng';

/** Random values a lab might type into one result of the survey fixture (some empty: clears). */
export function randomValues(rng: Rng, survey: SurveyFixture, parameterId: number, sampleId: number | null): ResultValueInputRaw[] {
  const { parameters: p, dimensions: d, values: v } = survey;
  if (parameterId === p.sediment) {
    return rng.next() < 0.7
      ? [
          {
            dimensionId: d.mix,
            type: 'composite',
            components: [
              { dimensionId: d.count, type: 'numeric', value: String(rng.int(20)) },
              { dimensionId: d.flag, type: 'nominal', valueId: rng.pick(v.flag) },
            ],
          },
        ]
      : [{ dimensionId: d.comment, type: 'text', value: rng.pick(['', 'ok', 'árvíztűrő tükörfúrógép']) }];
  }
  const out: ResultValueInputRaw[] = [];
  if (sampleId !== null || rng.next() < 0.3) {
    const number = `${rng.pick(['', '<', '>=', '=<'])}${rng.int(1000) / 10}`.replace('.', rng.next() < 0.5 ? ',' : '.');
    out.push({ dimensionId: d.result, type: 'numeric', value: rng.next() < 0.1 ? '' : number, unitId: rng.pick([null, survey.units.mmol, survey.units.mg]) });
  }
  if (sampleId === null || rng.next() < 0.2) {
    const methods = parameterId === p.cholesterol ? v.method.slice(0, 3) : v.method;
    out.push({ dimensionId: d.method, type: 'nominal', valueId: rng.next() < 0.1 ? null : rng.pick(methods) });
  }
  if (parameterId === p.glucose && rng.next() < 0.4) out.push({ dimensionId: d.instrument, type: 'nominal', valueId: rng.pick(v.instrument) });
  if (parameterId === p.glucose && rng.next() < 0.2) out.push({ dimensionId: d.measuredAt, type: 'date_time', value: `2030-06-${10 + rng.int(5)}T0${rng.int(9)}:00` });
  return out;
}

interface CellRow {
  parameterId: number;
  resultGroupId: number;
  sampleId: number | null;
  dimensionId: string;
  position: number;
}

function byCell(a: CellRow, b: CellRow): number {
  return (
    a.parameterId - b.parameterId ||
    a.resultGroupId - b.resultGroupId ||
    (a.sampleId ?? 0) - (b.sampleId ?? 0) ||
    a.dimensionId.localeCompare(b.dimensionId) ||
    a.position - b.position
  );
}

/**
 * After concurrent edits: every stream's versions are 1…n, each event names one of `userIds`, the
 * current values, the status row and the result group names equal a pure replay of the events,
 * and a rebuild of the projections changes nothing. Answers the number of events.
 */
export async function expectReadModelsMatchEvents(db: Kysely<DB>, streams: ReadonlyArray<{ labId: number; surveyId: number }>, userIds: ReadonlySet<number>): Promise<number> {
  let events = 0;
  for (const { labId, surveyId } of streams) {
    const stored = await readStream(db, labSurveyStreamId(labId, surveyId));
    events += stored.length;
    expect(stored.map((e) => e.streamVersion)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.every((e) => e.metadata.userId !== null && userIds.has(e.metadata.userId))).toBe(true);
    let state = replay([]);
    for (const event of stored) state = replay([parseResultEvent(event)], state, eventOrigin(event.metadata));
    const expected = Object.values(state.values)
      .map((cv) => ({ parameterId: cv.parameterId, resultGroupId: cv.resultGroupId, sampleId: cv.sampleId, dimensionId: cv.value.dimensionId, position: cv.position, value: cv.value.value, valueId: cv.value.valueId, relation: cv.value.relation, unitId: cv.value.unitId, components: cv.value.components ?? null }))
      .sort(byCell);
    const actual = (
      await db
        .selectFrom('resultValues')
        .select(['parameterId', 'resultGroupId', 'sampleId', 'dimensionId', 'position', 'value', 'valueId', 'relation', 'unitId', 'components'])
        .where('labId', '=', labId)
        .where('surveyId', '=', surveyId)
        .execute()
    ).sort(byCell);
    expect(actual).toEqual(expected);
    const status = await db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).where('surveyId', '=', surveyId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ validated: state.validated, resultCount: expected.length, streamVersion: stored.length });
    for (const [groupId, group] of Object.entries(state.resultGroups)) {
      const row = await db.selectFrom('resultGroups').select(['name', 'comment']).where('id', '=', Number(groupId)).executeTakeFirstOrThrow();
      expect(row).toEqual(group);
    }
  }
  const dump = async () => ({
    // the rows' content: changed_at is the database clock's, set anew by a rebuild
    values: contentOf(await db.selectFrom('resultValues').selectAll().orderBy('labId').orderBy('surveyId').orderBy('parameterId').orderBy('resultGroupId').orderBy('sampleId').orderBy('dimensionId').orderBy('position').execute()),
    status: contentOf(await db.selectFrom('labSurveyStatus').selectAll().orderBy('labId').orderBy('surveyId').execute()),
    history: await db.selectFrom('resultHistory').selectAll().orderBy('globalPosition').execute(),
    groups: await db.selectFrom('resultGroups').select(['id', 'name', 'comment']).orderBy('id').execute(),
  });
  const live = await dump();
  expect(live.history).toHaveLength(events);
  const rebuilt = await rebuildProjections(db);
  expect(rebuilt.events).toBe(events);
  expect(await dump()).toEqual(live);
  return events;
}

/** What a client of the random-edits tests knows of a lab-survey stream: its version, validation and result groups. */
export interface StreamView {
  version: number;
  validated: boolean;
  groups: number[];
}

/** The stream's view as the read models hold it now (a client reloading after a refusal). */
export async function loadStreamView(db: Kysely<DB>, target: { labId: number; surveyId: number }): Promise<StreamView> {
  const [status, groups] = await Promise.all([
    db.selectFrom('labSurveyStatus').select(['streamVersion', 'validated']).where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).executeTakeFirst(),
    db.selectFrom('resultGroups').select('id').where('labId', '=', target.labId).where('surveyId', '=', target.surveyId).orderBy('ordinal').execute(),
  ]);
  return { version: status?.streamVersion ?? 0, validated: status?.validated ?? false, groups: groups.map((g) => g.id) };
}

/**
 * The 1,000-edit replay test (20 clients × 50 accepted edits of 8 lab-survey streams), whatever
 * carries the edits: the result services in one process (packages/api concurrent-edits) or HTTP
 * to two server processes on one database (apps/server concurrent-edits). `createRandomEditsFixture`
 * makes the data, `runRandomEdits` the clients, `expectReadModelsMatchEvents` the check.
 */
export const RANDOM_EDIT_CLIENTS = 20;
export const RANDOM_EDITS_PER_CLIENT = 50;

/** A lab-survey stream the clients edit, with the lab's own user. */
export interface RandomEditStream {
  labId: number;
  surveyId: number;
  survey: SurveyFixture;
  labUser: FixtureUser;
}

export interface RandomEditsFixture {
  f: ApiFixture;
  streams: RandomEditStream[];
  /** Everyone who edits: the org admin and the labs' users. */
  userIds: Set<number>;
}

/** Two running surveys of four labs (an ordinary lab, a core lab, its satellite, a small lab): 8 streams. */
export async function createRandomEditsFixture(db: Kysely<DB>): Promise<RandomEditsFixture> {
  const f = await createApiFixture(db);
  const labs = [
    { labId: f.labs.plain.id, labUser: f.users.lab },
    { labId: f.labs.core.id, labUser: f.users.coreLab },
    { labId: f.labs.satellite.id, labUser: f.users.satellite },
    { labId: f.labs.small.id, labUser: f.users.noEmail },
  ];
  const labIds = labs.map((l) => l.labId);
  const surveys = [
    await createSurveyFixture(db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-5), endsAt: daysFromNow(10) }),
    await createSurveyFixture(db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-3), endsAt: daysFromNow(12) }),
  ];
  const streams = surveys.flatMap((survey) => labs.map((lab) => ({ ...lab, surveyId: survey.surveyId, survey })));
  return { f, streams, userIds: new Set([f.users.orgAdmin.id, ...labs.map((l) => l.labUser.id)]) };
}

/** One edit a client makes, in the services' input terms (the HTTP client maps it onto paths and bodies). */
export type RandomEdit = { labId: number; surveyId: number; expectedVersion: number; as: 'orgAdmin' | 'labUser' } & (
  | { kind: 'validate' | 'invalidate' | 'addResultGroup' }
  | { kind: 'saveValues'; paramId: number; groupId: number; sampleId: number | null; values: ResultValueInputRaw[] }
  | { kind: 'saveBulk'; results: Array<{ parameterId: number; resultGroupId: number; sampleId: number | null; values: ResultValueInputRaw[] }> }
  | { kind: 'saveSample'; sampleId: number; results: Array<{ parameterId: number; resultGroupId: number; values: ResultValueInputRaw[] }> }
  | { kind: 'deleteParameter'; paramId: number }
  | { kind: 'updateResultGroup'; groupId: number; name: string | null; comment: string | null }
);

/** What carrying out an edit came to: the new stream version, or a refusal the client reloads after. */
export type EditOutcome = { ok: true; streamVersion: number } | { ok: false; refusal: 'conflict' | 'rule' };

/** A random edit of the stream as the client sees it (invalidation first when it saw it validated). */
function randomEdit(rng: Rng, target: RandomEditStream, view: StreamView): RandomEdit {
  const { survey } = target;
  const { parameters: p, dimensions: d, values: v, samples } = survey;
  const base = { labId: target.labId, surveyId: target.surveyId, expectedVersion: view.version, as: rng.pick(['orgAdmin', 'labUser'] as const) };
  const roll = rng.next();
  if (view.validated) return { ...base, kind: 'invalidate' };
  if (roll < 0.5) {
    const paramId = rng.pick([p.glucose, p.cholesterol, p.sediment]);
    const sampleId = rng.pick([null, samples[0] ?? null, samples[1] ?? null]);
    return { ...base, kind: 'saveValues', paramId, groupId: rng.pick(view.groups), sampleId, values: randomValues(rng, survey, paramId, sampleId) };
  }
  if (roll < 0.62) {
    const results = [p.glucose, p.cholesterol].map((parameterId) => ({
      parameterId,
      resultGroupId: rng.pick(view.groups),
      sampleId: null,
      values: [{ dimensionId: d.method, type: 'nominal' as const, valueId: rng.pick(v.method.slice(0, 3)) }],
    }));
    return { ...base, kind: 'saveBulk', results };
  }
  if (roll < 0.72) {
    const sampleId = rng.pick(samples);
    return { ...base, kind: 'saveSample', sampleId, results: [{ parameterId: p.glucose, resultGroupId: rng.pick(view.groups), values: randomValues(rng, survey, p.glucose, sampleId) }] };
  }
  if (roll < 0.78) return { ...base, kind: 'deleteParameter', paramId: rng.pick([p.glucose, p.cholesterol, p.sediment]) };
  if (roll < 0.86) return { ...base, kind: 'validate' };
  if (roll < 0.97 || view.groups.length >= 3) {
    return { ...base, kind: 'updateResultGroup', groupId: rng.pick(view.groups), name: rng.pick([null, 'Cobas', 'Back-up', '']), comment: rng.pick([null, 'c']) };
  }
  return { ...base, kind: 'addResultGroup' };
}

/**
 * `clients` concurrent clients, each making `editsPerClient` accepted edits (85 % on its home
 * stream, a lab's user at work, the rest on any), through `perform`; a client reloads its view of a
 * stream after a refusal and after adding a result group. Answers the accepted edits by kind and
 * the refusals.
 */
export async function runRandomEdits(options: {
  db: Kysely<DB>;
  streams: readonly RandomEditStream[];
  clients?: number;
  editsPerClient?: number;
  perform: (client: number, edit: RandomEdit) => Promise<EditOutcome>;
}): Promise<{ accepted: Record<string, number>; conflicts: number; refusals: number }> {
  const { db, streams, perform } = options;
  const clients = options.clients ?? RANDOM_EDIT_CLIENTS;
  const editsPerClient = options.editsPerClient ?? RANDOM_EDITS_PER_CLIENT;
  const accepted: Record<string, number> = {};
  let conflicts = 0;
  let refusals = 0;
  async function client(index: number): Promise<void> {
    const rng = prng(4242 + index);
    const seen = new Map<RandomEditStream, StreamView>();
    const reload = async (target: RandomEditStream) => {
      const view = await loadStreamView(db, target);
      seen.set(target, view);
      return view;
    };
    const home = streams[index % streams.length] as RandomEditStream;
    let done = 0;
    while (done < editsPerClient) {
      const target = rng.next() < 0.85 ? home : rng.pick(streams);
      const view = seen.get(target) ?? (await reload(target));
      const edit = randomEdit(rng, target, view);
      const outcome = await perform(index, edit);
      if (outcome.ok) {
        view.version = outcome.streamVersion;
        if (edit.kind === 'validate') view.validated = true;
        if (edit.kind === 'invalidate') view.validated = false;
        if (edit.kind === 'addResultGroup') await reload(target);
        accepted[edit.kind] = (accepted[edit.kind] ?? 0) + 1;
        done += 1;
      } else {
        if (outcome.refusal === 'conflict') conflicts += 1;
        else refusals += 1;
        await reload(target);
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  expect(Object.values(accepted).reduce((a, b) => a + b, 0)).toBe(clients * editsPerClient);
  return { accepted, conflicts, refusals };
}
