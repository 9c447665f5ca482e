import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyListItemView } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, insertEvaluation, insertInvoice, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TSurveyHeader } from '../../services/surveys/get-survey.types';
import type { TFormParametersOutput, TSurveyFormOutput } from '../../services/surveys/get-survey-form.types';
import type { TListSurveysOutput } from '../../services/surveys/list-surveys.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

describe('surveys of a lab (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let running: SurveyFixture;
  let running2: SurveyFixture;
  let upcoming: SurveyFixture;
  let ended: SurveyFixture;
  let evaluated: SurveyFixture;
  let endsNow: SurveyFixture;
  let foreign: SurveyFixture;
  const tokens: Record<'lab' | 'coreLab' | 'satellite' | 'small' | 'admin' | 'otherAdmin', string> = {
    lab: '',
    coreLab: '',
    satellite: '',
    small: '',
    admin: '',
    otherAdmin: '',
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    const { plain, core, satellite, small } = f.labs;
    running = await createSurveyFixture(t.db, {
      orgId: f.org.id,
      labIds: [plain.id, core.id, satellite.id, small.id],
      startsAt: daysFromNow(-5),
      endsAt: daysFromNow(10),
      withoutContract: [small.id],
    });
    running2 = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-3), endsAt: daysFromNow(20) });
    upcoming = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(5), endsAt: daysFromNow(30) });
    ended = await createSurveyFixture(t.db, {
      orgId: f.org.id,
      labIds: [plain.id],
      startsAt: daysFromNow(-40),
      endsAt: daysFromNow(-5),
      preEvaluatedAt: daysFromNow(-2),
    });
    evaluated = await createSurveyFixture(t.db, {
      orgId: f.org.id,
      labIds: [plain.id],
      startsAt: daysFromNow(-90),
      endsAt: daysFromNow(-60),
      evaluatedAt: daysFromNow(-10),
    });
    endsNow = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [plain.id], startsAt: daysFromNow(-10), endsAt: TEST_NOW });
    foreign = await createSurveyFixture(t.db, { orgId: f.otherOrg.id, labIds: [f.labs.foreign.id], startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    await insertEvaluation(t.db, {
      surveyId: evaluated.surveyId,
      labId: plain.id,
      results: [
        { parameterId: evaluated.parameters.glucose, sampleId: evaluated.samples[0], accepted: false },
        { parameterId: evaluated.parameters.glucose, sampleId: evaluated.samples[1], accepted: true },
        { parameterId: evaluated.parameters.cholesterol, sampleId: evaluated.samples[0], accepted: false },
      ],
    });
    await insertInvoice(t.db, { orgId: f.org.id, labId: plain.id, year: 2030, annualNumber: 1, paymentDeadline: '2030-06-01' });
    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    tokens.satellite = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    tokens.small = await signIn(app, f.users.noEmail.username, FIXTURE_PASSWORD);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const list = (token: string, labId: number, query: string) => rest<TListSurveysOutput>(app, 'GET', `/labs/${labId}/surveys?${query}`, { token });
  const ids = (body: TListSurveysOutput) => body.items.map((i) => i.id);
  const surveyPath = (labId: number, surveyId: number) => `/labs/${labId}/surveys/${surveyId}`;

  async function saveGlucose(token: string, labId: number, survey: SurveyFixture, value: string, expectedVersion: number) {
    return rest<{ streamVersion: number }>(
      app,
      'PUT',
      `${surveyPath(labId, survey.surveyId)}/parameters/${survey.parameters.glucose}/result_groups/${survey.resultGroups[labId]}/values`,
      { token, body: { expectedVersion, sampleId: survey.samples[0], values: [{ dimensionId: survey.dimensions.result, type: 'numeric', value }] } },
    );
  }

  describe('GET /labs/{labId}/surveys', () => {
    it('lists each status group as of now, ordered, with X-Total-Count', async () => {
      const inProgress = await list(tokens.lab, f.labs.plain.id, 'status=in_progress');
      expect(inProgress.status).toBe(200);
      // ordered by deadline: running ends before running2; endsNow has ended exactly now (half-open interval)
      expect(ids(inProgress.body)).toEqual([running.surveyId, running2.surveyId]);
      expect(inProgress.headers.get('x-total-count')).toBe('2');
      expect(ids((await list(tokens.lab, f.labs.plain.id, 'status=upcoming')).body)).toEqual([upcoming.surveyId]);
      // newest end first; ending moves a survey to the evaluation view even before its pre-evaluation
      expect(ids((await list(tokens.lab, f.labs.plain.id, 'status=pre_evaluated')).body)).toEqual([endsNow.surveyId, ended.surveyId]);
      expect(ids((await list(tokens.lab, f.labs.plain.id, 'status=evaluated')).body)).toEqual([evaluated.surveyId]);
      // default status: in progress; paging
      const paged = await list(tokens.lab, f.labs.plain.id, 'offset=1&limit=1');
      expect(ids(paged.body)).toEqual([running2.surveyId]);
      expect(paged.body.total).toBe(2);
      expect(paged.headers.get('x-total-count')).toBe('2');
    });

    it('carries what the list item needs, and core surveyListItemView turns it into the display', async () => {
      const item = (await list(tokens.lab, f.labs.plain.id, 'status=in_progress')).body.items[0];
      expect(item).toMatchObject({
        id: running.surveyId,
        schemeShortName: expect.stringMatching(/^KK/),
        schemeName: { en: 'Clinical chemistry', hu: 'Klinikai kémia' },
        round: { year: 2030 },
        startsAt: daysFromNow(-5).toISOString(),
        deadline: daysFromNow(10).toISOString(),
        expectedEvaluationAt: daysFromNow(40).toISOString(),
        validated: false,
        hasResults: false,
        accredited: true,
        latePayment: true,
        missingContract: false,
        invalidResultCount: 0,
      });
      const evaluatedItem = (await list(tokens.lab, f.labs.plain.id, 'status=evaluated')).body.items[0];
      expect(evaluatedItem).toMatchObject({ id: evaluated.surveyId, invalidResultCount: 2, latePayment: true, evaluatedAt: daysFromNow(-10).toISOString() });
      if (!item || !evaluatedItem) throw new Error('items');
      expect(surveyListItemView(item, item, TEST_NOW)).toMatchObject({ group: 'in_progress', icons: [], tooltip: { kind: 'missingResults' } });
      // late payment: no error state on an evaluated survey (and it is not validated: open lock)
      expect(surveyListItemView(evaluatedItem, evaluatedItem, TEST_NOW)).toMatchObject({ group: 'evaluated', icons: ['lock_open'], state: 'normal' });
    });

    it('searches the scheme short name, the scheme name in every locale (accents folded) and the round name', async () => {
      const byShortName = await list(tokens.lab, f.labs.plain.id, `status=in_progress&query=${encodeURIComponent((await shortNameOf(running2)).toLowerCase())}`);
      expect(ids(byShortName.body)).toEqual([running2.surveyId]);
      const byHungarianName = await list(tokens.lab, f.labs.plain.id, `status=in_progress&query=${encodeURIComponent('KLINIKAI KEMIA')}`);
      expect(ids(byHungarianName.body)).toEqual([running.surveyId, running2.surveyId]);
      const byRound = await list(tokens.lab, f.labs.plain.id, `status=in_progress&query=${encodeURIComponent((await roundNameOf(running)) + 'x')}`);
      expect(byRound.body).toEqual({ items: [], total: 0 });
      const exactRound = await list(tokens.lab, f.labs.plain.id, `status=in_progress&query=${encodeURIComponent(await roundNameOf(running))}`);
      expect(ids(exactRound.body)).toContain(running.surveyId);
    });

    it("the in-progress 'empty only' toggle drops surveys with results, and the list shows results and validation", async () => {
      const before = await list(tokens.lab, f.labs.plain.id, 'status=in_progress&empty_only=true');
      expect(ids(before.body)).toEqual([running.surveyId, running2.surveyId]);
      const saved = await saveGlucose(tokens.lab, f.labs.plain.id, running2, '5.5', 0);
      expect(saved.status).toBe(200);
      const after = await list(tokens.lab, f.labs.plain.id, 'status=in_progress&empty_only=true');
      expect(ids(after.body)).toEqual([running.surveyId]);
      const all = await list(tokens.lab, f.labs.plain.id, 'status=in_progress&empty_only=false');
      expect(all.body.items.find((i) => i.id === running2.surveyId)).toMatchObject({ hasResults: true, validated: false });
      // validate running2 (method is mandatory: fill it first)
      const method = await rest<{ streamVersion: number }>(
        app,
        'PUT',
        `${surveyPath(f.labs.plain.id, running2.surveyId)}/parameters/${running2.parameters.glucose}/result_groups/${running2.resultGroups[f.labs.plain.id]}/values`,
        { token: tokens.lab, body: { expectedVersion: 1, sampleId: null, values: [{ dimensionId: running2.dimensions.method, type: 'nominal', valueId: running2.values.method[0] }] } },
      );
      expect(method.status).toBe(200);
      const statsBefore = await rest<{ inProgressSurveysWithoutValidation: number }>(app, 'GET', `/labs/${f.labs.plain.id}/stats`, { token: tokens.lab });
      // running and running2 (endsNow ended exactly now and does not count)
      expect(statsBefore.body.inProgressSurveysWithoutValidation).toBe(2);
      const validated = await rest(app, 'POST', `${surveyPath(f.labs.plain.id, running2.surveyId)}/validate`, {
        token: tokens.lab,
        body: { expectedVersion: 2, validationPassword: FIXTURE_VALIDATION_PASSWORD },
      });
      expect(validated.status).toBe(200);
      const item = (await list(tokens.lab, f.labs.plain.id, 'status=in_progress')).body.items.find((i) => i.id === running2.surveyId);
      expect(item).toMatchObject({ validated: true, validatedAt: TEST_NOW.toISOString() });
      if (!item) throw new Error('item');
      expect(surveyListItemView(item, item, TEST_NOW)).toMatchObject({ icons: ['edit', 'lock'], highlighted: true });
      const statsAfter = await rest<{ inProgressSurveysWithoutValidation: number }>(app, 'GET', `/labs/${f.labs.plain.id}/stats`, { token: tokens.lab });
      expect(statsAfter.body.inProgressSurveysWithoutValidation).toBe(1);
    });

    it('answers the same through tRPC (superjson), and rejects an unknown status with 422', async () => {
      const client = trpcClient(app, { token: tokens.lab });
      const viaTrpc = await client.surveys.list.query({ labId: f.labs.plain.id, status: 'upcoming' });
      expect(viaTrpc.items.map((i) => i.id)).toEqual([upcoming.surveyId]);
      const bad = await rest<ErrorBody>(app, 'GET', `/labs/${f.labs.plain.id}/surveys?status=later`, { token: tokens.lab });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('status');
    });

    it('a demo date moves every survey to the group it was in then', async () => {
      const before = await rest<TListSurveysOutput>(app, 'GET', `/labs/${f.labs.plain.id}/surveys?status=upcoming&demo=2030-06-01`, { token: tokens.lab });
      expect(ids(before.body)).toEqual(expect.arrayContaining([running.surveyId, running2.surveyId, upcoming.surveyId]));
    });
  });

  describe('permissions (spec 1 §6)', () => {
    it('a lab user sees only their own lab: another lab answers 403, unknown or foreign surveys 404/403', async () => {
      expect((await list(tokens.lab, f.labs.core.id, 'status=in_progress')).status).toBe(403);
      const other = await rest<ErrorBody>(app, 'GET', surveyPath(f.labs.core.id, running.surveyId), { token: tokens.lab });
      expect(other.status).toBe(403);
      expect(other.body.error.type).toBe('authorization_error');
      expect((await rest(app, 'GET', `${surveyPath(f.labs.core.id, running.surveyId)}/form`, { token: tokens.lab })).status).toBe(403);
      // the lab does not take part in the survey
      expect((await rest(app, 'GET', surveyPath(f.labs.plain.id, foreign.surveyId), { token: tokens.lab })).status).toBe(404);
      expect((await rest(app, 'GET', surveyPath(f.labs.plain.id, running.surveyId))).status).toBe(401);
    });

    it('an org user sees any lab of the org; another org user is refused', async () => {
      const asAdmin = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.core.id, running.surveyId), { token: tokens.admin });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body).toMatchObject({ labId: f.labs.core.id, readOnly: false, canWrite: true, validationAction: 'validate' });
      expect(ids((await list(tokens.admin, f.labs.core.id, 'status=in_progress')).body)).toEqual([running.surveyId]);
      expect((await rest(app, 'GET', surveyPath(f.labs.core.id, running.surveyId), { token: tokens.otherAdmin })).status).toBe(403);
      // the other org's admin reaches their own lab's survey, not ours
      expect((await rest(app, 'GET', surveyPath(f.labs.foreign.id, foreign.surveyId), { token: tokens.otherAdmin })).status).toBe(200);
      expect((await rest(app, 'GET', surveyPath(f.labs.foreign.id, foreign.surveyId), { token: tokens.admin })).status).toBe(403);
    });

    it('a core lab reads its satellites read-only; a satellite does not read the core lab', async () => {
      const satelliteSurvey = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.satellite.id, running.surveyId), { token: tokens.coreLab });
      expect(satelliteSurvey.status).toBe(200);
      expect(satelliteSurvey.body).toMatchObject({ readOnly: true, canWrite: false, validationAction: null });
      const form = await rest<TSurveyFormOutput>(app, 'GET', `${surveyPath(f.labs.satellite.id, running.surveyId)}/form`, { token: tokens.coreLab });
      expect(form.status).toBe(200);
      expect(form.body.parameters.every((p) => !p.deletion.offered)).toBe(true);
      const write = await saveGlucose(tokens.coreLab, f.labs.satellite.id, running, '1', 0);
      expect(write.status).toBe(403);
      expect((await list(tokens.satellite, f.labs.core.id, 'status=in_progress')).status).toBe(403);
      expect((await rest(app, 'GET', surveyPath(f.labs.core.id, running.surveyId), { token: tokens.satellite })).status).toBe(403);
    });

    it('a missing contract for the year answers 403 missing_contract_error to lab users (the list flags it); org users are not stopped', async () => {
      const items = (await list(tokens.small, f.labs.small.id, 'status=in_progress')).body.items;
      expect(items).toEqual([expect.objectContaining({ id: running.surveyId, missingContract: true })]);
      for (const path of ['', '/form', '/form/parameters']) {
        const denied = await rest<ErrorBody>(app, 'GET', `${surveyPath(f.labs.small.id, running.surveyId)}${path}`, { token: tokens.small });
        expect(denied.status).toBe(403);
        expect(denied.body.error.type).toBe('missing_contract_error');
      }
      const write = await rest<ErrorBody>(
        app,
        'PUT',
        `${surveyPath(f.labs.small.id, running.surveyId)}/parameters/${running.parameters.glucose}/result_groups/${running.resultGroups[f.labs.small.id]}/values`,
        { token: tokens.small, body: { expectedVersion: 0, sampleId: null, values: [] } },
      );
      expect(write.body.error.type).toBe('missing_contract_error');
      expect((await rest(app, 'GET', surveyPath(f.labs.small.id, running.surveyId), { token: tokens.admin })).status).toBe(200);
      expect((await list(tokens.admin, f.labs.small.id, 'status=in_progress')).body.items[0]?.missingContract).toBe(false);
    });
  });

  describe('GET /labs/{labId}/surveys/{surveyId} and …/form', () => {
    it('the survey: status flags, dates, title parts, description, late payment and read-only for this user', async () => {
      const header = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.plain.id, running.surveyId), { token: tokens.lab });
      expect(header.status).toBe(200);
      expect(header.body).toMatchObject({
        id: running.surveyId,
        status: { started: true, inProgress: true, ended: false, validated: false, notStarted: false },
        statusGroup: 'in_progress',
        description: { en: 'Two lyophilised sera.', hu: 'Két liofilizált szérum.' },
        accredited: true,
        latePayment: true,
        readOnly: false,
        canWrite: true,
        validationAction: 'validate',
        mandatoryContextIds: [running.dimensions.method],
        statistics: { hasResults: false, resultCount: 0, hasInvalidResults: false, invalidSampleResults: 0 },
        streamVersion: 0,
      });
      const endedHeader = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.plain.id, ended.surveyId), { token: tokens.lab });
      expect(endedHeader.body).toMatchObject({ readOnly: true, validationAction: null, status: { ended: true, preEvaluated: true } });
      // an org user may edit after the end
      const endedAdmin = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.plain.id, ended.surveyId), { token: tokens.admin });
      expect(endedAdmin.body).toMatchObject({ readOnly: false, validationAction: 'validate' });
      const evaluatedHeader = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.plain.id, evaluated.surveyId), { token: tokens.lab });
      expect(evaluatedHeader.body.statistics).toEqual({ hasResults: false, resultCount: 0, hasInvalidResults: true, invalidSampleResults: 2 });
      const notStarted = await rest<TSurveyHeader>(app, 'GET', surveyPath(f.labs.plain.id, upcoming.surveyId), { token: tokens.lab });
      expect(notStarted.body).toMatchObject({ readOnly: true, status: { notStarted: true }, statusGroup: 'upcoming' });
    });

    it('the form: parameters grouped and ungrouped with their dimensions, units, samples and result groups', async () => {
      const response = await rest<TSurveyFormOutput>(app, 'GET', `${surveyPath(f.labs.plain.id, running.surveyId)}/form`, { token: tokens.lab });
      expect(response.status).toBe(200);
      const form = response.body;
      const { parameters: p, dimensions: d, units } = running;
      expect(form.parameterGroups).toEqual([{ id: running.parameterGroupId, name: { en: 'Substrates', hu: 'Szubsztrátok' }, ordinal: 1, parameterIds: [p.glucose, p.cholesterol] }]);
      expect(form.ungroupedParameterIds).toEqual([p.sediment]);
      // the hidden parameter is not on the form
      expect(form.parameters.map((x) => x.id)).toEqual([p.glucose, p.cholesterol, p.sediment]);
      expect(form.samples.map((s) => [s.id, s.url])).toEqual([
        [running.samples[0], 'https://samples.example.org/1'],
        [running.samples[1], null],
      ]);
      expect(form.resultGroups).toEqual([{ id: running.resultGroups[f.labs.plain.id], ordinal: 1, name: null, displayName: 'Result group 1', comment: null, hidden: false }]);
      const glucose = form.parameters[0];
      if (!glucose) throw new Error('glucose');
      expect(glucose).toMatchObject({ accredited: true, flagged: false, invalid: false, results: [], deletion: { offered: true, disabled: false }, statistics: null });
      expect(glucose.dimensions.result).toEqual([
        expect.objectContaining({ id: d.result, valueType: 'numeric', unitId: units.mmol, unitIds: [units.mmol, units.mg], evaluationUnitId: units.mmol, mandatory: false }),
      ]);
      expect(glucose.dimensions.context.map((x) => [x.id, x.mandatory, x.controlKind, x.valueCount])).toEqual([
        [d.method, true, 'autocomplete', 11], // 12 values, the deprecated one hidden
        [d.instrument, false, 'select', 3],
        [d.comment, false, null, 0],
        [d.measuredAt, false, null, 0],
      ]);
      expect(glucose.dimensions.context[0]?.values).toBeNull();
      expect(glucose.dimensions.context[1]?.values?.map((v) => v.value.en)).toEqual(['Cobas c501', 'Architect', 'Alinity']);
      const cholesterol = form.parameters[1];
      expect(cholesterol?.accredited).toBe(false);
      // only the values the parameter allows
      expect(cholesterol?.dimensions.context[0]?.values?.map((v) => v.id)).toEqual(running.values.method.slice(0, 3));
      const sediment = form.parameters[2];
      expect(sediment?.dimensions.result.map((x) => [x.id, x.valueType, x.mediaType])).toEqual([
        [d.report, 'document', 'pdf'],
        [d.mix, 'composite', null],
      ]);
      expect(sediment?.dimensions.result[1]?.components.map((c) => [c.id, c.valueType, c.unitId])).toEqual([
        [d.count, 'numeric', units.other],
        [d.flag, 'nominal', null],
      ]);
      expect(form.units.map((u) => u.id)).toEqual([units.mmol, units.mg, units.other]);
      expect(form.conversions).toEqual(
        expect.arrayContaining([{ fromUnitId: units.mg, toUnitId: units.mmol, factor: 0.0555, parameterId: p.glucose }]),
      );
      expect(form.contextFilter).toEqual({ visible: true, disabled: false });
      expect(form.openInstructions).toBe(true);
      // a lab notice, for the lab's user
      expect(form.showLatestResultsHint).toBe(true);
      expect(form.survey.streamVersion).toBe(0);
    });

    it('shows the lab its current values with the stream version to send back, and org users no latest-results hint (a lab notice)', async () => {
      const saved = await saveGlucose(tokens.admin, f.labs.core.id, running, '<4,2', 0);
      expect(saved.status).toBe(200);
      const client = trpcClient(app, { token: tokens.admin });
      const form = await client.surveys.form.query({ labId: f.labs.core.id, surveyId: running.surveyId });
      expect(form.survey.streamVersion).toBe(1);
      expect(form.survey.statistics).toMatchObject({ hasResults: true, resultCount: 1 });
      expect(form.openInstructions).toBe(false);
      expect(form.showLatestResultsHint).toBe(false);
      const glucose = form.parameters.find((x) => x.id === running.parameters.glucose);
      expect(glucose?.results).toEqual([
        {
          resultGroupId: running.resultGroups[f.labs.core.id],
          sampleId: running.samples[0],
          hidden: false,
          values: [
            expect.objectContaining({ dimensionId: running.dimensions.result, type: 'numeric', value: 4.2, relation: '<', unitId: running.units.mmol, convertedValue: 4.2 }),
          ],
        },
      ]);
      // the lab's own view of it
      const asLab = await rest<TSurveyFormOutput>(app, 'GET', `${surveyPath(f.labs.core.id, running.surveyId)}/form`, { token: tokens.coreLab });
      expect(asLab.body.survey.streamVersion).toBe(1);
    });

    it('…/form/parameters narrows by context filter, result filter and search', async () => {
      const path = `${surveyPath(f.labs.plain.id, running.surveyId)}/form/parameters`;
      const byDimension = await rest<TFormParametersOutput>(app, 'GET', `${path}?context_filter=${running.dimensions.method}`, { token: tokens.lab });
      expect(byDimension.status).toBe(200);
      expect(byDimension.body.parameters.map((x) => x.id)).toEqual([running.parameters.glucose, running.parameters.cholesterol]);
      expect(byDimension.body.checkboxesVisible).toBe(true);
      const fourth = running.values.method[3];
      const byValue = await rest<TFormParametersOutput>(app, 'GET', `${path}?context_filter=${running.dimensions.method}:${fourth}`, { token: tokens.lab });
      expect(byValue.body.parameters.map((x) => x.id)).toEqual([running.parameters.glucose]);
      const none = await rest<TFormParametersOutput>(app, 'GET', path, { token: tokens.lab });
      expect(none.body.checkboxesVisible).toBe(false);
      expect(none.body.parameters).toHaveLength(3);
      const searched = await rest<TFormParametersOutput>(app, 'GET', `${path}?query=${encodeURIComponent('sediment')}`, { token: tokens.lab });
      expect(searched.body.parameters.map((x) => x.id)).toEqual([running.parameters.sediment]);
      const empty = await rest<TFormParametersOutput>(app, 'GET', `${path}?filter=not_empty`, { token: tokens.lab });
      expect(empty.body.parameters).toEqual([]);
      const bad = await rest<ErrorBody>(app, 'GET', `${path}?context_filter=${encodeURIComponent('no such!')}`, { token: tokens.lab });
      expect(bad.status).toBe(422);
      expect(bad.body.error.param).toBe('contextFilter');
    });
  });

  it('documents every survey, result and history path in the OpenAPI document', async () => {
    const document = await rest<{ paths: Record<string, Record<string, unknown>> }>(app, 'GET', '/openapi.json');
    expect(document.status).toBe(200);
    const s = '/labs/{labId}/surveys/{surveyId}';
    const expected: Array<[string, string]> = [
      ['/labs/{labId}/surveys', 'get'],
      [s, 'get'],
      [`${s}/form`, 'get'],
      [`${s}/form/parameters`, 'get'],
      [`${s}/parameters/{paramId}/dimensions/{dimId}/values`, 'get'],
      [`${s}/dimensions/{dimId}/values`, 'get'],
      [`${s}/parameters/{paramId}/dimensions/{dimId}/units`, 'get'],
      [`${s}/parameters/{paramId}/result_groups/{groupId}/values`, 'put'],
      [`${s}/parameters/values`, 'put'],
      [`${s}/samples/{sampleId}/values`, 'put'],
      [`${s}/parameters/{paramId}`, 'delete'],
      [`${s}/validate`, 'post'],
      [`${s}/invalidate`, 'post'],
      [`${s}/missing_mandatory_values`, 'get'],
      [`${s}/result_groups/{groupId}`, 'post'],
      [`${s}/result_groups`, 'post'],
      [`${s}/events`, 'get'],
      [`${s}/events/users`, 'get'],
      [`${s}/events/params`, 'get'],
      [`${s}/events/result_groups`, 'get'],
      [`${s}/events/samples`, 'get'],
      [`${s}/events/last_event`, 'get'],
    ];
    for (const [path, method] of expected) expect(document.body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  async function shortNameOf(survey: SurveyFixture): Promise<string> {
    const row = await t.db.selectFrom('schemes').select('shortName').where('id', '=', survey.schemeId).executeTakeFirstOrThrow();
    return row.shortName;
  }

  async function roundNameOf(survey: SurveyFixture): Promise<string> {
    const row = await t.db.selectFrom('rounds').select('name').where('id', '=', survey.roundId).executeTakeFirstOrThrow();
    return row.name;
  }
});
