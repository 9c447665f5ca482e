import { generateOpenApiDocument } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { LEGAL_DOCUMENT_NAMES } from '@eqa/documents';
import { extractPdfText } from '@eqa/documents/testing/extract-pdf-text';
import { CONTRACT_ROUTES_OPENAPI_PATHS } from '../../http/contract-routes';
import { appRouter } from '../../root';
import { createApiFixture, FIXTURE_PASSWORD, type ApiFixture } from '../../testing/fixtures';
import { download, rest, signIn, startTestApp, type TestApp, trpcClient } from '../../testing/test-app';
import type { TListLegalDocumentsOutput } from '../../services/contracts/list-legal-documents.types';

const SLOW = 180_000;

describe('legal and help documents (REST and tRPC, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let f: ApiFixture;
  let otherAdmin = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db);
    f = await createApiFixture(t.db);
    otherAdmin = await signIn(app, f.users.otherOrgAdmin.username, FIXTURE_PASSWORD);
  });

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  describe('GET /legal_documents', () => {
    it('lists every document by name with its title per language and its downloads, for the first org when none is asked for (public)', async () => {
      const response = await rest<TListLegalDocumentsOutput>(app, 'GET', '/legal_documents');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe('9');
      expect(response.body.items.map((item) => item.name)).toEqual([...LEGAL_DOCUMENT_NAMES]);
      expect(response.body.items[0]).toEqual({
        name: 'termsAndConditions',
        title: { en: 'General terms and conditions', hu: 'Általános szerződési feltételek' },
        locales: ['en', 'hu'],
        mediaType: 'application/pdf',
        downloadPath: '/legal_documents/termsAndConditions',
        downloads: {
          en: `/legal_documents/termsAndConditions?locale=en&org_id=${f.org.id}`,
          hu: `/legal_documents/termsAndConditions?locale=hu&org_id=${f.org.id}`,
        },
      });
      expect(response.body.items.map((item) => item.title.hu)).toContain('Békéltető testületek');
    });

    it("answers the signed-in user's org, or the org asked for; 404 for an unknown org", async () => {
      const mine = await rest<TListLegalDocumentsOutput>(app, 'GET', '/legal_documents', { token: otherAdmin });
      expect(mine.body.items[0]?.downloads.hu).toBe(`/legal_documents/termsAndConditions?locale=hu&org_id=${f.otherOrg.id}`);
      const asked = await trpcClient(app).contracts.legalDocuments.query({ orgId: f.otherOrg.id });
      expect(asked.items[3]).toMatchObject({ name: 'conciliationPanels', downloads: { en: `/legal_documents/conciliationPanels?locale=en&org_id=${f.otherOrg.id}` } });
      expect((await rest(app, 'GET', '/legal_documents?org_id=999999')).status).toBe(404);
    });
  });

  describe('GET /legal_documents/{name}', () => {
    it(
      'serves every document as a readable PDF in English and Hungarian with the org’s name and contact data (public)',
      async () => {
        const { items } = (await rest<TListLegalDocumentsOutput>(app, 'GET', `/legal_documents?org_id=${f.org.id}`)).body;
        for (const item of items) {
          for (const locale of ['en', 'hu'] as const) {
            const pdf = await download(app, item.downloads[locale]!);
            expect({ name: item.name, locale, status: pdf.status, type: pdf.headers.get('content-type') }).toEqual({ name: item.name, locale, status: 200, type: 'application/pdf' });
            const text = await extractPdfText(pdf.bytes);
            expect(text).toContain(item.title[locale]);
            expect(text).toContain(f.org.name);
            expect(text).toContain('@org.example.org');
          }
        }
      },
      SLOW,
    );

    it(
      'has the real texts: the terms in Hungarian with accents, the privacy rights, the conciliation panels, the incident form',
      async () => {
        const terms = await download(app, `/legal_documents/termsAndConditions?locale=hu&org_id=${f.org.id}`);
        expect(terms.headers.get('content-disposition')).toContain('terms-and-conditions-hu.pdf');
        const termsText = await extractPdfText(terms.bytes);
        for (const expected of ['Általános szerződési feltételek', 'A szerződés létrejötte', 'validáló jelszóval', 'Panaszok és fellebbezések', 'magyar jog']) {
          expect(termsText).toContain(expected);
        }
        const privacy = await extractPdfText((await download(app, '/legal_documents/dataPrivacyStatement?locale=en')).bytes);
        expect(privacy).toContain('General Data Protection Regulation');
        expect(privacy).toContain('NAIH');
        const panels = await extractPdfText((await download(app, '/legal_documents/conciliationPanels?locale=hu')).bytes);
        expect(panels).toContain('Budapesti Békéltető Testület');
        expect(panels).toContain('Szabolcs-Szatmár-Bereg Megyei Békéltető Testület');
        const incident = await extractPdfText((await download(app, '/legal_documents/dataPrivacyIncidentReport?locale=hu')).bytes);
        expect(incident).toContain('Az érintett személyek és adatrekordok hozzávetőleges száma'.toLocaleUpperCase('hu-HU'));
      },
      SLOW,
    );

    it(
      'reads the language as a tag and falls back to English; 404 an unknown name or org, 422 a malformed query',
      async () => {
        const text = async (query: string) => extractPdfText((await download(app, `/legal_documents/guide${query}`)).bytes);
        expect(await text('?locale=hu-HU')).toContain('Résztvevői útmutató');
        expect(await text('?locale=de')).toContain('Participant guide');
        expect(await text('')).toContain('Participant guide');
        const unknown = await download(app, '/legal_documents/privacyPolicy?locale=en');
        expect([unknown.status, unknown.json().error.type]).toEqual([404, 'not_found_error']);
        expect((await download(app, '/legal_documents/guide?org_id=999999')).status).toBe(404);
        expect((await download(app, '/legal_documents/guide?org_id=abc')).status).toBe(422);
        expect((await download(app, '/legal_documents/guide?locale=1')).status).toBe(422);
      },
      SLOW,
    );
  });

  describe('GET /documents/download-pdf?fileName= (spec 2 §7 "Other")', () => {
    it(
      'serves the legal or help document of the file name (public, also file_name); 404 an unknown name, 422 none',
      async () => {
        const guide = await download(app, `/documents/download-pdf?fileName=user-manual-hu.pdf&org_id=${f.org.id}`);
        expect([guide.status, guide.headers.get('content-type')]).toEqual([200, 'application/pdf']);
        expect(guide.headers.get('content-disposition')).toContain('user-manual-hu.pdf');
        const text = await extractPdfText(guide.bytes);
        expect(text).toContain(f.org.name);
        // the same file name GET /legal_documents/{name} answers
        const terms = await download(app, '/documents/download-pdf?file_name=terms-and-conditions-en.pdf');
        expect(terms.status).toBe(200);
        expect(await extractPdfText(terms.bytes)).toContain('General terms and conditions');
        for (const name of ['privacy-policy-en.pdf', 'user-manual-de.pdf', 'user-manual-en.docx', '../user-manual-en.pdf', 'userManual']) {
          const unknown = await download(app, `/documents/download-pdf?fileName=${encodeURIComponent(name)}`);
          expect([name, unknown.status, unknown.json().error.type]).toEqual([name, 404, 'not_found_error']);
        }
        expect((await download(app, '/documents/download-pdf')).status).toBe(422);
        expect((await download(app, '/documents/download-pdf?fileName=')).status).toBe(422);
        expect((await download(app, '/documents/download-pdf?fileName=guide-en.pdf&org_id=999999')).status).toBe(404);
      },
      SLOW,
    );
  });

  describe('the OpenAPI document', () => {
    it('lists the listing procedure, and the binary downloads through CONTRACT_ROUTES_OPENAPI_PATHS', async () => {
      const served = await rest<{ paths: Record<string, unknown> }>(app, 'GET', '/openapi.json');
      expect(served.body.paths['/legal_documents']).toBeDefined();
      const document = generateOpenApiDocument(appRouter, { title: 'EQA', version: '1', baseUrl: 'http://x/api/v1', paths: CONTRACT_ROUTES_OPENAPI_PATHS }) as unknown as {
        paths: Record<string, { get: { parameters: Array<{ name: string; in: string }>; responses: Record<string, { content?: Record<string, unknown> }> } }>;
      };
      const legal = document.paths['/legal_documents/{name}']!.get;
      expect(legal.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:name', 'query:locale', 'query:org_id']);
      expect(Object.keys(legal.responses['200']?.content ?? {})).toEqual(['application/pdf']);
      const content = document.paths['/labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content']!.get;
      expect(content.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['path:documentId', 'path:labId', 'path:orgId', 'query:token']);
      expect(document.paths['/legal_documents']).toBeDefined();
      const byFileName = document.paths['/documents/download-pdf']!.get;
      expect(byFileName.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(['query:fileName', 'query:org_id']);
    });
  });
});
