import { describe, expect, it } from 'vitest';
import { apiPath, downloadLanguages } from './contract-downloads';

describe('contract downloads', () => {
  it('puts API paths under /api/v1 once', () => {
    expect(apiPath('/legal_documents/guide?locale=en')).toBe('/api/v1/legal_documents/guide?locale=en');
    expect(apiPath('/api/v1/labs/1/contracts/orgs/1/documents/2/content')).toBe('/api/v1/labs/1/contracts/orgs/1/documents/2/content');
  });

  it("offers the reader's language first", () => {
    expect(downloadLanguages(['en', 'hu'], 'hu')).toEqual(['hu', 'en']);
    expect(downloadLanguages(['hu', 'en'], 'en')).toEqual(['en', 'hu']);
  });
});
