import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContractInput } from '@eqa/core';
import { createTestDatabase, type TestDatabase } from '@eqa/db/testing/test-database';
import { hashPassword } from '../../services/auth/passwords';
import { createEvaluationScenario, TEST_NOW, type EvaluationScenario } from '../../services/reports/testing/evaluation-scenario';
import { FIXTURE_PASSWORD } from '../../testing/fixtures';
import { rest, signIn, startTestApp, type TestApp } from '../../testing/test-app';
import type { TContract } from '../../services/contracts/contracts.types';

interface ErrorBody {
  error: { message: string; param?: string; type: string };
}

const YEAR = TEST_NOW.getUTCFullYear();

/**
 * Spec 2 §4 "Contract", §6: a missing contract for the year removes a lab user's access to surveys,
 * evaluations and orders (403 missing_contract_error) until the contract is updated and accepted;
 * accepting it (PATCH …/current with the terms accepted) gives the access back at once.
 */
describe('the missing contract, end to end (REST, real PostgreSQL)', () => {
  let t: TestDatabase;
  let app: TestApp;
  let s: EvaluationScenario;
  let labId: number;
  let orgId: number;
  let token = '';
  let adminToken = '';

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await startTestApp(t.db, { settings: { demoMode: true, defaultDemoDate: TEST_NOW.toISOString() } });
    s = await createEvaluationScenario(t.db);
    // a lab of the evaluated survey (validated results, evaluated) that has no contract at all
    labId = s.extraLabs[0]!;
    orgId = s.f.org.id;
    await t.db
      .insertInto('users')
      .values({ username: `nocontract${process.pid}`, fullName: 'Szerződés Nélküli Labor', email: null, passwordHash: await hashPassword(FIXTURE_PASSWORD), roleId: 'lab_admin', labId, localeId: 'hu' })
      .execute();
    token = await signIn(app, `nocontract${process.pid}`, FIXTURE_PASSWORD);
    adminToken = await signIn(app, s.f.users.orgAdmin.username, FIXTURE_PASSWORD);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  const calls = () => ({
    survey: `/labs/${labId}/surveys/${s.evaluated.surveyId}`,
    form: `/labs/${labId}/surveys/${s.evaluated.surveyId}/form`,
    evaluationReport: `/labs/${labId}/surveys/${s.evaluated.surveyId}/parameters/${s.catalog.numericParameterId}/reports/evaluation`,
    orders: `/labs/${labId}/orders/orgs/${orgId}/years/${YEAR}`,
    annualSummaries: `/labs/${labId}/orders/orgs/${orgId}/annual_summaries`,
  });
  const statuses = async (as: string) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(calls()).map(async ([name, path]) => {
          const response = await rest<ErrorBody>(app, 'GET', path, { token: as });
          return [name, response.status === 200 ? 200 : `${response.status} ${response.body.error.type}`] as const;
        }),
      ),
    );
  const evaluationsFlag = async () => {
    const list = await rest<{ items: Array<{ surveyId?: number; id?: number; missingContract: boolean }> }>(app, 'GET', `/labs/${labId}/evaluations?limit=50`, { token });
    expect(list.status).toBe(200);
    const item = list.body.items.find((i) => (i.surveyId ?? i.id) === s.evaluated.surveyId);
    expect(item).toBeDefined();
    return item!.missingContract;
  };

  it(
    'refuses the lab user surveys, evaluations and orders with 403 missing_contract_error; org users are not stopped',
    async () => {
      const current = await rest<TContract>(app, 'GET', `/labs/${labId}/contracts/orgs/${orgId}/current`, { token });
      expect(current.body).toMatchObject({ id: null, accepted: false, draft: { from: 'lab' } });
      expect(await statuses(token)).toEqual({
        survey: '403 missing_contract_error',
        form: '403 missing_contract_error',
        evaluationReport: '403 missing_contract_error',
        orders: '403 missing_contract_error',
        annualSummaries: '403 missing_contract_error',
      });
      expect(await evaluationsFlag()).toBe(true);
      expect(await statuses(adminToken)).toEqual({ survey: 200, form: 200, evaluationReport: 200, orders: 200, annualSummaries: 200 });
    },
    120_000,
  );

  it(
    'a save without the accepted terms changes nothing; accepting the contract gives the access back at once',
    async () => {
      const draft = (await rest<TContract>(app, 'GET', `/labs/${labId}/contracts/orgs/${orgId}/current`, { token })).body;
      const address = { city: 'Szeged', address: 'Semmelweis utca 6.', zipCode: '6725', countryId: 'HU' };
      const contract: TContractInput = {
        year: YEAR,
        name: 'Szegedi Tudományegyetem Laboratóriumi Medicina Intézet',
        laboratoryHeadFullName: 'Dr. Győrffy Ödön',
        address,
        contact: { phone: '+36 62 545 000', emails: ['labor@szte.example'] },
        contactName: draft.contactName,
        contactResponsibleFullName: 'Tóth Ünige',
        contactAddress: address,
        furtherContact: { phone: '+36 62 545 001', emails: ['minoseg@szte.example'] },
        deliveryName: draft.deliveryName,
        deliveryResponsibleFullName: null,
        deliveryAddress: address,
        deliveryContact: { phone: null, emails: ['atvetel@szte.example'] },
        invoiceName: 'Szegedi Tudományegyetem',
        invoiceAddress: address,
        invoiceContact: { phone: '+36 62 545 002', emails: ['szamla@szte.example'] },
        bankAccountNumber: null,
        vatNumber: '15329743-2-06',
        groupIdentificationNumber: null,
        notificationEmails: [],
        invoiceFormat: 'electronic',
        termsAccepted: false,
      };
      const refused = await rest<ErrorBody>(app, 'PATCH', `/labs/${labId}/contracts/orgs/${orgId}/current`, { token, body: contract });
      expect([refused.status, refused.body.error.param]).toEqual([422, 'termsAccepted']);
      expect((await statuses(token)).survey).toBe('403 missing_contract_error');

      const accepted = await rest<TContract & { created: boolean }>(app, 'PATCH', `/labs/${labId}/contracts/orgs/${orgId}/current`, {
        token,
        body: { ...contract, termsAccepted: true },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ accepted: true, created: true, acceptedAt: TEST_NOW.toISOString() });
      expect(await statuses(token)).toEqual({ survey: 200, form: 200, evaluationReport: 200, orders: 200, annualSummaries: 200 });
      expect(await evaluationsFlag()).toBe(false);
    },
    120_000,
  );
});
