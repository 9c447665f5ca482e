import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLabSurveyStatus } from '@eqa/api/testing/fixtures';
import { formatDay } from '@eqa/documents';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { TRPCClientError } from '@trpc/client';
import { trpcClient } from '../testing/test-server';
import { TEST_NOW, expect409InUse, expect422, insertCatalog, ok, startConfigKit, type ConfigKit } from './config-test-kit';

interface Round {
  id: number;
  name: string;
  year: number;
  ordinal: number;
  deadline: string | null;
  deletable: boolean;
  editable: boolean;
}
interface SurveySummary {
  id: number;
  issueAt: string | null;
  round: { id: number; year: number };
  schemeVersion: { id: number };
  startsAt: string | null;
  endsAt: string | null;
  expectedEvaluationAt: string | null;
  evaluatedAt: string | null;
  description: Record<string, string> | null;
  status: { proposal: boolean; inProgress: boolean; ended: boolean; evaluated: boolean };
  deletable: boolean;
  editable: boolean;
}
interface Survey extends SurveySummary {
  accredited: boolean;
  importedDocuments: { resultGroup: number; survey: number; round: number; year: number };
  countMissingEvaluations: number;
  labCount: number;
  importStarted: boolean;
  evaluationImported: boolean;
  documentsImported: boolean;
  samples: Array<{ id: number; name: string }>;
}
interface Panel extends Round {
  surveys: SurveySummary[];
  onlyEvaluationDatesDefault: boolean;
}
interface JobRun {
  id: number;
  kind: string;
  status: string;
  result: Record<string, unknown> | null;
}

let kit: ConfigKit;
let org: string;
let glucose: number;
let catalog: { schemeId: number; schemeVersionId: number; roundId: number };
let otherVersion: number;

/** A succeeded evaluation run on the survey's (no) results: publishing its evaluation is allowed (issue 33). */
async function storeEvaluationRun(surveyId: number): Promise<void> {
  await kit.server.db.insertInto('evaluationRuns').values({ surveyId, kind: 'evaluation', status: 'succeeded', startedAt: new Date(), finishedAt: new Date(), jobRunId: null, error: null, createdBy: null, resultsPosition: 0 }).execute();
}

