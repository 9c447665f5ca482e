import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { hashPassword } from '../../services/auth/passwords';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { rest, signIn, startTestApp, trpcClient, type TestApp } from '../../testing/test-app';
import type { TSurveyFormOutput } from '../../services/surveys/get-survey-form.types';
import type { TDimensionUnitsOutput } from '../../services/results/list-dimension-units.types';
import type { TDimensionValuesOutput } from '../../services/results/list-dimension-values.types';
import type { TMissingMandatoryValuesOutput } from '../../services/results/missing-mandatory-values.types';
import type { TResultGroupWriteOutput } from '../../services/results/result-groups.types';
import type { TSaveResultsOutput } from '../../services/results/save-values.types';
import type { TValidationOutput } from '../../services/results/validate-survey.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

const ORG_VALIDATION_PASSWORD = '9876';

describe('result entry (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let running: SurveyFixture;
  let ended: SurveyFixture;
  let upcoming: SurveyFixture;
  let evaluated: SurveyFixture;
  let lab = '';
  let admin = '';
  let labId = 0;
  let groupId = 0;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    labId = f.labs.plain.id;
    const labIds = [labId, f.labs.core.id, f.labs.satellite.id];
    running = await createSurveyFixture(t.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-5), endsAt: daysFromNow(10) });
    ended = await createSurveyFixture(t.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(-40), endsAt: daysFromNow(-1) });
    upcoming = await createSurveyFixture(t.db, { orgId: f.org.id, labIds, startsAt: daysFromNow(3), endsAt: daysFromNow(30) });
    evaluated = await createSurveyFixture(t.db, {
      orgId: f.org.id,
      labIds,
      startsAt: daysFromNow(-90),
      endsAt: daysFromNow(-60),
      evaluatedAt: daysFromNow(-20),
    });
    groupId = running.resultGroups[labId] ?? 0;
    // a unit of the result dimension with no conversion into mmol/L: not a choice for glucose
    await t.db.insertInto('dimensionUnits').values({ dimensionId: running.dimensions.result, unitId: running.units.other, ordinal: 3 }).execute();
    // a signed measure (as base excess): negative values allowed on this dimension only
    await t.db.updateTable('dimensions').set({ negativeAllowed: true }).where('id', '=', running.dimensions.count).execute();
    await t.db.updateTable('orgs').set({ validationPasswordHash: await hashPassword(ORG_VALIDATION_PASSWORD) }).where('id', '=', f.org.id).execute();
    lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const base = (survey: SurveyFixture, forLab = labId) => `/labs/${forLab}/surveys/${survey.surveyId}`;
  const valuesPath = (survey: SurveyFixture, parameterId: number, forLab = labId, group = survey.resultGroups[forLab]) =>
    `${base(survey, forLab)}/parameters/${parameterId}/result_groups/${group}/values`;
  const versionOf = async (survey: SurveyFixture, forLab = labId) =>
    (
      await t.db
        .selectFrom('labSurveyStatus')
        .select('streamVersion')
        .where('labId', '=', forLab)
        .where('surveyId', '=', survey.surveyId)
        .executeTakeFirst()
    )?.streamVersion ?? 0;
  const save = async (
    token: string,
    survey: SurveyFixture,
    parameterId: number,
    body: { sampleId: number | null; values: unknown[]; expectedVersion?: number },
    forLab = labId,
  ) =>
    rest<TSaveResultsOutput & ErrorBody>(app, 'PUT', valuesPath(survey, parameterId, forLab), {
      token,
      body: { expectedVersion: body.expectedVersion ?? (await versionOf(survey, forLab)), sampleId: body.sampleId, values: body.values },
    });

  describe('the instructions dialog (spec 1 §4 first load)', () => {
    it('opens for whoever enters results, not for a core lab reading a satellite\'s survey', async () => {
      const own = await trpcClient(app, { token: lab }).surveys.form.query({ labId, surveyId: running.surveyId });
      expect(own.openInstructions).toBe(true);
      const coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
      const satellite = await trpcClient(app, { token: coreLab }).surveys.form.query({ labId: f.labs.satellite.id, surveyId: running.surveyId });
      expect(satellite.survey.statistics.hasResults).toBe(false);
      expect(satellite.survey.canWrite).toBe(false);
      expect(satellite.openInstructions).toBe(false);
      const rest1 = await rest<TSurveyFormOutput>(app, 'GET', `${base(running, f.labs.satellite.id)}/form`, { token: coreLab });
      expect(rest1.status).toBe(200);
      expect(rest1.body.openInstructions).toBe(false);
    });
  });

  describe('dimension values and units', () => {
    it('nominal values: deprecated hidden, searchable (accents folded), paged, value.noResult', async () => {
      const path = `${base(running)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.method}/values`;
      const all = await rest<TDimensionValuesOutput>(app, 'GET', path, { token: lab });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(11);
      expect(all.headers.get('x-total-count')).toBe('11');
      expect(all.body.items.map((v) => v.id)).toEqual(running.values.method.slice(0, 11));
      expect(all.body.message).toBeNull();
      const paged = await rest<TDimensionValuesOutput>(app, 'GET', `${path}?limit=5&offset=5`, { token: lab });
      expect(paged.body.items.map((v) => v.id)).toEqual(running.values.method.slice(5, 10));
      const search = await rest<TDimensionValuesOutput>(app, 'GET', `${path}?query=GLUKOZ&locale=hu`, { token: lab });
      expect(search.body.items.map((v) => v.value.hu)).toEqual(['Glükóz-oxidáz']);
      const none = await rest<TDimensionValuesOutput>(app, 'GET', `${path}?query=zzz`, { token: lab });
      expect(none.body).toEqual({ items: [], total: 0, message: 'value.noResult' });
      // a parameter limited to some values
      const cholesterol = await rest<TDimensionValuesOutput>(
        app,
        'GET',
        `${base(running)}/parameters/${running.parameters.cholesterol}/dimensions/${running.dimensions.method}/values`,
        { token: lab },
      );
      expect(cholesterol.body.items.map((v) => v.id)).toEqual(running.values.method.slice(0, 3));
      // a component of a composite dimension
      const flags = await rest<TDimensionValuesOutput>(
        app,
        'GET',
        `${base(running)}/parameters/${running.parameters.sediment}/dimensions/${running.dimensions.flag}/values`,
        { token: lab },
      );
      expect(flags.body.items.map((v) => v.value.en)).toEqual(['Yes', 'No']);
    });

    it('deprecated values show once the survey is evaluated, or while the lab holds one', async () => {
      const evaluatedValues = await rest<TDimensionValuesOutput>(
        app,
        'GET',
        `${base(evaluated)}/parameters/${evaluated.parameters.glucose}/dimensions/${evaluated.dimensions.method}/values?limit=50`,
        { token: lab },
      );
      expect(evaluatedValues.body.total).toBe(12);
      const satellite = f.labs.satellite.id;
      const held = await save(admin, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: running.deprecatedMethodId }] }, satellite);
      expect(held.status).toBe(200);
      expect(held.body.results[0]?.values[0]).toMatchObject({ valueId: running.deprecatedMethodId, name: { en: 'Old method' }, deprecated: true });
      const listed = await rest<TDimensionValuesOutput>(
        app,
        'GET',
        `${base(running, satellite)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.method}/values?limit=50`,
        { token: admin },
      );
      expect(listed.body.total).toBe(12);
    });

    it('the survey-level values of a dimension; wrong dimensions answer 404 or 422', async () => {
      const survey = await rest<TDimensionValuesOutput>(app, 'GET', `${base(running)}/dimensions/${running.dimensions.instrument}/values`, { token: lab });
      expect(survey.body.items.map((v) => v.id)).toEqual(running.values.instrument);
      expect((await rest(app, 'GET', `${base(running)}/dimensions/no_such_dimension/values`, { token: lab })).status).toBe(404);
      const text = await rest<ErrorBody>(app, 'GET', `${base(running)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.comment}/values`, { token: lab });
      expect(text.status).toBe(422);
      expect(text.body.error.param).toBe('dimId');
      expect((await rest(app, 'GET', `${base(running)}/parameters/${running.parameters.hidden}/dimensions/${running.dimensions.result}/values`, { token: lab })).status).toBe(404);
    });

    it('units of a numeric dimension with the conversions into the evaluation unit', async () => {
      const path = `${base(running)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.result}/units`;
      const units = await rest<TDimensionUnitsOutput>(app, 'GET', path, { token: lab });
      expect(units.status).toBe(200);
      expect(units.body).toMatchObject({
        total: 2,
        defaultUnitId: running.units.mmol,
        evaluationUnitId: running.units.mmol,
        // the parameter-specific conversion beats the general one
        conversions: [{ fromUnitId: running.units.mg, toUnitId: running.units.mmol, factor: 0.0555, parameterId: running.parameters.glucose }],
      });
      // the dimension's third unit has no conversion into the evaluation unit: not offered
      expect(units.body.items.map((u) => u.name.en)).toEqual(['mmol/L', 'mg/dL']);
      const cholesterol = await rest<TDimensionUnitsOutput>(
        app,
        'GET',
        `${base(running)}/parameters/${running.parameters.cholesterol}/dimensions/${running.dimensions.result}/units`,
        { token: lab },
      );
      expect(cholesterol.body.conversions).toEqual([{ fromUnitId: running.units.mg, toUnitId: running.units.mmol, factor: 0.0259, parameterId: null }]);
      const text = await rest<TDimensionUnitsOutput>(app, 'GET', `${base(running)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.comment}/units`, { token: lab });
      expect(text.body).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('saving values of every type', () => {
    it('numeric: comma decimal, relation prefix, unit choice with the converted value; a repeated save stores nothing', async () => {
      const first = await save(lab, running, running.parameters.glucose, {
        expectedVersion: 0,
        sampleId: running.samples[0],
        values: [{ dimensionId: running.dimensions.result, type: 'numeric', value: '<5,5', unitId: running.units.mg }],
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ streamVersion: 1, changed: true });
      expect(first.body.results).toEqual([
        {
          parameterId: running.parameters.glucose,
          resultGroupId: groupId,
          sampleId: running.samples[0],
          hidden: false,
          values: [expect.objectContaining({ type: 'numeric', value: 5.5, relation: '<', unitId: running.units.mg, convertedValue: expect.closeTo(0.30525, 10) })],
        },
      ]);
      const again = await save(lab, running, running.parameters.glucose, {
        expectedVersion: 1,
        sampleId: running.samples[0],
        values: [{ dimensionId: running.dimensions.result, type: 'numeric', value: '<5.5', unitId: running.units.mg }],
      });
      expect(again.body).toMatchObject({ streamVersion: 1, changed: false });
      const reversed = await save(lab, running, running.parameters.glucose, {
        sampleId: running.samples[1],
        values: [{ dimensionId: running.dimensions.result, type: 'numeric', value: '=>1,2E1' }],
      });
      // the default unit is the dimension's (here the parameter's evaluation unit)
      expect(reversed.body.results[0]?.values[0]).toMatchObject({ value: 12, relation: '>=', unitId: running.units.mmol, convertedValue: 12 });
      const units = await rest<TDimensionUnitsOutput>(
        app,
        'GET',
        `${base(running)}/parameters/${running.parameters.glucose}/dimensions/${running.dimensions.result}/units`,
        { token: lab },
      );
      expect(units.body.lastUnitSelected).toBe(running.units.mmol);
    });

    it('invalid values answer 422 with the payload path and the i18n key', async () => {
      const cases: Array<[unknown, string, string]> = [
        [{ dimensionId: running.dimensions.result, type: 'numeric', value: 'abc' }, 'values.0.value', 'value.invalidNumber'],
        [{ dimensionId: running.dimensions.result, type: 'numeric', value: '1,' }, 'values.0.value', 'value.invalidNumber'],
        // a unit of the dimension, but without a conversion into the parameter's evaluation unit
        [{ dimensionId: running.dimensions.result, type: 'numeric', value: '5', unitId: running.units.other }, 'values.0.unitId', 'value.unitNotAllowed'],
        // the result dimension does not allow negative values
        [{ dimensionId: running.dimensions.result, type: 'numeric', value: '-1' }, 'values.0.value', 'value.negativeNotAllowed'],
        [{ dimensionId: running.dimensions.result, type: 'numeric', value: '<-0,5' }, 'values.0.value', 'value.negativeNotAllowed'],
        [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: running.values.instrument[0] }, 'values.0.valueId', 'value.unknownOption'],
        [{ dimensionId: running.dimensions.measuredAt, type: 'date_time', value: '2030-02-30' }, 'values.0.value', 'value.invalidDateTime'],
        [{ dimensionId: running.dimensions.comment, type: 'numeric', value: '1' }, 'values.0.type', 'value.typeMismatch'],
        [{ dimensionId: 'not_a_dimension_here', type: 'text', value: 'x' }, 'values.0.dimensionId', 'value.unknownDimension'],
      ];
      const version = await versionOf(running);
      for (const [value, param, type] of cases) {
        const response = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [value] });
        expect(response.status, JSON.stringify(value)).toBe(422);
        expect(response.body.error).toMatchObject({ param, type });
      }
      expect(await versionOf(running)).toBe(version);
    });

    it('over tRPC the same refusals carry the code and the param; a dimension that allows negatives takes them', async () => {
      const client = trpcClient(app, { token: lab });
      const attempt = (paramId: number, values: unknown[]) =>
        client.results.saveValues
          .mutate({ labId, surveyId: running.surveyId, paramId, groupId, sampleId: null, expectedVersion: 0, values } as never)
          .then(() => null, (error: unknown) => error);
      const negative = await attempt(running.parameters.glucose, [{ dimensionId: running.dimensions.result, type: 'numeric', value: '-2' }]);
      expect(negative).toBeInstanceOf(TRPCClientError);
      expect((negative as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { code: 'CONSTRAINT', param: 'values.0.value', type: 'value.negativeNotAllowed' } });
      const unit = await attempt(running.parameters.glucose, [{ dimensionId: running.dimensions.result, type: 'numeric', value: '2', unitId: running.units.other }]);
      expect((unit as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { param: 'values.0.unitId', type: 'value.unitNotAllowed' } });
      // the count component of the composite dimension allows negative values
      const signed = await save(lab, running, running.parameters.sediment, {
        sampleId: null,
        values: [{ dimensionId: running.dimensions.mix, type: 'composite', components: [{ dimensionId: running.dimensions.count, type: 'numeric', value: '-3' }] }],
      });
      expect(signed.status).toBe(200);
      expect(signed.body.results[0]?.values[0]?.components).toEqual([expect.objectContaining({ dimensionId: running.dimensions.count, value: -3 })]);
      const cleared = await save(lab, running, running.parameters.sediment, { sampleId: null, values: [{ dimensionId: running.dimensions.mix, type: 'composite' }] });
      expect(cleared.status).toBe(200);
    });

    it('date_time in the interface languages\' forms is stored as ISO text', async () => {
      for (const [typed, stored] of [
        ['2017. 06. 15. 14:30', '2017-06-15T14:30'],
        ['15/06/2017 14:30', '2017-06-15T14:30'],
        ['2017-06-16', '2017-06-16'],
      ] as const) {
        const response = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.measuredAt, type: 'date_time', value: typed }] });
        expect(response.status, typed).toBe(200);
        expect(response.body.results[0]?.values.find((v) => v.dimensionId === running.dimensions.measuredAt)).toMatchObject({ value: stored });
      }
      const cleared = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.measuredAt, type: 'date_time', value: null }] });
      expect(cleared.status).toBe(200);
    });

    it('nominal, text and date_time values, a composite, and clearing a value', async () => {
      const response = await save(lab, running, running.parameters.glucose, {
        sampleId: null,
        values: [
          { dimensionId: running.dimensions.method, type: 'nominal', valueId: running.values.method[1] },
          { dimensionId: running.dimensions.instrument, type: 'nominal', valueId: running.values.instrument[2] },
          { dimensionId: running.dimensions.comment, type: 'text', value: '  hemolysed  ' },
          { dimensionId: running.dimensions.measuredAt, type: 'date_time', value: '2030-06-14 08:30' },
        ],
      });
      expect(response.status).toBe(200);
      const values = response.body.results[0]?.values ?? [];
      const byDimension = Object.fromEntries(values.map((v) => [v.dimensionId, v]));
      expect(byDimension[running.dimensions.method]).toMatchObject({ type: 'nominal', valueId: running.values.method[1], name: { en: 'Glükóz-oxidáz' } });
      expect(byDimension[running.dimensions.instrument]).toMatchObject({ valueId: running.values.instrument[2], name: { en: 'Alinity' } });
      expect(byDimension[running.dimensions.comment]).toMatchObject({ type: 'text', value: 'hemolysed' });
      expect(byDimension[running.dimensions.measuredAt]).toMatchObject({ type: 'date_time', value: expect.stringMatching(/^2030-06-14/) });

      const composite = await save(lab, running, running.parameters.sediment, {
        sampleId: running.samples[0],
        values: [
          {
            dimensionId: running.dimensions.mix,
            type: 'composite',
            components: [
              { dimensionId: running.dimensions.count, type: 'numeric', value: '3' },
              { dimensionId: running.dimensions.flag, type: 'nominal', valueId: running.values.flag[0] },
            ],
          },
        ],
      });
      expect(composite.status).toBe(200);
      expect(composite.body.results[0]?.values[0]).toMatchObject({
        type: 'composite',
        components: [
          { dimensionId: running.dimensions.count, value: 3, unitId: running.units.other },
          { dimensionId: running.dimensions.flag, valueId: running.values.flag[0], name: { en: 'Yes', hu: 'Igen' } },
        ],
      });

      const cleared = await save(lab, running, running.parameters.glucose, {
        sampleId: null,
        values: [{ dimensionId: running.dimensions.comment, type: 'text', value: '' }],
      });
      expect(cleared.body.changed).toBe(true);
      expect(cleared.body.results[0]?.values.map((v) => v.dimensionId)).not.toContain(running.dimensions.comment);
      const form = await rest<TSurveyFormOutput>(app, 'GET', `${base(running)}/form`, { token: lab });
      const glucose = form.body.parameters.find((p) => p.id === running.parameters.glucose);
      expect(glucose?.results.map((r) => [r.sampleId, r.values.map((v) => v.dimensionId).sort()])).toEqual([
        [null, [running.dimensions.instrument, running.dimensions.measuredAt, running.dimensions.method].sort()],
        [running.samples[0], [running.dimensions.result]],
        [running.samples[1], [running.dimensions.result]],
      ]);
      expect(form.body.survey.streamVersion).toBe(await versionOf(running));
    });

    it("the survey's own parameters, result groups and samples only (404)", async () => {
      const otherGroup = running.resultGroups[f.labs.core.id];
      const wrongGroup = await rest(app, 'PUT', valuesPath(running, running.parameters.glucose, labId, otherGroup), {
        token: lab,
        body: { expectedVersion: await versionOf(running), sampleId: null, values: [] },
      });
      expect(wrongGroup.status).toBe(404);
      const wrongSample = await save(lab, running, running.parameters.glucose, { sampleId: ended.samples[0], values: [] });
      expect(wrongSample.status).toBe(404);
      const hidden = await save(lab, running, running.parameters.hidden, { sampleId: null, values: [] });
      expect(hidden.status).toBe(404);
      const foreignParameter = await save(lab, running, ended.parameters.glucose, { sampleId: null, values: [] });
      expect(foreignParameter.status).toBe(404);
    });
  });

  describe('document upload (PUT …/values/content)', () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const uploadPath = (survey: SurveyFixture, dimension: string, forLab = labId) =>
      `${valuesPath(survey, survey.parameters.sediment, forLab)}/content?dimension_id=${dimension}&name=${encodeURIComponent('Sediment report é.pdf')}`;

    it('stores the file, the value references it, and the download path serves it', async () => {
      const upload = await rest<{ fileId: number; name: string; mediaType: string; size: number }>(app, 'PUT', uploadPath(running, running.dimensions.report), {
        token: lab,
        raw: { content: pdf, type: 'application/pdf' },
      });
      expect(upload.status).toBe(201);
      expect(upload.body).toMatchObject({ name: 'Sediment report é.pdf', mediaType: 'application/pdf', size: pdf.length });
      const saved = await save(lab, running, running.parameters.sediment, {
        sampleId: running.samples[1],
        values: [{ dimensionId: running.dimensions.report, type: 'document', fileId: upload.body.fileId }],
      });
      expect(saved.status).toBe(200);
      const value = saved.body.results[0]?.values[0];
      expect(value).toMatchObject({ type: 'document', fileId: upload.body.fileId, fileName: 'Sediment report é.pdf', mediaType: 'application/pdf', size: pdf.length });
      const download = await fetch(`${app.url}/api/v1${value?.downloadPath ?? ''}`, { headers: { authorization: `Bearer ${lab}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''Sediment%20report%20%C3%A9.pdf");
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
      // another lab's user may not read it
      const coreToken = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
      const denied = await fetch(`${app.url}/api/v1${value?.downloadPath ?? ''}`, { headers: { authorization: `Bearer ${coreToken}` } });
      expect(denied.status).toBe(403);
      // the history names the same document, with the same download path
      const history = await rest<{ items: Array<{ values: Array<{ fileId: number | null; downloadPath: string | null }> }> }>(
        app,
        'GET',
        `/labs/${labId}/surveys/${running.surveyId}/events?parameter=${running.parameters.sediment}`,
        { token: admin },
      );
      expect(history.status).toBe(200);
      expect(history.body.items[0]?.values).toContainEqual(expect.objectContaining({ fileId: upload.body.fileId, downloadPath: value?.downloadPath }));
    });

    it('a blocked lab may neither upload nor download (403 access_blocked_error, as on every JSON route)', async () => {
      const upload = await rest<{ fileId: number }>(app, 'PUT', uploadPath(running, running.dimensions.report), { token: lab, raw: { content: pdf, type: 'application/pdf' } });
      expect(upload.status).toBe(201);
      const downloadPath = `/labs/${labId}/surveys/${running.surveyId}/files/${upload.body.fileId}`;
      await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', labId).execute();
      try {
        const refusedUpload = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), { token: lab, raw: { content: pdf, type: 'application/pdf' } });
        expect(refusedUpload.status).toBe(403);
        expect(refusedUpload.body.error.type).toBe('access_blocked_error');
        const refusedDownload = await rest<ErrorBody>(app, 'GET', downloadPath, { token: lab });
        expect(refusedDownload.status).toBe(403);
        expect(refusedDownload.body.error.type).toBe('access_blocked_error');
      } finally {
        await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', labId).execute();
      }
      expect((await rest(app, 'GET', downloadPath, { token: lab })).status).toBe(200);
    });

    it('415 for a type the dimension refuses or content that is not what it says, 413 over the limit, 422 when empty or read-only, 401 without a session', async () => {
      const png = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), { token: lab, raw: { content: pdf, type: 'image/png' } });
      expect(png.status).toBe(415);
      expect(png.body.error).toMatchObject({ param: 'file', type: 'value.fileTypeNotAllowed' });
      // the declared type is checked against the bytes: HTML or an executable sent as a PDF
      for (const content of [Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1')]) {
        const disguised = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), { token: lab, raw: { content, type: 'application/pdf' } });
        expect(disguised.status).toBe(415);
        expect(disguised.body.error).toMatchObject({ param: 'file', type: 'value.fileContentMismatch' });
      }
      const big = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), {
        token: lab,
        raw: { content: new Uint8Array(MAX_DOCUMENT_BYTES + 1), type: 'application/pdf' },
      });
      expect(big.status).toBe(413);
      expect(big.body.error.type).toBe('value.fileTooLarge');
      const empty = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), { token: lab, raw: { content: new Uint8Array(0), type: 'application/pdf' } });
      expect(empty.status).toBe(422);
      expect(empty.body.error.type).toBe('value.fileEmpty');
      const notDocument = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.comment), { token: lab, raw: { content: pdf, type: 'application/pdf' } });
      expect(notDocument.status).toBe(422);
      const readOnly = await rest<ErrorBody>(app, 'PUT', uploadPath(ended, ended.dimensions.report), { token: lab, raw: { content: pdf, type: 'application/pdf' } });
      expect(readOnly.status).toBe(422);
      expect(readOnly.body.error.type).toBe('survey_read_only');
      const anonymous = await rest<ErrorBody>(app, 'PUT', uploadPath(running, running.dimensions.report), { raw: { content: pdf, type: 'application/pdf' } });
      expect(anonymous.status).toBe(401);
      expect((await rest(app, 'GET', `${base(running)}/files/999999`, { token: lab })).status).toBe(404);
    });

    it('a value may only name an upload made for its lab, survey, parameter and dimension', async () => {
      const otherSurvey = await rest<{ fileId: number }>(app, 'PUT', uploadPath(ended, ended.dimensions.report), { token: admin, raw: { content: pdf, type: 'application/pdf' } });
      expect(otherSurvey.status).toBe(201);
      const refused = await save(lab, running, running.parameters.sediment, {
        sampleId: null,
        values: [{ dimensionId: running.dimensions.report, type: 'document', fileId: otherSurvey.body.fileId }],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatchObject({ param: 'values.0.fileId', type: 'value.unknownFile' });
    });
  });

  describe('bulk and per-sample saves', () => {
    it('PUT …/parameters/values applies values to several parameters at once, atomically', async () => {
      const method = running.values.method[2];
      const version = await versionOf(running);
      const invalid = await rest<ErrorBody>(app, 'PUT', `${base(running)}/parameters/values`, {
        token: lab,
        body: {
          expectedVersion: version,
          results: [
            { parameterId: running.parameters.glucose, resultGroupId: groupId, sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: method }] },
            { parameterId: running.parameters.cholesterol, resultGroupId: groupId, sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: running.values.method[5] }] },
          ],
        },
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.error).toMatchObject({ param: 'results.1.values.0.valueId', type: 'value.unknownOption' });
      expect(await versionOf(running)).toBe(version);
      const bulk = await rest<TSaveResultsOutput>(app, 'PUT', `${base(running)}/parameters/values`, {
        token: lab,
        body: {
          expectedVersion: version,
          results: [
            { parameterId: running.parameters.glucose, resultGroupId: groupId, sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: method }] },
            { parameterId: running.parameters.cholesterol, resultGroupId: groupId, sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: method }] },
          ],
        },
      });
      expect(bulk.status).toBe(200);
      expect(bulk.body.streamVersion).toBe(version + 2);
      expect(bulk.body.results.map((r) => [r.parameterId, r.values.find((v) => v.dimensionId === running.dimensions.method)?.valueId])).toEqual([
        [running.parameters.glucose, method],
        [running.parameters.cholesterol, method],
      ]);
    });

    it('PUT …/samples/{sampleId}/values saves the results of one sample (through tRPC)', async () => {
      const client = trpcClient(app, { token: lab });
      const answer = await client.results.saveSample.mutate({
        labId,
        surveyId: running.surveyId,
        sampleId: running.samples[1],
        expectedVersion: await versionOf(running),
        results: [
          { parameterId: running.parameters.glucose, resultGroupId: groupId, values: [{ dimensionId: running.dimensions.result, type: 'numeric', value: '6,1' }] },
          { parameterId: running.parameters.cholesterol, resultGroupId: groupId, values: [{ dimensionId: running.dimensions.result, type: 'numeric', value: '4.75' }] },
        ],
      });
      expect(answer.changed).toBe(true);
      expect(answer.results.map((r) => [r.parameterId, r.sampleId, r.values[0]?.value])).toEqual([
        [running.parameters.glucose, running.samples[1], 6.1],
        [running.parameters.cholesterol, running.samples[1], 4.75],
      ]);
    });

    it('a save after signing out answers 401 at once, though saves take a session of the last few seconds', async () => {
      const token = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
      const client = trpcClient(app, { token });
      const input = {
        labId,
        surveyId: running.surveyId,
        paramId: running.parameters.cholesterol,
        groupId,
        expectedVersion: await versionOf(running),
        sampleId: running.samples[0],
        values: [{ dimensionId: running.dimensions.result, type: 'numeric' as const, value: '3,9' }],
      };
      const saved = await client.results.saveValues.mutate(input);
      expect(saved.results[0]?.values[0]?.value).toBe(3.9);
      await client.auth.logout.mutate();
      const again = { ...input, expectedVersion: saved.streamVersion, values: [{ ...input.values[0]!, value: '4,0' }] };
      const refused = await client.results.saveValues.mutate(again).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TRPCClientError);
      expect((refused as TRPCClientError<never>).data).toMatchObject({ httpStatus: 401 });
    });
  });

  describe('deleting the results of a parameter', () => {
    it('deletes every value of the parameter; refused when read-only or a result is hidden', async () => {
      const version = await versionOf(running);
      const deleted = await rest<{ streamVersion: number; changed: boolean }>(
        app,
        'DELETE',
        `${base(running)}/parameters/${running.parameters.cholesterol}?expected_version=${version}`,
        { token: lab },
      );
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ streamVersion: version + 1, changed: true });
      const left = await t.db
        .selectFrom('resultValues')
        .select('parameterId')
        .where('labId', '=', labId)
        .where('surveyId', '=', running.surveyId)
        .where('parameterId', '=', running.parameters.cholesterol)
        .execute();
      expect(left).toEqual([]);
      const readOnly = await rest<ErrorBody>(app, 'DELETE', `${base(ended)}/parameters/${ended.parameters.glucose}?expected_version=0`, { token: lab });
      expect(readOnly.status).toBe(422);
      expect(readOnly.body.error.type).toBe('survey_read_only');

      // a result in a hidden result group disables the deletion
      const core = f.labs.core.id;
      const saved = await save(admin, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.comment, type: 'text', value: 'x' }] }, core);
      expect(saved.status).toBe(200);
      await t.db.updateTable('resultGroups').set({ hidden: true }).where('id', '=', running.resultGroups[core] ?? 0).execute();
      const hidden = await rest<ErrorBody>(app, 'DELETE', `${base(running, core)}/parameters/${running.parameters.glucose}?expected_version=${await versionOf(running, core)}`, {
        token: admin,
      });
      expect(hidden.status).toBe(422);
      expect(hidden.body.error.type).toBe('parameter_deletion_disabled');
      const form = await rest<TSurveyFormOutput>(app, 'GET', `${base(running, core)}/form`, { token: admin });
      expect(form.body.parameters.find((p) => p.id === running.parameters.glucose)?.deletion).toEqual({ offered: true, disabled: true });
      await t.db.updateTable('resultGroups').set({ hidden: false }).where('id', '=', running.resultGroups[core] ?? 0).execute();
    });
  });

  describe('validation (spec 1 §4)', () => {
    const validate = async (token: string, survey: SurveyFixture, password: string, action: 'validate' | 'invalidate' = 'validate', forLab = labId) =>
      rest<TValidationOutput & ErrorBody>(app, 'POST', `${base(survey, forLab)}/${action}`, {
        token,
        body: { expectedVersion: await versionOf(survey, forLab), validationPassword: password },
      });

    it('a wrong validation password answers 422 param validationPassword', async () => {
      const wrong = await validate(lab, running, 'nope');
      expect(wrong.status).toBe(422);
      expect(wrong.body.error.param).toBe('validationPassword');
      // an org user types the org's validation password, not the lab's
      const adminWithLabPassword = await validate(admin, running, FIXTURE_VALIDATION_PASSWORD);
      expect(adminWithLabPassword.status).toBe(422);
      expect(adminWithLabPassword.body.error.param).toBe('validationPassword');
    });

    it('missing mandatory context values answer 422 missing_mandatory_values_error and are listed', async () => {
      // glucose has results on both samples; its method (mandatory) is set at group level; clear it
      const cleared = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: null }] });
      expect(cleared.status).toBe(200);
      const refused = await validate(lab, running, FIXTURE_VALIDATION_PASSWORD);
      expect(refused.status).toBe(422);
      expect(refused.body.error.type).toBe('missing_mandatory_values_error');
      const missing = await rest<TMissingMandatoryValuesOutput>(app, 'GET', `${base(running)}/missing_mandatory_values`, { token: lab });
      expect(missing.status).toBe(200);
      // missing for both samples, entered once per result group: listed once, at group level
      expect(missing.body.items).toEqual([
        expect.objectContaining({ parameterId: running.parameters.glucose, resultGroupId: groupId, resultGroupName: 'Result group 1', sampleId: null, sampleName: null, dimensionId: running.dimensions.method, dimensionName: { en: 'Method', hu: 'Módszer' } }),
      ]);
      expect(missing.body.streamVersion).toBe(await versionOf(running));
    });

    it('validates, locks the results, and invalidates; a stale version does not stop validation', async () => {
      const method = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.method, type: 'nominal', valueId: running.values.method[0] }] });
      expect(method.status).toBe(200);
      expect((await rest<TMissingMandatoryValuesOutput>(app, 'GET', `${base(running)}/missing_mandatory_values`, { token: lab })).body.total).toBe(0);
      const validated = await rest<TValidationOutput & ErrorBody>(app, 'POST', `${base(running)}/validate`, {
        token: lab,
        body: { expectedVersion: (await versionOf(running)) - 1, validationPassword: FIXTURE_VALIDATION_PASSWORD },
      });
      expect(validated.status).toBe(200);
      expect(validated.body).toMatchObject({ validated: true, validatedAt: TEST_NOW.toISOString() });
      const form = await rest<TSurveyFormOutput>(app, 'GET', `${base(running)}/form`, { token: lab });
      expect(form.body.survey).toMatchObject({ readOnly: true, validationAction: 'invalidate', validation: { validated: true, validatedByName: f.users.lab.username } });
      expect(form.body.contextFilter.disabled).toBe(true);
      // locked: saving, deleting and renaming are refused, validating again is a conflict
      const locked = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.comment, type: 'text', value: 'late' }] });
      expect(locked.status).toBe(409);
      expect(locked.body.error.type).toBe('survey_validated_error');
      const lockedForAdmin = await save(admin, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.comment, type: 'text', value: 'late' }] });
      expect(lockedForAdmin.status).toBe(409);
      const again = await validate(lab, running, FIXTURE_VALIDATION_PASSWORD);
      expect(again.status).toBe(409);
      expect(again.body.error.type).toBe('already_validated');
      const wrongInvalidate = await validate(lab, running, 'nope', 'invalidate');
      expect(wrongInvalidate.status).toBe(422);
      const invalidated = await validate(lab, running, FIXTURE_VALIDATION_PASSWORD, 'invalidate');
      expect(invalidated.status).toBe(200);
      expect(invalidated.body).toMatchObject({ validated: false, validatedAt: null });
      const editable = await save(lab, running, running.parameters.glucose, { sampleId: null, values: [{ dimensionId: running.dimensions.comment, type: 'text', value: 'after' }] });
      expect(editable.status).toBe(200);
      const notValidated = await validate(lab, running, FIXTURE_VALIDATION_PASSWORD, 'invalidate');
      expect(notValidated.status).toBe(409);
      expect(notValidated.body.error.type).toBe('not_validated');
    });

    it('after the end only org users edit and validate (with the org password); before the start nobody', async () => {
      const labSave = await save(lab, ended, ended.parameters.glucose, { sampleId: null, values: [{ dimensionId: ended.dimensions.method, type: 'nominal', valueId: ended.values.method[0] }] });
      expect(labSave.status).toBe(422);
      expect(labSave.body.error.type).toBe('survey_read_only');
      const labValidate = await validate(lab, ended, FIXTURE_VALIDATION_PASSWORD);
      expect(labValidate.status).toBe(422);
      expect(labValidate.body.error.type).toBe('validation_unavailable');
      const adminSave = await save(admin, ended, ended.parameters.glucose, { sampleId: null, values: [{ dimensionId: ended.dimensions.method, type: 'nominal', valueId: ended.values.method[0] }] });
      expect(adminSave.status).toBe(200);
      const adminValidate = await validate(admin, ended, ORG_VALIDATION_PASSWORD);
      expect(adminValidate.status).toBe(200);
      expect(adminValidate.body.validated).toBe(true);
      const status = await t.db.selectFrom('labSurveyStatus').selectAll().where('labId', '=', labId).where('surveyId', '=', ended.surveyId).executeTakeFirstOrThrow();
      expect(status).toMatchObject({ validated: true, validatedBy: f.users.orgAdmin.id });
      const early = await save(lab, upcoming, upcoming.parameters.glucose, { sampleId: null, values: [] });
      expect(early.status).toBe(422);
      expect(early.body.error.type).toBe('survey_not_started');
      const earlyValidate = await validate(admin, upcoming, ORG_VALIDATION_PASSWORD);
      expect(earlyValidate.body.error.type).toBe('validation_unavailable');
    });
  });

  describe('result groups', () => {
    it('renames and comments a result group, back to the default name when blank, and adds groups', async () => {
      const update = await rest<TResultGroupWriteOutput>(app, 'POST', `${base(running)}/result_groups/${groupId}`, {
        token: lab,
        body: { expectedVersion: await versionOf(running), name: '  Cobas c501 ', comment: 'morning run' },
      });
      expect(update.status).toBe(200);
      expect(update.body.resultGroup).toEqual({ id: groupId, ordinal: 1, name: 'Cobas c501', displayName: 'Cobas c501', comment: 'morning run', hidden: false });
      const blank = await rest<TResultGroupWriteOutput>(app, 'POST', `${base(running)}/result_groups/${groupId}`, {
        token: lab,
        body: { expectedVersion: await versionOf(running), name: ' ', comment: null },
      });
      expect(blank.body.resultGroup).toMatchObject({ name: null, displayName: 'Result group 1', comment: null });
      const added = await rest<TResultGroupWriteOutput>(app, 'POST', `${base(running)}/result_groups`, {
        token: lab,
        body: { expectedVersion: await versionOf(running), name: 'Back-up analyser' },
      });
      expect(added.status).toBe(200);
      expect(added.body.resultGroup).toMatchObject({ ordinal: 2, name: 'Back-up analyser', displayName: 'Back-up analyser' });
      expect(added.body.streamVersion).toBe(await versionOf(running));
      // a new group changes nothing anyone wrote: an old version does not refuse it
      const staleAdd = await rest<TResultGroupWriteOutput>(app, 'POST', `${base(running)}/result_groups`, { token: lab, body: { expectedVersion: 0 } });
      expect(staleAdd.status).toBe(200);
      const groups = await t.db.selectFrom('resultGroups').select('ordinal').where('labId', '=', labId).where('surveyId', '=', running.surveyId).orderBy('ordinal').execute();
      expect(groups.map((g) => g.ordinal)).toEqual([1, 2, 3]);
      const foreignGroup = await rest(app, 'POST', `${base(running)}/result_groups/${running.resultGroups[f.labs.core.id]}`, {
        token: lab,
        body: { expectedVersion: await versionOf(running), name: 'mine' },
      });
      expect(foreignGroup.status).toBe(404);
      const form = await rest<TSurveyFormOutput>(app, 'GET', `${base(running)}/form`, { token: lab });
      expect(form.body.resultGroups.map((g) => g.displayName)).toEqual(['Result group 1', 'Back-up analyser', 'Result group 3']);
    });
  });

  describe('two editors from the same version (no update is silently lost)', () => {
    it('the second gets 409, reloads, sees the other value and saves on top of it', async () => {
      const client = trpcClient(app, { token: admin });
      const labView = await rest<TSurveyFormOutput>(app, 'GET', `${base(running)}/form`, { token: lab });
      const adminView = await client.surveys.form.query({ labId, surveyId: running.surveyId });
      const seen = labView.body.survey.streamVersion;
      expect(adminView.survey.streamVersion).toBe(seen);
      const value = (text: string) => [{ dimensionId: running.dimensions.result, type: 'numeric' as const, value: text }];
      const first = await save(lab, running, running.parameters.glucose, { expectedVersion: seen, sampleId: running.samples[0], values: value('7.1') });
      expect(first.status).toBe(200);
      const second = await client.results.saveValues
        .mutate({ labId, surveyId: running.surveyId, paramId: running.parameters.glucose, groupId, expectedVersion: seen, sampleId: running.samples[0], values: value('7.3') })
        .catch((error: unknown) => error);
      expect(second).toBeInstanceOf(TRPCClientError);
      expect((second as TRPCClientError<never>).data).toMatchObject({ httpStatus: 409, appError: { code: 'CONFLICT', type: 'stream_version_conflict' } });
      const reloaded = await client.surveys.form.query({ labId, surveyId: running.surveyId });
      expect(reloaded.survey.streamVersion).toBe(seen + 1);
      const cell = reloaded.parameters.find((p) => p.id === running.parameters.glucose)?.results.find((r) => r.sampleId === running.samples[0]);
      expect(cell?.values.find((v) => v.dimensionId === running.dimensions.result)?.value).toBe(7.1);
      const retried = await client.results.saveValues.mutate({
        labId,
        surveyId: running.surveyId,
        paramId: running.parameters.glucose,
        groupId,
        expectedVersion: reloaded.survey.streamVersion,
        sampleId: running.samples[0],
        values: value('7.3'),
      });
      expect(retried.streamVersion).toBe(seen + 2);
      // both edits are in the stream, with their users
      const history = await t.db
        .selectFrom('resultHistory')
        .select(['streamVersion', 'userId', 'action'])
        .where('labId', '=', labId)
        .where('surveyId', '=', running.surveyId)
        .where('streamVersion', '>', seen)
        .orderBy('streamVersion')
        .execute();
      expect(history).toEqual([
        { streamVersion: seen + 1, userId: f.users.lab.id, action: 'update' },
        { streamVersion: seen + 2, userId: f.users.orgAdmin.id, action: 'update' },
      ]);
    });
  });
});
