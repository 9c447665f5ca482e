import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContractInput } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { issueContractDocumentToken } from '../../services/contracts/download-token';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { insertAcceptedContract } from '../../testing/survey-fixtures';
import { TEST_NOW } from '../../testing/survey-test-helpers';
import { download, rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import type { TContract } from '../../services/contracts/contracts.types';
import type { TListContractDocumentsOutput } from '../../services/contracts/list-contract-documents.types';
import type { TUpdateCurrentContractOutput } from '../../services/contracts/update-current-contract.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

const YEAR = TEST_NOW.getUTCFullYear();
const SETTINGS = { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() };

const ADDRESS = { city: 'Győr', address: 'Vasvári Pál út 2–4.', zipCode: '9024', countryId: 'HU' };
const VIENNA = { city: 'Wien', address: 'Spitalgasse 23', zipCode: '1090', countryId: 'AT' };

/** A contract every rule accepts (Hungarian institution, with accents). */
function contract(overrides: Partial<TContractInput> = {}): TContractInput {
  return {
    year: YEAR,
    name: 'Petz Aladár Egyetemi Oktató Kórház',
    laboratoryHeadFullName: 'Dr. Őri Zsófia',
    address: ADDRESS,
    contact: { phone: '+36 96 507 900', emails: ['labor@petz.example'] },
    contactName: null,
    contactResponsibleFullName: 'Kiss Előd',
    contactAddress: ADDRESS,
    furtherContact: { phone: '+36 96 507 901', emails: ['minoseg@petz.example'] },
    deliveryName: 'Központi Laboratórium',
    deliveryResponsibleFullName: null,
    deliveryAddress: ADDRESS,
    deliveryContact: { phone: null, emails: ['atvetel@petz.example'] },
    invoiceName: 'Petz Aladár Kórház',
    invoiceAddress: ADDRESS,
    invoiceContact: { phone: '+36 96 507 902', emails: ['szamla@petz.example'] },
    bankAccountNumber: '11773016-11111018',
    vatNumber: '12345676-2-41',
    groupIdentificationNumber: null,
    notificationEmails: ['labor@petz.example'],
    invoiceFormat: 'electronic',
    termsAccepted: true,
    ...overrides,
  };
}

describe('contracts (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  const tokens = { lab: '', coreLab: '', satellite: '', small: '', admin: '', otherAdmin: '' };

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: SETTINGS });
    f = await createApiFixture(t.db);
    tokens.lab = await signIn(app, f.users.lab.username, FIXTURE_PASSWORD);
    tokens.coreLab = await signIn(app, f.users.coreLab.username, FIXTURE_PASSWORD);
    tokens.satellite = await signIn(app, f.users.satellite.username, FIXTURE_PASSWORD);
    tokens.small = await signIn(app, f.users.noEmail.username, FIXTURE_PASSWORD);
    tokens.admin = await signIn(app, f.users.orgAdmin.username, FIXTURE_PASSWORD);
    tokens.otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const base = (labId: number, orgId: number) => `/labs/${labId}/contracts/orgs/${orgId}`;
  const getCurrent = (token: string | undefined, labId: number, orgId: number, query = '') =>
    rest<TContract & ErrorBody>(app, 'GET', `${base(labId, orgId)}/current${query}`, token ? { token } : {});
  const patch = (token: string | undefined, labId: number, orgId: number, body: unknown) =>
    rest<TUpdateCurrentContractOutput & ErrorBody>(app, 'PATCH', `${base(labId, orgId)}/current`, { ...(token ? { token } : {}), body });
  const listDocuments = (token: string, labId: number, orgId: number, query = '') =>
    rest<TListContractDocumentsOutput & ErrorBody>(app, 'GET', `${base(labId, orgId)}/documents${query}`, { token });
  const contractRows = (labId: number) => t.db.selectFrom('contracts').selectAll().where('labId', '=', labId).orderBy('id').execute();

  describe('GET …/current', () => {
    it('answers a draft prefilled from the lab when it has no contract, not accepted, with the years it may be made for', async () => {
      const response = await getCurrent(tokens.lab, f.labs.plain.id, f.org.id);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: null,
        labId: f.labs.plain.id,
        orgId: f.org.id,
        year: YEAR,
        name: 'St. Stephen Hospital Laboratory',
        address: { city: 'Budapest', address: '1107 Main Street', zipCode: '6720', countryId: 'HU' },
        invoiceAddress: { city: 'Budapest', countryId: 'HU' },
        contact: { phone: null, emails: [] },
        invoiceFormat: 'electronic',
        currencyId: 'HUF',
        accepted: false,
        acceptedAt: null,
        createdAt: null,
        createdBy: null,
        draft: { from: 'lab', year: null },
        years: [YEAR, YEAR + 1],
      });
    });

    it("prefills a draft from the lab's contract of another year; reads a year's contract and whether it is accepted", async () => {
      await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: YEAR - 1, acceptedAt: new Date(Date.UTC(YEAR - 2, 10, 1)) });
      const draft = await getCurrent(tokens.small, f.labs.small.id, f.org.id);
      expect(draft.body).toMatchObject({ id: null, year: YEAR, name: 'Test institution', laboratoryHeadFullName: 'Dr. Test Head', accepted: false, draft: { from: 'contract', year: YEAR - 1 } });
      const last = await getCurrent(tokens.small, f.labs.small.id, f.org.id, `?year=${YEAR - 1}`);
      expect(last.body).toMatchObject({ year: YEAR - 1, name: 'Test institution', accepted: true, draft: null, acceptedAt: new Date(Date.UTC(YEAR - 2, 10, 1)).toISOString() });
      expect(last.body.id).toEqual(expect.any(Number));

      // the latest row counts: one not accepted, then one accepted only tomorrow
      await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: YEAR, acceptedAt: null, createdAt: new Date(TEST_NOW.getTime() - 86_400_000) });
      expect((await getCurrent(tokens.small, f.labs.small.id, f.org.id)).body).toMatchObject({ year: YEAR, accepted: false, acceptedAt: null, draft: null });
      await insertAcceptedContract(t.db, { labId: f.labs.small.id, orgId: f.org.id, year: YEAR, acceptedAt: new Date(TEST_NOW.getTime() + 86_400_000), createdAt: new Date(TEST_NOW.getTime() - 3_600_000) });
      expect((await getCurrent(tokens.small, f.labs.small.id, f.org.id)).body).toMatchObject({ accepted: false, acceptedAt: new Date(TEST_NOW.getTime() + 86_400_000).toISOString() });
    });

    it('over tRPC too', async () => {
      const viaTrpc = await trpcClient(app, { token: tokens.admin, demoDate: TEST_NOW.toISOString() }).contracts.current.query({ labId: f.labs.plain.id, orgId: f.org.id });
      expect(viaTrpc).toMatchObject({ id: null, labId: f.labs.plain.id, draft: { from: 'lab' } });
    });

    it('refuses: 401 signed out, 403 another lab or org, 404 an org not of the lab or a missing lab, 422 a bad year; a core lab reads its satellite', async () => {
      const { plain, satellite, core, foreign } = f.labs;
      expect((await getCurrent(undefined, plain.id, f.org.id)).status).toBe(401);
      const otherLab = await getCurrent(tokens.lab, core.id, f.org.id);
      expect([otherLab.status, otherLab.body.error.type]).toEqual([403, 'authorization_error']);
      expect((await getCurrent(tokens.otherAdmin, plain.id, f.org.id)).status).toBe(403);
      expect((await getCurrent(tokens.admin, plain.id, f.otherOrg.id)).status).toBe(403);
      expect((await getCurrent(tokens.lab, plain.id, f.otherOrg.id)).status).toBe(404);
      expect((await getCurrent(tokens.admin, 999_999, f.org.id)).status).toBe(404);
      expect((await getCurrent(tokens.admin, foreign.id, f.org.id)).status).toBe(403);
      const badYear = await getCurrent(tokens.lab, plain.id, f.org.id, '?year=17');
      expect([badYear.status, badYear.body.error.param]).toEqual([422, 'year']);
      expect((await getCurrent(tokens.coreLab, satellite.id, f.org.id)).status).toBe(200);
      expect((await getCurrent(tokens.satellite, core.id, f.org.id)).status).toBe(403);
    });
  });

  describe('PATCH …/current', () => {
    let first: TUpdateCurrentContractOutput;

    it('saves a new accepted contract of the year with its generated document (in the reader’s language)', async () => {
      await t.db.updateTable('users').set({ localeId: 'hu' }).where('id', '=', f.users.lab.id).execute();
      const response = await patch(tokens.lab, f.labs.plain.id, f.org.id, contract());
      expect(response.status).toBe(200);
      first = response.body;
      expect(first).toMatchObject({
        labId: f.labs.plain.id,
        orgId: f.org.id,
        year: YEAR,
        name: 'Petz Aladár Egyetemi Oktató Kórház',
        vatNumber: '12345676-2-41',
        accepted: true,
        acceptedAt: TEST_NOW.toISOString(),
        createdAt: TEST_NOW.toISOString(),
        createdBy: { id: f.users.lab.id, name: 'lab user' },
        currencyId: 'HUF',
        draft: null,
        created: true,
        document: { title: { en: `Contract ${YEAR}`, hu: `Szerződés ${YEAR}` }, mediaType: 'application/pdf', year: YEAR, createdAt: TEST_NOW.toISOString() },
      });
      expect(first.document?.contractId).toBe(first.id);
      expect(first.document?.downloadPath).toBe(`${base(f.labs.plain.id, f.org.id)}/documents/${first.document?.id}/content`);
      const rows = await contractRows(f.labs.plain.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: first.id, acceptedAt: TEST_NOW, createdBy: f.users.lab.id, currencyId: 'HUF', notificationEmails: ['labor@petz.example'] });

      const pdf = await download(app, first.document!.downloadPath, tokens.lab);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain(`contract-${YEAR}-1107-${first.id}.pdf`);
      const text = await extractPdfText(pdf.bytes);
      expect(text).toContain('Részvételi szerződés');
      expect(text).toContain('Petz Aladár Egyetemi Oktató Kórház');
      expect(text).toContain('Dr. Őri Zsófia');
      expect(text).toContain(`${YEAR}. 06. 15.`);
      expect(text).toContain('Elfogadta: lab user');
    });

    it('the same details again change nothing; changed details make a new contract and document, the old ones stay', async () => {
      const again = await patch(tokens.lab, f.labs.plain.id, f.org.id, contract());
      expect(again.body).toMatchObject({ id: first.id, created: false, accepted: true, document: { id: first.document?.id } });
      expect(await contractRows(f.labs.plain.id)).toHaveLength(1);

      const changed = await patch(tokens.lab, f.labs.plain.id, f.org.id, contract({ deliveryName: 'Mikrobiológiai Laboratórium', invoiceFormat: 'paper_and_electronic' }));
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ created: true, deliveryName: 'Mikrobiológiai Laboratórium', invoiceFormat: 'paper_and_electronic', accepted: true });
      expect(changed.body.id).toBeGreaterThan(first.id!);
      const rows = await contractRows(f.labs.plain.id);
      expect(rows.map((r) => [r.id, r.deliveryName])).toEqual([
        [first.id, 'Központi Laboratórium'],
        [changed.body.id, 'Mikrobiológiai Laboratórium'],
      ]);
      expect((await getCurrent(tokens.lab, f.labs.plain.id, f.org.id)).body).toMatchObject({ id: changed.body.id, accepted: true });

      const documents = await listDocuments(tokens.lab, f.labs.plain.id, f.org.id);
      expect(documents.status).toBe(200);
      expect(documents.headers.get('x-total-count')).toBe('2');
      expect(documents.body.items.map((d) => [d.id, d.contractId])).toEqual([
        [changed.body.document?.id, changed.body.id],
        [first.document?.id, first.id],
      ]);
      expect(documents.body.items[0]).toEqual({
        id: changed.body.document?.id,
        contractId: changed.body.id,
        year: YEAR,
        title: { en: `Contract ${YEAR}`, hu: `Szerződés ${YEAR}` },
        mediaType: 'application/pdf',
        createdAt: TEST_NOW.toISOString(),
        downloadPath: expect.stringMatching(/\/content$/),
        downloadUrl: expect.stringMatching(/\/content\?token=\d+\.[\w-]+$/),
        downloadUrlExpiresAt: expect.any(String),
      });
      expect((await listDocuments(tokens.lab, f.labs.plain.id, f.org.id, '?limit=1&offset=1')).body).toMatchObject({ total: 2, items: [{ id: first.document?.id }] });
      expect((await listDocuments(tokens.lab, f.labs.plain.id, f.org.id, `?year=${YEAR + 1}`)).body).toEqual({ items: [], total: 0 });
      expect((await listDocuments(tokens.admin, f.labs.plain.id, f.org.id)).body.total).toBe(2);
      const viaTrpc = await trpcClient(app, { token: tokens.lab, demoDate: TEST_NOW.toISOString() }).contracts.documents.query({ labId: f.labs.plain.id, orgId: f.org.id });
      expect(viaTrpc.items.map((d) => d.id)).toEqual(documents.body.items.map((d) => d.id));
      expect((await listDocuments(tokens.otherAdmin, f.labs.plain.id, f.org.id)).status).toBe(403);
    });

    it('accepting a contract that is not accepted makes a new row, also with the same details', async () => {
      // e.g. made by staff: valid details, not accepted
      const { termsAccepted: _terms, ...details } = contract({ name: 'Kisvárdai Kórház Labor' });
      await t.db
        .insertInto('contracts')
        .values({ labId: f.labs.small.id, orgId: f.org.id, ...details, currencyId: 'HUF', acceptedAt: null, createdAt: new Date(TEST_NOW.getTime() - 600_000), createdBy: null })
        .execute();
      const rows = await contractRows(f.labs.small.id);
      const notAccepted = await getCurrent(tokens.small, f.labs.small.id, f.org.id);
      expect(notAccepted.body).toMatchObject({ id: rows.at(-1)?.id, accepted: false, name: 'Kisvárdai Kórház Labor' });
      const saved = await patch(tokens.small, f.labs.small.id, f.org.id, contract({ name: 'Kisvárdai Kórház Labor' }));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ created: true, accepted: true, name: 'Kisvárdai Kórház Labor' });
      expect(saved.body.id).toBeGreaterThan(rows.at(-1)!.id);
      expect(await contractRows(f.labs.small.id)).toHaveLength(rows.length + 1);
    });

    it('refuses unaccepted terms and every broken rule with 422 and the param (VAT by country, tax, group and bank numbers, year, e-mails, countries)', async () => {
      const cases: Array<[Partial<TContractInput>, string, string]> = [
        [{ termsAccepted: false }, 'termsAccepted', 'contracts.termsNotAccepted'],
        [{ name: '  ' }, 'name', 'requiredField'],
        [{ laboratoryHeadFullName: '' }, 'laboratoryHeadFullName', 'requiredField'],
        [{ year: YEAR - 1 }, 'year', 'contracts.invalidYear'],
        [{ year: YEAR + 2 }, 'year', 'contracts.invalidYear'],
        [{ contact: { phone: '+36 1', emails: ['not-an-email'] } }, 'contact.emails.0', 'emailFormatHelpText'],
        [{ contact: { phone: '+36 1', emails: ['', 'not-an-email'] } }, 'contact.emails.1', 'emailFormatHelpText'],
        [{ contact: { phone: null, emails: ['a@b.hu'] } }, 'contact.phone', 'requiredField'],
        [{ deliveryAddress: { ...ADDRESS, zipCode: '' } }, 'deliveryAddress.zipCode', 'requiredField'],
        [{ invoiceContact: { phone: '+36 1', emails: [] } }, 'invoiceContact.emails', 'requiredEmailField'],
        [{ vatNumber: '12345678-2-41' }, 'vatNumber', 'contracts.invalidTaxNumber'],
        [{ vatNumber: 'HU12345678' }, 'vatNumber', 'contracts.invalidTaxNumber'],
        [{ invoiceAddress: VIENNA, vatNumber: null }, 'vatNumber', 'contracts.vatNumberRequired'],
        [{ invoiceAddress: VIENNA, vatNumber: 'ATU12345678' }, 'vatNumber', 'contracts.invalidVatNumber'],
        [{ invoiceAddress: VIENNA, vatNumber: '12345676-2-41' }, 'vatNumber', 'contracts.invalidVatNumber'],
        [{ groupIdentificationNumber: '12345678-5-41' }, 'groupIdentificationNumber', 'contracts.invalidGroupIdentificationNumber'],
        [{ bankAccountNumber: '12345678-12345678' }, 'bankAccountNumber', 'contracts.invalidBankAccount'],
        [{ bankAccountNumber: 'HU42 1177 3016 1111 1018 0000 0001' }, 'bankAccountNumber', 'contracts.invalidBankAccount'],
        [{ notificationEmails: ['x@'] }, 'notificationEmails.0', 'emailFormatHelpText'],
        [{ deliveryAddress: { ...ADDRESS, countryId: 'XX' } }, 'deliveryAddress.countryId', 'contracts.unknownCountry'],
      ];
      const before = (await contractRows(f.labs.plain.id)).length;
      for (const [overrides, param, message] of cases) {
        const response = await patch(tokens.lab, f.labs.plain.id, f.org.id, contract(overrides));
        expect({ param, status: response.status, body: response.body.error }).toEqual({
          param,
          status: 422,
          body: { param, message: expect.not.stringMatching(/^[a-z][A-Za-z.]*$/), type: message },
        });
      }
      // zod: a missing field and a wrong type
      const { contact: _contact, ...missing } = contract();
      const zod = await patch(tokens.lab, f.labs.plain.id, f.org.id, missing);
      expect([zod.status, zod.body.error.param]).toEqual([422, 'contact']);
      expect((await patch(tokens.lab, f.labs.plain.id, f.org.id, contract({ invoiceFormat: 'fax' as never }))).body.error.param).toBe('invoiceFormat');
      expect(await contractRows(f.labs.plain.id)).toHaveLength(before);
    });

    it('accepts what the rules accept: an Austrian institution with its EU VAT number, an IBAN, a group number, next year', async () => {
      const austrian = await patch(
        tokens.lab,
        f.labs.plain.id,
        f.org.id,
        contract({ year: YEAR + 1, invoiceAddress: { ...VIENNA, countryId: 'at' }, vatNumber: 'ATU12345675', bankAccountNumber: 'HU42 1177 3016 1111 1018 0000 0000', groupIdentificationNumber: '12345676-5-41', contactName: '  ', notificationEmails: ['', 'a@b.hu', ' '] }),
      );
      expect(austrian.status).toBe(200);
      expect(austrian.body).toMatchObject({ year: YEAR + 1, invoiceAddress: { countryId: 'AT' }, vatNumber: 'ATU12345675', contactName: null, notificationEmails: ['a@b.hu'], accepted: true, created: true });
      // tRPC: the same rules, the param in error.data.appError
      const client = trpcClient(app, { token: tokens.lab, demoDate: TEST_NOW.toISOString() });
      const error = await client.contracts.update
        .mutate({ labId: f.labs.plain.id, orgId: f.org.id, ...contract({ invoiceAddress: VIENNA, vatNumber: null }) })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      expect((error as TRPCClientError<never>).data).toMatchObject({ httpStatus: 422, appError: { code: 'CONSTRAINT', param: 'vatNumber', type: 'contracts.vatNumberRequired' } });
      const viaTrpc = await client.contracts.update.mutate({ labId: f.labs.plain.id, orgId: f.org.id, ...contract({ year: YEAR + 1, invoiceAddress: VIENNA, vatNumber: 'ATU12345675', bankAccountNumber: 'HU42 1177 3016 1111 1018 0000 0000', groupIdentificationNumber: '12345676-5-41', notificationEmails: ['a@b.hu'] }) });
      expect(viaTrpc).toMatchObject({ id: austrian.body.id, created: false });
    });

    it('refuses: 401 signed out, 403 org users (the lab accepts), another lab, a core lab for its satellite; 404 an org not of the lab', async () => {
      const { plain, satellite } = f.labs;
      expect((await patch(undefined, plain.id, f.org.id, contract())).status).toBe(401);
      const admin = await patch(tokens.admin, plain.id, f.org.id, contract());
      expect([admin.status, admin.body.error.type]).toEqual([403, 'authorization_error']);
      expect((await patch(tokens.otherAdmin, plain.id, f.org.id, contract())).status).toBe(403);
      expect((await patch(tokens.small, plain.id, f.org.id, contract())).status).toBe(403);
      expect((await patch(tokens.coreLab, satellite.id, f.org.id, contract())).status).toBe(403);
      expect((await patch(tokens.lab, plain.id, f.otherOrg.id, contract())).status).toBe(404);
    });
  });

  describe('GET …/documents/{id}/content', () => {
    it('downloads with the bearer token (the lab, its org users, a core lab for its satellite) and refuses the others', async () => {
      const [document] = (await listDocuments(tokens.lab, f.labs.plain.id, f.org.id)).body.items;
      const path = document!.downloadPath;
      expect((await download(app, path, tokens.admin)).status).toBe(200);
      expect((await download(app, path)).status).toBe(401);
      expect((await download(app, path, tokens.small)).status).toBe(403);
      expect((await download(app, path, tokens.otherAdmin)).status).toBe(403);
      // a document of another lab's contract under this lab's path: 404
      const small = (await listDocuments(tokens.small, f.labs.small.id, f.org.id)).body.items[0]!;
      const foreignPath = `${base(f.labs.plain.id, f.org.id)}/documents/${small.id}/content`;
      const notFound = await download(app, foreignPath, tokens.lab);
      expect([notFound.status, notFound.json().error.type]).toEqual([404, 'not_found_error']);
      expect((await download(app, `${base(f.labs.plain.id, f.org.id)}/documents/abc/content`, tokens.lab)).status).toBe(422);

      const satelliteDoc = await patch(tokens.satellite, f.labs.satellite.id, f.org.id, contract({ name: 'Makói Szatellit Labor' }));
      const bySatellite = await download(app, satelliteDoc.body.document!.downloadPath, tokens.coreLab);
      expect(bySatellite.status).toBe(200);
      expect(await extractPdfText(bySatellite.bytes)).toContain('Makói Szatellit Labor');
    });

    it('downloads with the short-lived token of downloadUrl and no session; a token opens only its own document, until it expires', async () => {
      const items = (await listDocuments(tokens.lab, f.labs.plain.id, f.org.id)).body.items;
      const [newest, older] = items;
      const viaToken = await download(app, newest!.downloadUrl);
      expect(viaToken.status).toBe(200);
      expect(await extractPdfText(viaToken.bytes)).toContain('ATU12345675');
      const token = new URL(newest!.downloadUrl, 'http://x').searchParams.get('token')!;
      expect(new Date(newest!.downloadUrlExpiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

      const refused = async (path: string) => {
        const response = await download(app, path);
        return [response.status, response.json().error.type];
      };
      // another document, another lab's path, a changed signature
      expect(await refused(`${older!.downloadPath}?token=${token}`)).toEqual([401, 'authentication_error']);
      expect(await refused(`${base(f.labs.small.id, f.org.id)}/documents/${newest!.id}/content?token=${token}`)).toEqual([401, 'authentication_error']);
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(await refused(`${newest!.downloadPath}?token=${forged}`)).toEqual([401, 'authentication_error']);
      expect(await refused(`${newest!.downloadPath}?token=garbage`)).toEqual([401, 'authentication_error']);
      // an expired one (issued an hour ago with the real key)
      const file = await t.db.selectFrom('contractDocuments').select('fileId').where('id', '=', newest!.id).executeTakeFirstOrThrow();
      const ref = { labId: f.labs.plain.id, orgId: f.org.id, documentId: newest!.id, fileId: file.fileId };
      const expired = issueContractDocumentToken(ref, new Date(Date.now() - 60 * 60_000)).token;
      expect(await refused(`${newest!.downloadPath}?token=${expired}`)).toEqual([401, 'authentication_error']);
      expect((await download(app, `${newest!.downloadPath}?token=${issueContractDocumentToken(ref, new Date()).token}`)).status).toBe(200);
      // a lab blocked by staff: its links stop working too
      await t.db.updateTable('labs').set({ accessBlocked: true }).where('id', '=', f.labs.plain.id).execute();
      try {
        expect(await refused(newest!.downloadUrl)).toEqual([403, 'access_blocked_error']);
      } finally {
        await t.db.updateTable('labs').set({ accessBlocked: false }).where('id', '=', f.labs.plain.id).execute();
      }
    });
  });

  describe('the OpenAPI document', () => {
    it('lists the contract procedures', async () => {
      const document = await rest<{ paths: Record<string, Record<string, unknown>> }>(app, 'GET', '/openapi.json');
      expect(document.status).toBe(200);
      expect(Object.keys(document.body.paths[`/labs/{labId}/contracts/orgs/{orgId}/current`] ?? {}).sort()).toEqual(['get', 'patch']);
      expect(Object.keys(document.body.paths[`/labs/{labId}/contracts/orgs/{orgId}/documents`] ?? {})).toEqual(['get']);
      expect(Object.keys(document.body.paths['/legal_documents'] ?? {})).toEqual(['get']);
    });
  });
});
