import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, contractYears } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { download, rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import type { TLegalTemplateOut, TOrgLegalDocuments } from '../../services/legal/legal-versions.types';
import type { TCurrentContract } from '../../services/contracts/get-current-contract.types';
import { solveBotCheck, validContract } from '../registration/testing/registration-helpers';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

const SLOW = 120_000;
const PASSWORD = 'Correct-Horse-7-Battery';
const VALIDATION = 'Validation-Pass-9';

describe('legal document versions and acceptance (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  /** The same database served as in production: no template stands in for a published version. */
  let production: TestApp;
  let f: ApiFixture;
  const tokens = { admin: '', otherAdmin: '', lab: '' };
  const year = contractYears(new Date())[0];
  const today = calendarDay(new Date());
  const tomorrow = calendarDay(new Date(Date.now() + 86_400_000));
  let n = 0;

  const docs = (token: string, target: TestApp = app) => rest<TOrgLegalDocuments & ErrorBody>(target, 'GET', `/orgs/${f.org.id}/legal_documents`, { token });
  const create = (name: string, body: unknown, token = tokens.admin) => rest<TOrgLegalDocuments & ErrorBody>(app, 'POST', `/orgs/${f.org.id}/legal_documents/${name}/versions`, { token, body });
  const publish = (name: string, versionId: number, token = tokens.admin) =>
    rest<TOrgLegalDocuments & ErrorBody>(app, 'POST', `/orgs/${f.org.id}/legal_documents/${name}/versions/${versionId}/publish`, { token, body: {} });
  const current = (target: TestApp = app) => rest<TCurrentContract & ErrorBody>(target, 'GET', `/labs/${f.labs.plain.id}/contracts/orgs/${f.org.id}/current`, { token: tokens.lab });
  const accept = (target: TestApp = app) =>
    rest<{ id: number; created: boolean } & ErrorBody>(target, 'PATCH', `/labs/${f.labs.plain.id}/contracts/orgs/${f.org.id}/current`, { token: tokens.lab, body: validContract(year) });
  const latestContractIds = async () =>
    (await t.db.selectFrom('contracts').select('legalVersionIds').where('labId', '=', f.labs.plain.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).legalVersionIds;
  const register = async (target: TestApp) => {
    n += 1;
    return rest<{ contract: { id: number } } & ErrorBody>(target, 'POST', `/orgs/${f.org.id}/register`, {
      body: {
        contract: validContract(year),
        user: { username: `legallab${n}`, email: `legal${n}@tisza.example.org` },
        userPassword: PASSWORD,
        userPasswordConfirmation: PASSWORD,
        validationPassword: VALIDATION,
        validationPasswordConfirmation: VALIDATION,
        reCaptchaResponse: await solveBotCheck(target),
      },
    });
  };
  const versionId = (list: TOrgLegalDocuments, name: string, version: number) => list.items.find((d) => d.name === name)!.versions.find((v) => v.version === version)!.id;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db);
    production = await startTestApp(t.db, { settings: { legalTemplatesAllowed: false } });
    f = await createApiFixture(t.db);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await production?.close();
    await t?.drop();
  });

  it('in production nothing is in force before an admin publishes: acceptance and registration 409 legal_documents_unavailable, the PDF 404', async () => {
    const listed = await docs(tokens.admin, production);
    expect(listed.body.items.map((d) => [d.name, d.inForce.kind])).toEqual([
      ['termsAndConditions', 'unavailable'],
      ['dataPrivacyStatement', 'unavailable'],
      ['conciliationPanels', 'unavailable'],
    ]);
    const refused = await accept(production);
    expect([refused.status, refused.body.error.type]).toEqual([409, 'legal_documents_unavailable']);
    expect((await current(production)).body.legalDocuments).toEqual({ toAccept: [], unavailable: ['termsAndConditions', 'dataPrivacyStatement', 'conciliationPanels'] });
    const registration = await register(production);
    expect([registration.status, registration.body.error.type]).toEqual([409, 'legal_documents_unavailable']);
    const pdf = await download(production, `/legal_documents/termsAndConditions?locale=en&org_id=${f.org.id}`);
    expect([pdf.status, pdf.json().error.type]).toEqual([404, 'legal_document_unavailable']);
    // the help documents are not versioned
    expect((await download(production, `/legal_documents/guide?locale=en&org_id=${f.org.id}`)).status).toBe(200);
  });

  it('outside production the built-in template stands in, marked as such, and acceptance records no version', async () => {
    const listed = await trpcClient(app, { token: tokens.admin }).legal.list.query({ orgId: f.org.id });
    expect(listed.items.map((d) => d.inForce.kind)).toEqual(['template', 'template', 'template']);
    const text = await extractPdfText((await download(app, `/legal_documents/termsAndConditions?locale=hu&org_id=${f.org.id}`)).bytes);
    expect(text).toContain('Sablon, a szolgáltató nem ellenőrizte');
    const saved = await accept();
    expect(saved.status).toBe(200);
    expect(await latestContractIds()).toEqual([]);
  }, SLOW);

  it('only the org’s admins see and edit the documents (403)', async () => {
    expect((await docs(tokens.lab)).status).toBe(403);
    expect((await docs(tokens.otherAdmin)).status).toBe(403);
    expect((await create('termsAndConditions', { effectiveFrom: today, texts: { en: 'x', hu: 'y' } }, tokens.otherAdmin)).status).toBe(403);
    expect((await rest(app, 'GET', `/orgs/${f.org.id}/legal_documents/termsAndConditions/template`, { token: tokens.lab })).status).toBe(403);
  });

  it('a version is drafted from the template, published, recorded by the next acceptance; a newer one is asked for again', async () => {
    const template = await rest<TLegalTemplateOut>(app, 'GET', `/orgs/${f.org.id}/legal_documents/termsAndConditions/template`, { token: tokens.admin });
    expect(template.status).toBe(200);
    expect(template.body.texts.en).toContain('# 1. Definitions');
    expect(template.body.texts.hu).toContain(f.org.name);

    const empty = await create('termsAndConditions', { effectiveFrom: today, texts: { en: template.body.texts.en, hu: '  \n' } });
    expect([empty.status, empty.body.error.param, empty.body.error.type]).toEqual([422, 'texts.hu', 'config.legal.emptyText']);
    expect((await create('termsAndConditions', { effectiveFrom: '2026-02-30', texts: { en: 'x', hu: 'y' } })).status).toBe(422);
    expect((await create('privacyPolicy', { effectiveFrom: today, texts: { en: 'x', hu: 'y' } })).status).toBe(422);

    // unchanged: marked as the template; edited: not
    const asTemplate = await create('dataPrivacyStatement', { effectiveFrom: today, texts: (await rest<TLegalTemplateOut>(app, 'GET', `/orgs/${f.org.id}/legal_documents/dataPrivacyStatement/template`, { token: tokens.admin })).body.texts });
    expect(asTemplate.body.items[1]!.versions[0]).toMatchObject({ version: 1, template: true, publishedAt: null });
    const hu = template.body.texts.hu.replace('magyar jog', 'magyar jog (felülvizsgált szöveg)');
    const drafted = await create('termsAndConditions', { effectiveFrom: today, texts: { en: template.body.texts.en, hu } });
    expect(drafted.status).toBe(200);
    const terms = drafted.body.items[0]!;
    expect(terms).toMatchObject({ name: 'termsAndConditions', inForce: { kind: 'template' }, versions: [{ version: 1, template: false, publishedAt: null, effectiveFrom: today }] });

    // a draft is not in force
    expect((await current()).body.legalDocuments.toAccept).toEqual([]);
    const v1 = versionId(drafted.body, 'termsAndConditions', 1);
    const published = await publish('termsAndConditions', v1);
    expect(published.status).toBe(200);
    expect(published.body.items[0]).toMatchObject({ inForce: { kind: 'version', versionId: v1, version: 1 }, versions: [{ publishedBy: { id: f.users.orgAdmin.id } }] });
    const again = await publish('termsAndConditions', v1);
    expect([again.status, again.body.error.type]).toEqual([409, 'config.legal.alreadyPublished']);
    expect((await publish('conciliationPanels', v1)).status).toBe(404);
    expect((await rest(app, 'POST', `/orgs/${f.otherOrg.id}/legal_documents/termsAndConditions/versions/${v1}/publish`, { token: tokens.otherAdmin, body: {} })).status).toBe(404);

    // the PDF in force is the published text, not marked as a template
    const text = await extractPdfText((await download(app, `/legal_documents/termsAndConditions?locale=hu&org_id=${f.org.id}`)).bytes);
    expect(text).toContain('felülvizsgált szöveg');
    expect(text).not.toContain('Sablon');

    // the lab accepted under the template: the contract page says the terms changed; the next acceptance records them
    expect((await current()).body.legalDocuments).toEqual({ toAccept: ['termsAndConditions'], unavailable: [] });
    const accepted = await accept();
    expect([accepted.status, accepted.body.created]).toEqual([200, true]);
    expect(await latestContractIds()).toEqual([v1]);
    expect((await current()).body.legalDocuments.toAccept).toEqual([]);
    // the same details again change nothing
    expect((await accept()).body.created).toBe(false);

    // a version effective tomorrow is not asked for yet; one effective today is
    const later = await create('termsAndConditions', { effectiveFrom: tomorrow, texts: { en: 'Future terms.', hu: 'Jövőbeli feltételek.' } });
    await publish('termsAndConditions', versionId(later.body, 'termsAndConditions', 2));
    expect((await current()).body.legalDocuments.toAccept).toEqual([]);
    const now = await create('termsAndConditions', { effectiveFrom: today, texts: { en: '# Terms\nRevised terms.', hu: '# Feltételek\nÁtdolgozott feltételek.' } });
    const v3 = versionId(now.body, 'termsAndConditions', 3);
    await trpcClient(app, { token: tokens.admin }).legal.publish.mutate({ orgId: f.org.id, name: 'termsAndConditions', versionId: v3 });
    expect((await current()).body.legalDocuments.toAccept).toEqual(['termsAndConditions']);
    expect(await extractPdfText((await download(app, `/legal_documents/termsAndConditions?locale=hu&org_id=${f.org.id}`)).bytes)).toContain('Átdolgozott feltételek.');
    const reaccepted = await accept();
    expect(reaccepted.body.created).toBe(true);
    expect(await latestContractIds()).toEqual([v3]);
  }, SLOW);

  it('in production, once every document is published, registration and acceptance record the versions', async () => {
    let listed = (await docs(tokens.admin)).body;
    await publish('dataPrivacyStatement', versionId(listed, 'dataPrivacyStatement', 1));
    expect((await register(production)).status).toBe(409);
    const panels = await create('conciliationPanels', { effectiveFrom: today, texts: { en: '| Panel | Seat |\n| Budapest | Budapest |', hu: '| Testület | Székhely |\n| Budapesti | Budapest |' } });
    await publish('conciliationPanels', versionId(panels.body, 'conciliationPanels', 1));
    listed = (await docs(tokens.admin, production)).body;
    expect(listed.items.map((d) => d.inForce.kind)).toEqual(['version', 'version', 'version']);
    const registered = await register(production);
    expect(registered.status).toBe(200);
    const row = await t.db.selectFrom('contracts').select('legalVersionIds').where('id', '=', registered.body.contract.id).executeTakeFirstOrThrow();
    expect([...row.legalVersionIds].sort((a, b) => a - b)).toEqual(listed.items.map((d) => d.inForce.versionId!).sort((a, b) => a - b));
    expect((await download(production, `/legal_documents/conciliationPanels?locale=hu&org_id=${f.org.id}`)).status).toBe(200);
  }, SLOW);
});
