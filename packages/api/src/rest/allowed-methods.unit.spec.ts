import { describe, expect, it } from 'vitest';
import { allowedMethodsOf } from './allowed-methods';
import { buildOpenApiDocument } from './openapi-document';

describe('allowedMethodsOf: the methods of a /v1 path (the Allow header of a 405)', () => {
  it('reads procedures, binary routes and the document itself; GET brings HEAD; no route is []', () => {
    expect(allowedMethodsOf('/units/1')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE']);
    expect(allowedMethodsOf('/labs/1/surveys/2/files/3')).toEqual(['GET', 'HEAD']);
    expect(allowedMethodsOf('/labs/1/surveys/2/results/import')).toEqual(['POST']);
    expect(allowedMethodsOf('/openapi.json')).toEqual(['GET', 'HEAD']);
    expect(allowedMethodsOf('/no/such/thing')).toEqual([]);
    // as the adapter matches: a trailing slash and the case of the literal segments do not matter
    expect(allowedMethodsOf('/Units/1/')).toEqual(['GET', 'HEAD', 'PATCH', 'DELETE']);
  });

  it('knows every operation of the OpenAPI document', () => {
    const document = buildOpenApiDocument('https://eqa.provider.test/api/v1');
    const missing = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      ['get', 'put', 'post', 'delete', 'patch']
        .filter((method) => (item as Record<string, unknown>)[method] !== undefined)
        .filter((method) => !allowedMethodsOf(path.replace(/\{[^}]+\}/g, '1')).includes(method.toUpperCase()))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