beforeAll(async () => {
  kit = await startConfigKit({ demoDate: TEST_NOW });
  org = `/orgs/${kit.fx.org.id}`;
  const db = kit.server.db;
  const unit = await db.insertInto('units').values({ name: { en: 'mmol/L' } }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('dimensions').values([
    { id: 'result', name: { en: 'Result' }, valueType: 'numeric', unitId: unit.id, ordinal: 1 },
    { id: 'method', name: { en: 'Method' }, valueType: 'nominal', ordinal: 2 },
  ]).execute();
  await db.insertInto('dimensionValues').values({ dimensionId: 'method', value: { en: 'Hexokinase' }, ordinal: 1 }).execute();
  glucose = (await db.insertInto('parameters').values({ name: { en: 'Glucose' } }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('parameterDimensions').values([
    { parameterId: glucose, dimensionId: 'result', role: 'result', ordinal: 1, unitId: unit.id },
    { parameterId: glucose, dimensionId: 'method', role: 'context', ordinal: 2 },
  ]).execute();
  catalog = await insertCatalog(kit, { shortName: 'GLU', year: 2017, ordinal: 1 });
  await db
    .insertInto('schemeVersionParameters')
    .values({ schemeVersionId: catalog.schemeVersionId, parameterId: glucose, ordinal: 1, resultDimensionIds: ['result'], contextDimensionIds: ['method'] })
    .execute();
  await db.updateTable('schemeVersions').set({ mandatoryContextIds: ['method'] }).where('id', '=', catalog.schemeVersionId).execute();
  otherVersion = (await insertCatalog(kit, { shortName: 'LIP', year: 2017, ordinal: 1 })).schemeVersionId;
});
afterAll(async () => {
  await kit?.server.close();
});

describe('rounds (spec 3 §7 Rounds)', () => {
  it('creates a round with the defaults (current year, current month number) and refuses duplicates and read-only years', async () => {
    const created = ok(await kit.call<Round>('POST', `${org}/rounds`, {}));
    expect(created).toMatchObject({ year: 2017, ordinal: 6, name: '2017/6', deletable: true, editable: true });
    expect422(await kit.call('POST', `${org}/rounds`, {}), 'ordinal');
    expect422(await kit.call('POST', `${org}/rounds`, { year: 2019, ordinal: 1 }), 'year');
    expect422(await kit.call('POST', `${org}/rounds`, { year: 'soon', ordinal: 1 }), 'year');
    expect422(await kit.call('POST', `${org}/rounds`, { year: 2017, ordinal: 'x' }), 'ordinal');
    const next = ok(await kit.call<Round>('POST', `${org}/rounds`, { year: '2018', ordinal: '2', deadline: '2018-01-31T23:59:59.000Z' }));
    expect(next).toMatchObject({ year: 2018, ordinal: 2, name: '2018/2', deadline: '2018-01-31T23:59:59.000Z' });

    const list = await kit.call<{ items: Round[]; total: number }>('GET', `${org}/rounds`);
    expect(list.body.items.map((r) => r.name)).toEqual(['2018/2', '2017/6', '2017/1']);
    expect(list.headers.get('x-total-count')).toBe('3');
    expect(ok(await kit.call<{ items: Round[] }>('GET', `${org}/rounds?year=2017`)).items.map((r) => r.ordinal)).toEqual([6, 1]);
    expect(ok(await kit.call<Round>('GET', `${org}/rounds/${next.id}`)).name).toBe('2018/2');

    const renumbered = ok(await kit.call<Round>('PATCH', `${org}/rounds/${next.id}`, { ordinal: 3 }));
    expect(renumbered).toMatchObject({ ordinal: 3, name: '2018/3' });
    expect422(await kit.call('PATCH', `${org}/rounds/${next.id}`, { year: 2017, ordinal: 6 }), 'ordinal');
    expect422(await kit.call('PATCH', `${org}/rounds/${next.id}`, { year: 2020 }), 'year');
    const old = await kit.server.db.insertInto('rounds').values({ orgId: kit.fx.org.id, name: '2015/1', year: 2015, ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
    expect(ok(await kit.call<Round>('GET', `${org}/rounds/${old.id}`)).editable).toBe(false);
    expect422(await kit.call('PATCH', `${org}/rounds/${old.id}`, { name: 'Old' }), 'year');
    expect422(await kit.call('DELETE', `${org}/rounds/${old.id}`), 'year');
    ok(await kit.call('DELETE', `${org}/rounds/${next.id}`));
    expect((await kit.call('GET', `${org}/rounds/${next.id}`)).status).toBe(404);
    expect((await kit.call('GET', `/orgs/${kit.fx.otherOrg.id}/rounds`)).status).toBe(403);
  });
});

describe('surveys configuration (spec 3 §7 Surveys)', () => {
  let running: Survey;
  let ended: Survey;
  let evaluated: Survey;
  let proposal: Survey;
  let futureRoundId: number;

  it('creates surveys (scheme version and round required, editable years only)', async () => {
    const missing = await kit.call<{ error: { message: string } }>('POST', `${org}/surveys`, { roundId: catalog.roundId });
    expect422(missing, 'schemeVersionId');
    expect(missing.body.error).toMatchObject({ type: 'requiredField', message: 'This field is required' });
    expect422(await kit.call('POST', `${org}/surveys`, { schemeVersionId: catalog.schemeVersionId }), 'roundId');
    expect422(await kit.call('POST', `${org}/surveys`, { schemeVersionId: 999999, roundId: catalog.roundId }), 'schemeVersionId', 'config.refusals.unknownSchemeVersion');
    const old = await kit.server.db.selectFrom('rounds').select('id').where('year', '=', 2015).executeTakeFirstOrThrow();
    expect422(await kit.call('POST', `${org}/surveys`, { schemeVersionId: catalog.schemeVersionId, roundId: old.id }), 'roundId');
    expect422(
      await kit.call('POST', `${org}/surveys`, { schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, startsAt: '2017-06-01T00:00:00Z', endsAt: '2017-05-01T00:00:00Z' }),
      'endsAt',
    );
    const create = (body: Record<string, unknown>) => kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, ...body });
    running = ok(await create({ startsAt: '2017-06-01T00:00:00.000Z', endsAt: '2017-07-01T00:00:00.000Z' }));
    expect(running).toMatchObject({ status: { inProgress: true, proposal: false }, description: { en: 'Version text' }, editable: true, deletable: true, labCount: 0 });
    ended = ok(await create({ startsAt: '2017-02-01T00:00:00.000Z', endsAt: '2017-03-01T00:00:00.000Z' }));
    // a new survey has no evaluation run: it is not created evaluated (issue 33)
    expect422(
      await create({ startsAt: '2017-01-01T00:00:00.000Z', endsAt: '2017-02-01T00:00:00.000Z', evaluatedAt: '2017-03-01T00:00:00.000Z' }),
      'evaluatedAt',
      'evaluations.publication.evaluationNotRun',
    );
    evaluated = ok(await create({ startsAt: '2017-01-01T00:00:00.000Z', endsAt: '2017-02-01T00:00:00.000Z' }));
    await storeEvaluationRun(evaluated.id);
    evaluated = ok(await kit.call<Survey>('PUT', `${org}/surveys/${evaluated.id}`, { schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, evaluatedAt: '2017-03-01T00:00:00.000Z' }));
    const future = ok(await kit.call<Round>('POST', `${org}/rounds`, { year: 2018, ordinal: 1 }));
    futureRoundId = future.id;
    proposal = ok(await kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: otherVersion, roundId: future.id, description: null }));
    expect(proposal).toMatchObject({ status: { proposal: true }, description: null });
  });

  it('lists rounds newest first with their surveys, by the three filters, year and search', async () => {
    type List = { items: Panel[]; total: number };
    const all = await kit.call<List>('GET', `${org}/surveys`);
    expect(all.body.items.map((p) => p.name)).toEqual(['2018/1', '2017/6', '2017/1', '2015/1']);
    expect(all.headers.get('x-total-count')).toBe('4');
    expect(all.body.items[2]!.surveys.map((s) => s.id)).toEqual([ended.id, evaluated.id, running.id].sort((a, b) => a - b));
    const idsOf = (list: List) => list.items.flatMap((p) => p.surveys.map((s) => s.id));
    expect(idsOf(ok(await kit.call<List>('GET', `${org}/surveys?inProgress=true`)))).toEqual([running.id]);
    expect(idsOf(ok(await kit.call<List>('GET', `${org}/surveys?proposal=true`)))).toEqual([proposal.id]);
    expect(idsOf(ok(await kit.call<List>('GET', `${org}/surveys?not_evaluated_surveys=true`))).sort()).toEqual([running.id, ended.id].sort());
    expect(idsOf(ok(await kit.call<List>('GET', `${org}/surveys?inProgress=true&proposal=true`))).sort()).toEqual([running.id, proposal.id].sort());
    expect(ok(await kit.call<List>('GET', `${org}/surveys?year=2018`)).items.map((p) => p.name)).toEqual(['2018/1']);
    expect(idsOf(ok(await kit.call<List>('GET', `${org}/surveys?query=lip`)))).toEqual([proposal.id]);
    const paged = await kit.call<List>('GET', `${org}/surveys?offset=1&limit=1`);
    expect(paged.body).toMatchObject({ total: 4, items: [{ name: '2017/6', surveys: [] }] });
    // set-dates default: 2017/1 has a survey in progress; 2018/1 is in the future
    const panel = (name: string) => all.body.items.find((p) => p.name === name);
    expect(panel('2017/1')?.onlyEvaluationDatesDefault).toBe(false);
    expect(panel('2018/1')?.onlyEvaluationDatesDefault).toBe(false);
  });

  it('updates a survey (PUT) with the sync flags; scheme version and round required, dates in order', async () => {
    const put = (id: number, body: Record<string, unknown>, query = '') =>
      kit.call<Survey>('PUT', `${org}/surveys/${id}${query}`, { schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, ...body });
    expect422(await kit.call('PUT', `${org}/surveys/${ended.id}`, { roundId: catalog.roundId }), 'schemeVersionId');
    expect422(await kit.call('PUT', `${org}/surveys/${ended.id}`, { schemeVersionId: catalog.schemeVersionId }), 'roundId');
    expect422(await put(ended.id, { endsAt: '2017-01-01T00:00:00.000Z' }), 'endsAt');
    const changed = ok(await put(ended.id, { description: { en: 'Ended survey', hu: 'Lezárt' }, deadline: '2017-03-01T00:00:00.000Z' }));
    expect(changed).toMatchObject({ description: { en: 'Ended survey', hu: 'Lezárt' }, endsAt: '2017-03-01T00:00:00.000Z' });
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${running.id}`)).description).toEqual({ en: 'Version text' });

    ok(await put(ended.id, { description: { en: 'Shared text' } }, '?description_sync=true'));
    const version = await kit.server.db.selectFrom('schemeVersions').select('description').where('id', '=', catalog.schemeVersionId).executeTakeFirstOrThrow();
    expect(version.description).toEqual({ en: 'Shared text' });
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${running.id}`)).description).toEqual({ en: 'Shared text' });

    const moved = ok(
      await kit.call<Survey>('PUT', `${org}/surveys/${proposal.id}?schemeVersionSync=true`, { schemeVersionId: catalog.schemeVersionId, roundId: futureRoundId }),
    );
    expect(moved).toMatchObject({ schemeVersion: { id: catalog.schemeVersionId }, description: { en: 'Shared text' } });
  });

  it('an evaluated survey is read-only in its configuration: only its evaluation date changes (REST and tRPC)', async () => {
    const put = (body: Record<string, unknown>) =>
      kit.call<Survey & { error: { param: string; type: string } }>('PUT', `${org}/surveys/${evaluated.id}`, { schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, ...body });
    const refused = await put({ endsAt: '2017-02-15T00:00:00.000Z' });
    expect({ status: refused.status, error: refused.body.error }).toMatchObject({ status: 422, error: { param: 'endsAt', type: 'config.surveys.evaluatedReadOnly' } });
    expect422(await put({ description: { en: 'Changed after the evaluation' } }), 'description');
    expect422(await put({ evaluationDisabled: true }), 'evaluationDisabled');
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${evaluated.id}`)).endsAt).toBe('2017-02-01T00:00:00.000Z');
    // the autosave resends unchanged values: nothing changes, nothing is refused
    ok(await put({ startsAt: '2017-01-01T00:00:00Z', endsAt: evaluated.endsAt, description: evaluated.description }));
    // its samples stay as evaluated
    const sample = await kit.call<{ error: { param: string; type: string } }>('POST', `${org}/surveys/${evaluated.id}/samples`, { name: 'late sample' });
    expect({ status: sample.status, error: sample.body.error }).toMatchObject({ status: 422, error: { param: 'samples', type: 'config.surveys.evaluatedReadOnly' } });
    // start and end through the set-dates dialog neither
    expect422(
      await kit.call('PUT', `${org}/surveys/survey_dates`, { surveyIds: [evaluated.id], onlyEvaluationDates: false, startsAt: '2017-01-02T00:00:00.000Z', endsAt: '2017-02-02T00:00:00.000Z' }),
      'startsAt',
    );
    // tRPC answers the same code and param
    const client = trpcClient(kit.server, { token: kit.admin });
    const viaTrpc = await client.config.surveys.update
      .mutate({ orgId: kit.fx.org.id, id: evaluated.id, schemeVersionId: catalog.schemeVersionId, roundId: catalog.roundId, endsAt: '2017-02-20T00:00:00.000Z' })
      .then(() => null, (error: unknown) => error);
    expect(viaTrpc).toBeInstanceOf(TRPCClientError);
    expect((viaTrpc as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { code: 'CONSTRAINT', param: 'endsAt', type: 'config.surveys.evaluatedReadOnly' } });
    // the status control's reopen (evaluation date cleared) is allowed; then it is editable again
    const reopened = ok(await put({ evaluatedAt: null }));
    expect(reopened.status.evaluated).toBe(false);
    expect(ok(await put({ endsAt: '2017-02-02T00:00:00.000Z' })).endsAt).toBe('2017-02-02T00:00:00.000Z');
    expect(ok(await put({ evaluatedAt: '2017-03-01T00:00:00.000Z' })).status.evaluated).toBe(true);
  });

  it("lists the laboratories' result groups of a survey (spec 3 §2), paged, over REST and tRPC", async () => {
    const db = kit.server.db;
    const { plain, core } = kit.fx.labs;
    await db
      .insertInto('resultGroups')
      .values([
        { surveyId: running.id, labId: core.id, ordinal: 1, name: null },
        { surveyId: running.id, labId: plain.id, ordinal: 2, name: 'Analyser B', comment: 'backup', hidden: true },
        { surveyId: running.id, labId: plain.id, ordinal: 1, name: null },
      ])
      .execute();
    type Groups = { items: Array<{ lab: { id: number }; name: string | null; ordinal: number; hidden: boolean; comment: string | null; resultCount: number }>; total: number; labCount: number };
    const all = ok(await kit.call<Groups>('GET', `${org}/surveys/${running.id}/result_groups`));
    expect(all).toMatchObject({ total: 3, labCount: 2 });
    // by QC code, then ordinal
    const byCode = [plain, core].sort((a, b) => a.shortName.length - b.shortName.length || a.shortName.localeCompare(b.shortName));
    expect(all.items.map((g) => [g.lab.id, g.ordinal])).toEqual(byCode.flatMap((lab) => (lab.id === plain.id ? [[plain.id, 1], [plain.id, 2]] : [[core.id, 1]])));
    expect(all.items.find((g) => g.name === 'Analyser B')).toMatchObject({ hidden: true, comment: 'backup', resultCount: 0 });
    const paged = await kit.call<Groups>('GET', `${org}/surveys/${running.id}/result_groups?offset=1&limit=1`);
    expect(paged.body).toMatchObject({ total: 3, items: [expect.objectContaining({ ordinal: all.items[1]?.ordinal })] });
    const viaTrpc = await trpcClient(kit.server, { token: kit.admin }).config.surveys.resultGroups.query({ orgId: kit.fx.org.id, id: running.id });
    expect(viaTrpc.total).toBe(3);
    expect((await kit.call('GET', `${org}/surveys/${running.id}/result_groups`, undefined, kit.labUser)).status).toBe(403);
    expect((await kit.call('GET', `${org}/surveys/999999/result_groups`)).status).toBe(404);
    await db.deleteFrom('resultGroups').where('surveyId', '=', running.id).execute();
  });

  it('sets the dates of a round (only-evaluation-dates default by spec 3 §4)', async () => {
    const round2017 = catalog.roundId;
    expect422(await kit.call('PUT', `${org}/surveys/survey_dates`, {}), 'roundId');
    const old = await kit.server.db.selectFrom('rounds').select('id').where('year', '=', 2015).executeTakeFirstOrThrow();
    const oldSurvey = await kit.server.db
      .insertInto('surveys')
      .values({ orgId: kit.fx.org.id, schemeVersionId: catalog.schemeVersionId, roundId: old.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect422(await kit.call('PUT', `${org}/surveys/survey_dates`, { roundId: old.id, startsAt: '2015-01-01T00:00:00.000Z' }), 'roundId');
    // 2017/1 has a survey in progress: the default sets start and end of the selected surveys
    expect422(
      await kit.call('PUT', `${org}/surveys/survey_dates`, { roundId: round2017, surveyIds: [ended.id], startsAt: '2017-05-01T00:00:00.000Z', endsAt: '2017-04-01T00:00:00.000Z' }),
      'endsAt',
    );
    const scheduled = await kit.call<{ items: SurveySummary[]; total: number; onlyEvaluationDates: boolean }>('PUT', `${org}/surveys/survey_dates`, {
      roundId: round2017,
      surveyIds: [ended.id],
      startsAt: '2017-02-02T00:00:00.000Z',
      endsAt: '2017-03-03T00:00:00.000Z',
    });
    expect(scheduled.body).toMatchObject({ onlyEvaluationDates: false, total: 1, items: [{ id: ended.id, startsAt: '2017-02-02T00:00:00.000Z', endsAt: '2017-03-03T00:00:00.000Z' }] });
    expect(scheduled.headers.get('x-total-count')).toBe('1');
    // explicitly only the evaluation dates, on every survey of the round
    const evaluation = ok(
      await kit.call<{ items: SurveySummary[]; onlyEvaluationDates: boolean }>('PUT', `${org}/surveys/survey_dates`, {
        roundId: round2017,
        onlyEvaluationDates: true,
        expectedEvaluationAt: '2017-08-01T00:00:00.000Z',
        startsAt: '2000-01-01T00:00:00.000Z',
      }),
    );
    expect(evaluation.onlyEvaluationDates).toBe(true);
    expect(evaluation.items.every((s) => s.expectedEvaluationAt === '2017-08-01T00:00:00.000Z' && s.evaluatedAt === null)).toBe(true);
    expect(evaluation.items.find((s) => s.id === running.id)?.startsAt).toBe('2017-06-01T00:00:00.000Z');
    // a round whose surveys all ended defaults to the evaluation dates
    const done = ok(await kit.call<Round>('POST', `${org}/rounds`, { year: 2017, ordinal: 2 }));
    const doneSurvey = ok(
      await kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: otherVersion, roundId: done.id, startsAt: '2017-03-01T00:00:00.000Z', endsAt: '2017-04-01T00:00:00.000Z' }),
    );
    await storeEvaluationRun(doneSurvey.id);
    const defaulted = ok(
      await kit.call<{ items: SurveySummary[]; onlyEvaluationDates: boolean }>('PUT', `${org}/surveys/survey_dates`, { roundId: done.id, evaluatedAt: '2017-05-01T00:00:00.000Z' }),
    );
    expect(defaulted).toMatchObject({ onlyEvaluationDates: true, items: [{ id: doneSurvey.id, evaluatedAt: '2017-05-01T00:00:00.000Z', status: { evaluated: true } }] });
    expect(oldSurvey.id).toBeGreaterThan(0);
  });

  it('shows the survey with its counts, the form preview, options and products', async () => {
    const db = kit.server.db;
    await db.insertInto('accreditations').values({ schemeId: catalog.schemeId, parameterId: glucose, accreditedStartsAt: '2016-01-01', accreditedEndsAt: null }).execute();
    await db.insertInto('surveyLabs').values([
      { surveyId: ended.id, labId: kit.fx.labs.plain.id, orgId: kit.fx.org.id },
      { surveyId: ended.id, labId: kit.fx.labs.core.id, orgId: kit.fx.org.id },
    ]).execute();
    const survey = ok(await kit.call<Survey>('GET', `${org}/surveys/${ended.id}`));
    expect(survey).toMatchObject({
      accredited: true,
      labCount: 2,
      importedDocuments: { resultGroup: 0, survey: 0, round: 0, year: 0 },
      countMissingEvaluations: 0,
      mandatoryContextIds: ['method'],
    });
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${proposal.id}`)).accredited).toBe(true);

    const form = ok(
      await kit.call<{ readOnly: boolean; parameters: Array<{ parameter: { id: number }; resultDimensions: Array<{ id: string; evaluationUnit: { name: Record<string, string> } | null }>; contextDimensions: Array<{ id: string; mandatory: boolean; values: Array<{ value: Record<string, string> }> }> }> }>(
        'GET',
        `${org}/surveys/${ended.id}/form`,
      ),
    );
    expect(form.readOnly).toBe(true);
    expect(form.parameters).toMatchObject([
      {
        parameter: { id: glucose },
        resultDimensions: [{ id: 'result', evaluationUnit: { name: { en: 'mmol/L' } } }],
        contextDimensions: [{ id: 'method', mandatory: true, values: [{ value: { en: 'Hexokinase' } }] }],
      },
    ]);
    const values = ok(await kit.call<{ items: Array<{ value: Record<string, string> }> }>('GET', `${org}/surveys/${ended.id}/parameters/${glucose}/dimensions/method/values?query=hexo`));
    expect(values.items.map((v) => v.value.en)).toEqual(['Hexokinase']);
    const units = ok(await kit.call<{ items: Array<{ evaluationUnit: boolean }> }>('GET', `${org}/surveys/${ended.id}/parameters/${glucose}/dimensions/result/units`));
    expect(units.items).toMatchObject([{ evaluationUnit: true }]);

    const group = await db.insertInto('productGroups').values({ orgId: kit.fx.org.id, name: { en: 'Chemistry' } }).returning('id').executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({ orgId: kit.fx.org.id, productGroupId: group.id, type: 'survey', shortName: 'GLU', name: { en: 'Glucose' }, year: 2017, localeId: null, description: null, minRounds: null, copiedFromProductId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('productSurveys').values({ productId: product.id, surveyId: ended.id }).execute();
    const products = await kit.call<{ items: Array<{ id: number }>; total: number }>('GET', `${org}/surveys/${ended.id}/products`);
    expect(products.body).toMatchObject({ total: 1, items: [{ id: product.id }] });
    expect(ok(await kit.call<{ total: number }>('GET', `${org}/surveys/${running.id}/products`)).total).toBe(0);
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${ended.id}`)).deletable).toBe(false);
    expect409InUse(await kit.call('DELETE', `${org}/surveys/${ended.id}`));
    expect422(await kit.call('PUT', `${org}/surveys/${ended.id}`, { schemeVersionId: otherVersion, roundId: catalog.roundId }), 'schemeVersionId', 'config.refusals.surveySchemeVersionLocked');
  });

  it('runs the settings actions as jobs: import evaluation, import documents, create/regenerate documents', async () => {
    const jobs = `${org}/surveys_evaluation/${ended.id}`;
    await insertLabSurveyStatus(kit.server.db, { labId: kit.fx.labs.plain.id, surveyId: ended.id, hasResults: true, at: new Date(TEST_NOW) });
    expect422(await kit.call('GET', `${jobs}/import_survey_evaluation?labId=${kit.fx.labs.foreign.id}`), 'labId', 'config.refusals.unknownLab');
    const evaluationRun = ok(await kit.call<JobRun>('GET', `${jobs}/import_survey_evaluation`));
    expect(evaluationRun).toMatchObject({ kind: 'evaluation.import', status: 'queued' });
    await kit.server.jobs.idle();
    const evaluationDone = await kit.server.db.selectFrom('jobRuns').selectAll().where('id', '=', evaluationRun.id).executeTakeFirstOrThrow();
    // importing runs the engine: a run is stored; the lab with results did not validate them, so it has no evaluation
    expect(evaluationDone).toMatchObject({ status: 'succeeded', result: { surveyId: ended.id, runId: expect.any(Number), results: 0, evaluatedLabs: 0, countMissingEvaluations: 1, notValidatedLabs: 1 } });

    expect422(await kit.call('GET', `${jobs}/import_survey_documents?user_id=${kit.fx.users.lab.id}`), 'userId');
    const documentsRun = ok(await kit.call<JobRun>('GET', `${jobs}/import_survey_documents?user_id=${kit.fx.users.orgAdmin.id}`));
    await kit.server.jobs.idle();
    expect(await kit.server.db.selectFrom('jobRuns').select(['status', 'result']).where('id', '=', documentsRun.id).executeTakeFirstOrThrow()).toEqual({
      status: 'succeeded',
      result: { surveyId: ended.id, resultGroup: 0, survey: 0, round: 0, year: 0 },
    });

    expect422(await kit.call('GET', `${jobs}/create_survey_documents?issue_date=tomorrow`), 'issueDate');
    ok(await kit.call<JobRun>('GET', `${jobs}/create_survey_documents?overwrite_documents=false&issue_date=2017-03-10T12:00:00.000Z`));
    await kit.server.jobs.idle();
    const documents = await kit.server.db.selectFrom('surveyDocuments').select(['labId', 'type', 'path', 'fileId', 'mediaType']).where('surveyId', '=', ended.id).orderBy('labId').execute();
    expect(documents).toHaveLength(2);
    expect(documents.every((d) => d.type === 'survey' && d.mediaType === 'application/pdf')).toBe(true);
    const file = await kit.server.db.selectFrom('files').select(['content']).where('id', '=', documents[0]!.fileId).executeTakeFirstOrThrow();
    expect(Buffer.from(file.content).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await extractPdfText(file.content);
    expect([formatDay('2017-03-10', 'en'), formatDay('2017-03-10', 'hu')].some((day) => text.includes(day)), text).toBe(true);

    const again = ok(await kit.call<JobRun>('GET', `${jobs}/create_survey_documents?lab_id=${kit.fx.labs.plain.id}`));
    await kit.server.jobs.idle();
    expect((await kit.server.db.selectFrom('jobRuns').select('result').where('id', '=', again.id).executeTakeFirstOrThrow()).result).toMatchObject({ created: 0, replaced: 0, skipped: 1 });
    const regenerate = ok(await kit.call<JobRun>('GET', `${jobs}/create_survey_documents?overwrite_documents=true`));
    await kit.server.jobs.idle();
    expect((await kit.server.db.selectFrom('jobRuns').select('result').where('id', '=', regenerate.id).executeTakeFirstOrThrow()).result).toMatchObject({ created: 0, replaced: 2 });
    // the screens that started a job follow it: its run as it stands now, only under its own survey
    expect(regenerate.status).toBe('queued');
    expect(ok(await kit.call<JobRun>('GET', `${jobs}/job_runs/${regenerate.id}`))).toMatchObject({
      id: regenerate.id,
      kind: 'documents.generate',
      status: 'succeeded',
      progress: 100,
      result: { created: 0, replaced: 2 },
      error: null,
    });
    expect((await kit.call('GET', `${org}/surveys_evaluation/${running.id}/job_runs/${regenerate.id}`)).status).toBe(404);
    expect((await kit.call('GET', `${jobs}/job_runs/999999`)).status).toBe(404);
    const survey = ok(await kit.call<Survey>('GET', `${org}/surveys/${ended.id}`));
    expect(survey).toMatchObject({
      importStarted: true,
      evaluationImported: true,
      documentsImported: true,
      importedDocuments: { survey: 2 },
      countMissingEvaluations: 1,
      issueAt: '2017-03-10T12:00:00.000Z',
    });
    // without an issue date (and none stored) the issue date is the survey's end (spec 3 §4)
    ok(await kit.call<JobRun>('GET', `${org}/surveys_evaluation/${running.id}/create_survey_documents`));
    await kit.server.jobs.idle();
    expect(ok(await kit.call<Survey>('GET', `${org}/surveys/${running.id}`)).issueAt).toBe('2017-07-01T00:00:00.000Z');
  });

  it('imports sample result merges from another survey by sample name', async () => {
    const db = kit.server.db;
    await db.insertInto('samples').values([
      { surveyId: running.id, name: 'GLU-1', ordinal: 1 },
      { surveyId: running.id, name: 'GLU-2', ordinal: 2 },
      { surveyId: evaluated.id, name: 'glu-1', ordinal: 1 },
    ]).execute();
    const path = `${org}/surveys/import/import_sample_result_merges`;
    const missing = await kit.call<{ error: { message: string } }>('GET', `${path}?survey_id=${running.id}&from_survey_id=999999`);
    expect422(missing, 'fromSurveyId', 'config.refusals.unknownSurvey');
    expect(missing.body.error.message).toBe('There is no such survey');
    const merged = ok(await kit.call<{ created: number; items: Array<{ sampleName: string; mergeToSurveyId: number }>; total: number }>('GET', `${path}?survey_id=${running.id}&from_survey_id=${evaluated.id}`));
    expect(merged).toMatchObject({ created: 1, total: 1, items: [{ sampleName: 'GLU-1', mergeToSurveyId: evaluated.id }] });
    expect(ok(await kit.call<{ created: number }>('GET', `${path}?survey_id=${running.id}&from_survey_id=${evaluated.id}`)).created).toBe(0);
  });

  it('deletes a survey nothing refers to; a round with surveys is in use', async () => {
    expect(ok(await kit.call<Round>('GET', `${org}/rounds/${catalog.roundId}`)).deletable).toBe(false);
    expect409InUse(await kit.call('DELETE', `${org}/rounds/${catalog.roundId}`));
    const spare = ok(await kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: otherVersion, roundId: catalog.roundId }));
    ok(await kit.call('DELETE', `${org}/surveys/${spare.id}`));
    expect((await kit.call('GET', `${org}/surveys/${spare.id}`)).status).toBe(404);
  });
});

describe('samples (spec 3 §7 Samples)', () => {
  it('creates (name required), reads, edits (unique ordinal) and deletes samples; in-use and read-only ones are refused', async () => {
    const survey = ok(await kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: otherVersion, roundId: catalog.roundId }));
    const base = `${org}/surveys/${survey.id}/samples`;
    expect422(await kit.call('POST', base, {}), 'name');
    expect422(await kit.call('POST', base, { name: '  ' }), 'name');
    const first = ok(await kit.call<{ id: number; name: string; ordinal: number; deletable: boolean }>('POST', base, { name: 'S-1', description: { en: 'Level 1', hu: '1. szint' }, url: 'https://example.org/s1' }));
    expect(first).toMatchObject({ name: 'S-1', ordinal: 1, deletable: true, description: { en: 'Level 1', hu: '1. szint' }, url: 'https://example.org/s1' });
    const second = ok(await kit.call<{ id: number; ordinal: number }>('POST', base, { name: 'S-2' }));
    expect(second.ordinal).toBe(2);
    expect422(await kit.call('PATCH', `${base}/${second.id}`, { ordinal: 1 }), 'ordinal');
    expect422(await kit.call('PATCH', `${base}/${second.id}`, { name: '' }), 'name');
    expect(ok(await kit.call<{ name: string; url: string | null }>('PATCH', `${base}/${second.id}`, { name: 'S-2b', url: '' }))).toMatchObject({ name: 'S-2b', url: null });
    expect(ok(await kit.call<{ name: string }>('GET', `${base}/${first.id}`)).name).toBe('S-1');
    expect((await kit.call('GET', `${org}/surveys/${survey.id + 1000}/samples/${first.id}`)).status).toBe(404);

    // a sample of another survey is merged into it: in use
    const other = ok(await kit.call<Survey>('POST', `${org}/surveys`, { schemeVersionId: otherVersion, roundId: catalog.roundId }));
    const foreign = await kit.server.db.insertInto('samples').values({ surveyId: other.id, name: 'X', ordinal: 1 }).returning('id').executeTakeFirstOrThrow();
    await kit.server.db.insertInto('sampleMerges').values({ surveyId: other.id, sampleId: foreign.id, mergeToSurveyId: survey.id, mergeToSampleId: first.id, parameterId: null }).execute();
    expect409InUse(await kit.call('DELETE', `${base}/${first.id}`));
    ok(await kit.call('DELETE', `${base}/${second.id}`));
    expect((await kit.call('GET', `${base}/${second.id}`)).status).toBe(404);

    const old = await kit.server.db.selectFrom('surveys as s').innerJoin('rounds as r', 'r.id', 's.roundId').select('s.id').where('r.year', '=', 2015).executeTakeFirstOrThrow();
    expect422(await kit.call('POST', `${org}/surveys/${old.id}/samples`, { name: 'Late' }), 'roundId');
  });
});
