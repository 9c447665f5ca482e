import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi-document';

interface Operation {
  summary?: string;
  description?: string;
  security?: Array<Record<string, unknown>>;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** The operations anyone may call without a session (spec: sign-in, registration, account recovery, public documents). */
const PUBLIC_OPERATIONS = [
  'GET /altcha/challenge',
  'GET /certificates/verify/{code}',
  'GET /config',
  'GET /documents/download-pdf',
  'GET /legal_documents',
  'GET /legal_documents/{name}',
  'GET /orgs',
  'GET /orgs/{orgId}',
  'GET /orgs/{orgId}/documents',
  'GET /orgs/{orgId}/documents/{kind}',
  'POST /auth/invitations/accept',
  'POST /auth/reset_password',
  'POST /auth/reset_password/email',
  'POST /auth/tokens',
  'POST /labs/{labId}/set_new_password',
  'POST /orgs/{orgId}/register',
  'POST /sample_links/verify',
];

/** A contract document downloads with a session, or without one with the short-lived token of its link. */
const SESSION_OR_TOKEN_OPERATIONS = ['GET /labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content'];

/**
 * The repository's Redocly configuration (redocly.yaml: the recommended rules) and its ignore file
 * (.redocly.lint-ignore.yaml: the spec's overlapping paths, one pointer each), as `redocly lint
 * openapi.json` reads them from the repository root (docs/decisions/api.md "OpenAPI document").
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let document: ReturnType<typeof buildOpenApiDocument>;
let operations: Array<{ key: string; operation: Operation }>;

beforeAll(() => {
  document = buildOpenApiDocument('https://eqa.provider.test/api/v1');
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, Operation | undefined>)[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
});

describe('the /api/v1 OpenAPI document', () => {
  it('passes Redocly lint with the recommended rules: 0 errors, 0 warnings', async () => {
    const config = await loadConfig({ configPath: join(REPO_ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: join(REPO_ROOT, 'openapi.json'), config });
    const shown = problems.filter((problem) => !problem.ignored).map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(shown).toEqual([]);
    // every entry of the ignore file still names one of the spec's seven overlaps: none lingers once its overlap is gone
    const ignored = problems.filter((problem) => problem.ignored).map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`);
    expect(ignored).toHaveLength(7);
    expect(new Set(ignored.map((entry) => entry.split(' ')[0]))).toEqual(new Set(['no-ambiguous-paths']));
  }, 60_000);

  it('gives every operation a short summary and a description', () => {
    expect(operations.length).toBeGreaterThan(170);
    const missing = operations.filter(({ operation }) => !operation.summary?.trim() || !operation.description?.trim()).map(({ key }) => key);
    expect(missing).toEqual([]);
    const long = operations.filter(({ operation }) => (operation.summary ?? '').length > 70 || operation.summary?.endsWith('.')).map(({ key }) => key);
    expect(long).toEqual([]);
    const sameAsSummary = operations.filter(({ operation }) => operation.description === operation.summary).map(({ key }) => key);
    expect(sameAsSummary).toEqual([]);
  });

  it('marks public operations with security: [] and every other one with the bearer scheme', () => {
    const open = operations.filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0).map(({ key }) => key);
    expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    for (const { key, operation } of operations) {
      if (PUBLIC_OPERATIONS.includes(key)) continue;
      const expected = SESSION_OR_TOKEN_OPERATIONS.includes(key) ? [{ bearerAuth: [] }, {}] : [{ bearerAuth: [] }];
      expect(operation.security, key).toEqual(expected);
    }
  });

  it('declares errors as they are sent: the REST error body, 422 and never 400, 401 and 403 only with a session', () => {
    for (const { key, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, key).not.toContain('400');
      expect(statuses, key).toEqual(expect.arrayContaining(['500', '503']));
      const needsSession = (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
      if (needsSession) expect(statuses, key).toEqual(expect.arrayContaining(['401', '403']));
      else expect(statuses, key).not.toContain('401');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        // 429 and 503 refer to their named responses (with Retry-After), the others carry the body themselves
        const response = operation.responses[status];
        const named = response?.$ref ? (document.components?.responses?.[response.$ref.replace('#/components/responses/', '')] as Operation['responses'][string] | undefined) : response;
        expect(named?.content?.['application/json']?.schema?.$ref, `${key} ${status}`).toBe('#/components/schemas/ErrorBody');
      }
    }
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas).filter((name) => name.startsWith('error.'))).toEqual([]);
    expect(schemas.ErrorBody).toMatchObject({ required: ['error'], properties: { error: { required: ['message', 'type'] } } });
  });

  it('declares the statuses a description names, e.g. 409 on deletes of items in use and 429 on sign-in', () => {
    const byKey = new Map(operations.map(({ key, operation }) => [key, Object.keys(operation.responses)]));
    expect(byKey.get('DELETE /units/{id}')).toContain('409');
    expect(byKey.get('POST /auth/tokens')).toEqual(expect.arrayContaining(['422', '429', '403']));
    // every limited operation declares its 429 (issue 23: brute force and e-mail floods)
    for (const limited of [
      'POST /auth/change_password',
      'POST /labs/{labId}/set_new_password',
      'POST /labs/{labId}/forgot_validation_password',
      'POST /labs/{labId}/orgs/{orgId}/support',
      'POST /labs/{labId}/change_password',
      'POST /orgs/{orgId}/change_password',
    ]) {
      expect(byKey.get(limited), limited).toContain('429');
    }
    expect(byKey.get('POST /orgs/{orgId}/register')).toEqual(expect.arrayContaining(['404', '413', '415', '422', '429']));
    expect(byKey.get('POST /orgs/{orgId}/surveys/{surveyId}/evaluate')).toEqual(expect.arrayContaining(['409', '422', '503']));
  });

  it('describes the binary upload and download routes', () => {
    const keys = operations.map(({ key }) => key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PUT /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/result_groups/{groupId}/values/content',
        'GET /labs/{labId}/surveys/{surveyId}/files/{fileId}',
        'GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/evaluation.csv',
        'GET /labs/{labId}/surveys/{surveyId}/parameters/{paramId}/reports/pre_evaluation.csv',
        'GET /labs/{labId}/surveys/{surveyId}/documents/pdf-preview',
        'GET /labs/{labId}/surveys/{surveyId}/documents/{path}',
        'GET /labs/{labId}/surveys/documents/download-pdf',
        'GET /labs/{labId}/surveys/documents/recreateDownloadDocument/{path}',
        'GET /labs/{labId}/surveys/documents/{path}',
        'GET /orgs/{orgId}/documents/{kind}',
        'GET /labs/{labId}/contracts/orgs/{orgId}/documents/{documentId}/content',
        'GET /legal_documents/{name}',
        'PUT /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/documents/invoice/content',
        'GET /labs/{labId}/orders/orgs/{orgId}/years/{year}/invoices/{invoiceId}/documents/{docId}/content',
        'POST /labs/{labId}/surveys/{surveyId}/appeal_attachments',
        'GET /labs/{labId}/surveys/{surveyId}/appeals/{appealId}/attachments/{attachmentId}/content',
      ]),
    );
    const upload = operations.find(({ key }) => key.endsWith('/result_groups/{groupId}/values/content'))?.operation;
    expect(Object.keys(upload?.responses ?? {})).toEqual(expect.arrayContaining(['201', '413', '415', '422']));
    const attachment = operations.find(({ key }) => key === 'POST /labs/{labId}/surveys/{surveyId}/appeal_attachments')?.operation;
    expect(Object.keys(attachment?.responses ?? {})).toEqual(expect.arrayContaining(['201', '403', '413', '415', '422']));
  });
});
