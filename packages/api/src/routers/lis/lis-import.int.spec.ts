import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labSurveyStreamId } from '@eqa/core';
import { readStream } from '@eqa/db';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { createApiFixture, FIXTURE_PASSWORD, FIXTURE_VALIDATION_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { createSurveyFixture, type SurveyFixture } from '../../testing/survey-fixtures';
import { daysFromNow, TEST_NOW } from '../../testing/survey-test-helpers';
import { download, rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';

interface Report {
  accepted: number;
  refused: number;
  rows: Array<{ row: number; status: 'accepted' | 'refused'; type?: string; params?: Record<string, string | number>; message?: string }>;
  dryRun: boolean;
  saved: boolean;
  streamVersion: number;
}

/**
 * Issue 36 "What it must show": a laboratory information system with an API key only downloads the
 * template, dry-runs a CSV with one bad row (exactly that row refused, nothing saved), imports the
 * corrected file (values in the form and in the history with their source), repeats it with the
 * same Idempotency-Key (no new events), imports FHIR Bundles by LOINC and by the lab's own code,
 * validates, and is refused once the key is revoked.
 */
describe('results from the LIS with a service key', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let s: SurveyFixture;
  let labId = 0;
  let session = '';
  let orgSession = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    f = await createApiFixture(t.db);
    labId = f.labs.plain.id;
    s = await createSurveyFixture(t.db, { orgId: f.org.id, labIds: [labId], startsAt: daysFromNow(-5), endsAt: daysFromNow(10), mandatoryContextIds: 'none' });
    session = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    orgSession = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app.close();
    await t.drop();
  });

  const eventCount = async () => (await readStream(t.db, labSurveyStreamId(labId, s.surveyId))).length;
  const importFile = (key: string, content: string, options: { dryRun: boolean; type?: string; fileName?: string; idempotencyKey?: string }) =>
    rest<Report>(app, 'POST', `/labs/${labId}/surveys/${s.surveyId}/results/import?dryRun=${options.dryRun}${options.fileName ? `&fileName=${encodeURIComponent(options.fileName)}` : ''}`, {
      token: key,
      raw: { content: Buffer.from(content, 'utf8'), type: options.type ?? 'text/csv' },
      headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
    });
  const storedValue = async (parameterId: number, sampleId: number) =>
    (
      await t.db
        .selectFrom('resultValues')
        .select(['numericValue', 'unitId'])
        .where('labId', '=', labId)
        .where('surveyId', '=', s.surveyId)
        .where('parameterId', '=', parameterId)
        .where('sampleId', '=', sampleId)
        .where('dimensionId', '=', s.dimensions.result)
        .executeTakeFirst()
    ) ?? null;
  const observation = (code: { system: string; code: string }, specimen: Record<string, string>, value: number, unit: string) => ({
    resource: {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [code] },
      specimen,
      valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
    },
  });
  const bundle = (...entries: unknown[]) => JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: entries });

  it('imports, dry-runs, repeats, maps and validates with a key, and is refused once the key is revoked', async () => {
    // a lab admin makes a key in a signed-in session: answered once
    const created = await rest<{ id: number; name: string; key: string; createdAt: string; expiresAt: string | null }>(app, 'POST', '/auth/api_keys', { token: session, body: { name: 'LIS' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'LIS', expiresAt: null });
    const key = created.body.key;
    expect(key).toMatch(/^eqa_/);
    const listed = await rest<{ items: Array<Record<string, unknown>> }>(app, 'GET', '/auth/api_keys', { token: session });
    expect(listed.body.items).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect(await t.db.selectFrom('apiKeys').select('tokenHash').where('id', '=', created.body.id).executeTakeFirstOrThrow()).not.toMatchObject({ tokenHash: key });
    // a key manages no keys
    expect((await rest(app, 'POST', '/auth/api_keys', { token: key, body: { name: 'Another' } })).status).toBe(403);

    // the template: one row per sample × parameter × result dimension that takes a value
    const template = await download(app, `/labs/${labId}/surveys/${s.surveyId}/results/template.csv?locale=hu`, key);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('text/csv');
    const lines = template.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('sampleId,sampleName,parameterId,parameterName,dimensionId,dimensionName,labCode,loinc,unit,value,comment');
    // glucose and cholesterol (one numeric result each) on two samples; sediment's composite and document are not imported, the hidden parameter not offered
    expect(lines).toHaveLength(1 + 4);
    const [s1, s2] = s.samples;
    const firstSample = (await t.db.selectFrom('samples').select('name').where('id', '=', s1 ?? 0).executeTakeFirstOrThrow()).name;
    // names in Hungarian; no UCUM code yet: the unit's name
    const glucoseName = (await t.db.selectFrom('parameters').select('name').where('id', '=', s.parameters.glucose).executeTakeFirstOrThrow()).name.hu;
    expect(lines[1]).toBe(`${s1},${firstSample},${s.parameters.glucose},${glucoseName},${s.dimensions.result},Eredmény,,,mmol/l,,`);

    // the filled template, as Hungarian Excel writes it: `;` and decimal comma; one bad row
    const csv = (cholesterolS2: string) =>
      [
        'sampleId;parameterId;dimensionId;unit;value',
        `${s1};${s.parameters.glucose};${s.dimensions.result};mmol/L;5,6`,
        `${s2};${s.parameters.glucose};${s.dimensions.result};mg/dL;223`,
        `${s1};${s.parameters.cholesterol};${s.dimensions.result};;4,82`,
        `${s2};${s.parameters.cholesterol};${s.dimensions.result};;${cholesterolS2}`,
      ].join('\r\n');
    const dry = await importFile(key, csv('6,9x'), { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ accepted: 3, refused: 1, dryRun: true, saved: false });
    expect(dry.body.rows.filter((r) => r.status === 'refused')).toEqual([{ row: 5, status: 'refused', type: 'value.invalidNumber', params: { dimension: s.dimensions.result }, message: expect.any(String) }]);
    expect(await eventCount()).toBe(0);
    // not a dry run, a refused row still saves nothing
    const refused = await importFile(key, csv('6,9x'), { dryRun: false });
    expect(refused.body).toMatchObject({ refused: 1, saved: false });
    expect(await eventCount()).toBe(0);

    // the corrected file, saved as one batch marked with its source
    const saved = await importFile(key, csv('6,95'), { dryRun: false, fileName: 'round 1.csv', idempotencyKey: 'lis-round-1' });
    expect(saved.body).toMatchObject({ accepted: 4, refused: 0, dryRun: false, saved: true });
    const afterImport = await eventCount();
    expect(afterImport).toBeGreaterThan(0);
    expect(saved.body.streamVersion).toBe(afterImport);
    expect(await storedValue(s.parameters.glucose, s1 ?? 0)).toMatchObject({ numericValue: 5.6, unitId: s.units.mmol });
    expect(await storedValue(s.parameters.glucose, s2 ?? 0)).toMatchObject({ numericValue: 223, unitId: s.units.mg });
    expect(await storedValue(s.parameters.cholesterol, s2 ?? 0)).toMatchObject({ numericValue: 6.95 });
    // in the form the lab sees
    const form = await rest<{ parameters: Array<{ id: number; results: Array<{ sampleId: number | null; values: Array<{ value: unknown }> }> }> }>(app, 'GET', `/labs/${labId}/surveys/${s.surveyId}/form`, { token: key });
    expect(form.status).toBe(200);
    const glucose = form.body.parameters.find((p) => p.id === s.parameters.glucose);
    expect(glucose?.results.find((r) => r.sampleId === s1)?.values[0]?.value).toBe(5.6);
    // in the history (the provider's staff read it), with its source
    const history = await rest<{ items: Array<{ source: Record<string, unknown> | null; user: { id: number | null } }> }>(app, 'GET', `/labs/${labId}/surveys/${s.surveyId}/events`, { token: orgSession });
    expect(history.status).toBe(200);
    expect(history.body.items.length).toBeGreaterThanOrEqual(4);
    for (const item of history.body.items) {
      expect(item.source).toEqual({ kind: 'import', format: 'csv', fileName: 'round 1.csv', apiKeyId: created.body.id, apiKeyName: 'LIS' });
      expect(item.user.id).toBe(f.users.lab.id);
    }

    // the same Idempotency-Key: the first answer, no new events
    const repeated = await importFile(key, csv('6,95'), { dryRun: false, fileName: 'round 1.csv', idempotencyKey: 'lis-round-1' });
    expect(repeated.body).toMatchObject({ saved: true, streamVersion: afterImport });
    expect(await eventCount()).toBe(afterImport);
    // …with another file it is refused
    expect((await importFile(key, csv('7,1'), { dryRun: false, fileName: 'round 1.csv', idempotencyKey: 'lis-round-1' })).status).toBe(422);

    // an admin gives glucose its LOINC codes and the units their UCUM codes
    expect((await rest(app, 'PUT', `/config/parameters/${s.parameters.glucose}/loinc_codes`, { token: orgSession, body: { codes: [{ code: '14749-6', property: 'SCnc' }, { code: '2345-7', property: 'MCnc' }] } })).status).toBe(200);
    expect((await rest(app, 'PUT', `/config/parameters/${s.parameters.glucose}/loinc_codes`, { token: orgSession, body: { codes: [{ code: '14749-5', property: 'SCnc' }] } })).body).toMatchObject({ error: { type: 'lis.codes.invalidLoinc', param: 'codes.0.code' } });
    expect((await rest(app, 'PUT', `/config/units/${s.units.mmol}/ucum`, { token: orgSession, body: { code: 'mmol/L' } })).status).toBe(200);
    expect((await rest(app, 'PUT', `/config/units/${s.units.mg}/ucum`, { token: orgSession, body: { code: 'mg/dL' } })).status).toBe(200);
    expect((await rest(app, 'PUT', `/config/units/${s.units.other}/ucum`, { token: orgSession, body: { code: 'mmolL' } })).body).toMatchObject({ error: { type: 'lis.codes.invalidUcum', param: 'code' } });
    expect((await rest(app, 'PUT', `/config/units/${s.units.other}/ucum`, { token: orgSession, body: { code: 'mg/dL' } })).body).toMatchObject({ error: { type: 'lis.codes.ucumTaken' } });
    expect((await rest(app, 'PUT', `/config/units/${s.units.other}/ucum`, { token: key, body: { code: 'g/L' } })).status).toBe(403);

    // FHIR by LOINC: substance concentration in mmol/L; mass units refused for that code
    const byLoinc = bundle(observation({ system: 'http://loinc.org', code: '14749-6' }, { reference: `Specimen/${s1}` }, 5.9, 'mmol/L'));
    const wrongKind = bundle(observation({ system: 'http://loinc.org', code: '14749-6' }, { reference: `Specimen/${s1}` }, 106, 'mg/dL'));
    expect((await importFile(key, wrongKind, { dryRun: true, type: 'application/fhir+json' })).body.rows).toEqual([
      { row: 1, status: 'refused', type: 'lis.import.unitKindMismatch', params: { unit: 'mg/dL', loinc: '14749-6' }, message: expect.any(String) },
    ]);
    const fhir = await importFile(key, byLoinc, { dryRun: false, type: 'application/fhir+json', fileName: 'loinc.json' });
    expect(fhir.body).toMatchObject({ accepted: 1, refused: 0, saved: true });
    expect(await storedValue(s.parameters.glucose, s1 ?? 0)).toMatchObject({ numericValue: 5.9, unitId: s.units.mmol });

    // FHIR by the lab's own code, mapped once; the specimen by the sample's name
    const sampleName = (await t.db.selectFrom('samples').select('name').where('id', '=', s2 ?? 0).executeTakeFirstOrThrow()).name;
    const ownCode = bundle(observation({ system: 'http://lab.example.org/codes', code: 'CHOL' }, { display: sampleName }, 7.05, 'mmol/L'));
    expect((await importFile(key, ownCode, { dryRun: true, type: 'application/fhir+json' })).body.rows[0]).toMatchObject({ status: 'refused', type: 'lis.import.unknownCode', params: { code: 'CHOL' } });
    const mapped = await rest<{ parameters: unknown[] }>(app, 'PUT', `/labs/${labId}/code_mappings`, { token: key, body: { parameters: [{ code: 'CHOL', parameterId: s.parameters.cholesterol }], units: [] } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.parameters).toEqual([{ code: 'CHOL', parameterId: s.parameters.cholesterol }]);
    expect((await rest(app, 'PUT', `/labs/${labId}/code_mappings`, { token: key, body: { parameters: [{ code: 'X', parameterId: s.parameters.glucose }, { code: 'X', parameterId: s.parameters.cholesterol }], units: [] } })).body).toMatchObject({
      error: { type: 'lis.mappings.duplicateCode', param: 'parameters.1.code' },
    });
    expect((await importFile(key, ownCode, { dryRun: false, type: 'application/fhir+json', fileName: 'own.json' })).body).toMatchObject({ accepted: 1, saved: true });
    expect(await storedValue(s.parameters.cholesterol, s2 ?? 0)).toMatchObject({ numericValue: 7.05 });

    // the provider exports every lab's values, one row per value, with the lab's QC code and the event time
    const exported = await download(app, `/orgs/${f.org.id}/surveys/${s.surveyId}/results.csv`, orgSession);
    expect(exported.status).toBe(200);
    const exportLines = exported.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(exportLines[0]).toBe('labQcCode,labName,resultGroup,hiddenResultGroup,sampleId,sampleName,parameterId,parameterName,dimensionId,relation,value,unit,convertedValue,updatedAt,updatedBy,changedAt');
    expect(exportLines).toHaveLength(1 + 4);
    expect(exportLines.every((line, index) => index === 0 || line.startsWith(`${f.labs.plain.shortName},`))).toBe(true);
    expect(exportLines.some((line) => line.includes(`,${s.parameters.glucose},`) && line.includes(',=,5.9,mmol/L,'))).toBe(true);
    expect(exportLines[1]).toContain(',false,');
    expect((await download(app, `/orgs/${f.org.id}/surveys/${s.surveyId}/results.csv`, key)).status).toBe(403);
    expect((await download(app, `/orgs/${f.otherOrg.id}/surveys/${s.surveyId}/results.csv`, orgSession)).status).toBe(403);

    // validation still needs the validation password
    expect((await rest(app, 'POST', `/labs/${labId}/surveys/${s.surveyId}/validate`, { token: key, body: { validationPassword: 'wrong-password-1' } })).status).toBe(422);
    expect((await rest(app, 'POST', `/labs/${labId}/surveys/${s.surveyId}/validate`, { token: key, body: { validationPassword: FIXTURE_VALIDATION_PASSWORD } })).status).toBe(200);
    // a validated survey refuses every row with the form's code
    expect((await importFile(key, byLoinc, { dryRun: true, type: 'application/fhir+json' })).body.rows[0]).toMatchObject({ status: 'refused', type: 'survey_validated_error' });

    // revoked: refused at once
    expect((await rest(app, 'DELETE', `/auth/api_keys/${created.body.id}`, { token: session })).status).toBe(200);
    expect((await download(app, `/labs/${labId}/surveys/${s.surveyId}/results/template.csv`, key)).status).toBe(401);
    expect((await rest(app, 'GET', `/labs/${labId}/surveys/${s.surveyId}/form`, { token: key })).status).toBe(401);
    expect((await rest<{ items: unknown[] }>(app, 'GET', '/auth/api_keys', { token: session })).body.items).toHaveLength(0);
  });

  it('refuses a key of another lab, an expiry in the past, an unreadable file and a wrong Content-Type', async () => {
    const other = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    const otherKey = (await rest<{ key: string }>(app, 'POST', '/auth/api_keys', { token: other, body: { name: 'Elsewhere' } })).body.key;
    expect((await download(app, `/labs/${labId}/surveys/${s.surveyId}/results/template.csv`, otherKey)).status).toBe(403);
    expect((await rest(app, 'POST', '/auth/api_keys', { token: session, body: { name: 'Old', expiresAt: '2001-01-01T00:00:00Z' } })).body).toMatchObject({ error: { type: 'lis.apiKeys.expiryInPast', param: 'expiresAt' } });
    expect((await rest(app, 'POST', '/auth/api_keys', { token: session, body: { name: '  ' } })).status).toBe(422);
    const key = (await rest<{ key: string }>(app, 'POST', '/auth/api_keys', { token: session, body: { name: 'Files' } })).body.key;
    expect((await importFile(key, 'a;b\r\n1;2', { dryRun: true })).body).toMatchObject({ error: { type: 'lis.import.missingColumn', param: 'file' } });
    expect((await importFile(key, '{"resourceType":"Patient"}', { dryRun: true, type: 'application/fhir+json' })).body).toMatchObject({ error: { type: 'lis.import.notFhirBundle', param: 'file' } });
    expect((await importFile(key, 'x', { dryRun: true, type: 'application/pdf' })).status).toBe(415);
  });

  it('limits unknown keys per client address like failed sign-ins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await rest(app, 'GET', '/auth/api_keys', { token: `eqa_unknown${i}` })).status);
    // the revoked key's two refusals above counted on this address too
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThanOrEqual(20);
    expect(statuses.slice(0, firstLimited).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(firstLimited).every((status) => status === 429)).toBe(true);
    const limited = await rest(app, 'GET', '/auth/profile', { token: 'eqa_unknown-again' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
