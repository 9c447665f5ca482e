import { describe, expect, it } from 'vitest';
import {
  acceptedVersionIds,
  legalDocumentsInForce,
  legalDocumentsToAccept,
  nextLegalVersionNumber,
  unavailableLegalDocuments,
  versionInForce,
  type LegalVersionFacts,
} from './legal-versions';

const published = new Date('2026-01-01T00:00:00Z');
const v = (id: number, version: number, effectiveFrom: string, isPublished = true, name: LegalVersionFacts['name'] = 'termsAndConditions'): LegalVersionFacts => ({
  id,
  name,
  version,
  effectiveFrom,
  publishedAt: isPublished ? published : null,
});

describe('versionInForce', () => {
  const cases: Array<{ title: string; versions: LegalVersionFacts[]; today: string; expected: number | null }> = [
    { title: 'none stored', versions: [], today: '2026-06-01', expected: null },
    { title: 'a draft is never in force', versions: [v(1, 1, '2026-01-01', false)], today: '2026-06-01', expected: null },
    { title: 'a published version from its effective day', versions: [v(1, 1, '2026-06-01')], today: '2026-06-01', expected: 1 },
    { title: 'not before its effective day', versions: [v(1, 1, '2026-06-02')], today: '2026-06-01', expected: null },
    { title: 'the latest effective day wins', versions: [v(1, 1, '2026-01-01'), v(2, 2, '2026-03-01')], today: '2026-06-01', expected: 2 },
    { title: 'a later version not yet effective leaves the earlier in force', versions: [v(1, 1, '2026-01-01'), v(2, 2, '2026-07-01')], today: '2026-06-01', expected: 1 },
    { title: 'same day: the higher version', versions: [v(1, 1, '2026-03-01'), v(2, 2, '2026-03-01')], today: '2026-06-01', expected: 2 },
    { title: 'an older effective day with a higher number loses', versions: [v(1, 1, '2026-04-01'), v(2, 2, '2026-02-01')], today: '2026-06-01', expected: 1 },
    { title: 'a newer draft does not replace the published one', versions: [v(1, 1, '2026-01-01'), v(2, 2, '2026-02-01', false)], today: '2026-06-01', expected: 1 },
    { title: 'another document is ignored', versions: [v(1, 1, '2026-01-01', true, 'dataPrivacyStatement')], today: '2026-06-01', expected: null },
  ];
  for (const c of cases) {
    it(c.title, () => expect(versionInForce(c.versions, 'termsAndConditions', c.today)?.id ?? null).toBe(c.expected));
  }
});

describe('legalDocumentsInForce and what an acceptance records and asks', () => {
  const versions = [v(10, 1, '2026-01-01'), v(20, 1, '2026-01-01', true, 'dataPrivacyStatement')];

  it('stands the template in where templates are allowed, else marks the document unavailable', () => {
    const allowed = legalDocumentsInForce(versions, '2026-06-01', true);
    expect(allowed.map((d) => d.kind)).toEqual(['version', 'version', 'template']);
    expect(unavailableLegalDocuments(allowed)).toEqual([]);
    expect(acceptedVersionIds(allowed)).toEqual([10, 20]);
    const production = legalDocumentsInForce(versions, '2026-06-01', false);
    expect(unavailableLegalDocuments(production)).toEqual(['conciliationPanels']);
    expect(unavailableLegalDocuments(legalDocumentsInForce([], '2026-06-01', false))).toEqual(['termsAndConditions', 'dataPrivacyStatement', 'conciliationPanels']);
  });

  const cases: Array<{ title: string; accepted: number[] | null; versions: LegalVersionFacts[]; expected: string[] }> = [
    { title: 'never accepted: every version in force', accepted: null, versions, expected: ['termsAndConditions', 'dataPrivacyStatement'] },
    { title: 'accepted the ones in force: nothing', accepted: [10, 20], versions, expected: [] },
    { title: 'a new terms version: the terms', accepted: [10, 20], versions: [...versions, v(11, 2, '2026-05-01')], expected: ['termsAndConditions'] },
    { title: 'a new version not yet effective: nothing', accepted: [10, 20], versions: [...versions, v(11, 2, '2026-09-01')], expected: [] },
    { title: 'templates only: nothing to ask', accepted: [], versions: [], expected: [] },
    { title: 'accepted under the template, then a version is published: asked', accepted: [], versions, expected: ['termsAndConditions', 'dataPrivacyStatement'] },
  ];
  for (const c of cases) {
    it(c.title, () => expect(legalDocumentsToAccept(legalDocumentsInForce(c.versions, '2026-06-01', true), c.accepted)).toEqual(c.expected));
  }
});

describe('nextLegalVersionNumber', () => {
  it.each([
    [[], 1],
    [[v(1, 1, '2026-01-01')], 2],
    [[v(1, 1, '2026-01-01'), v(2, 3, '2026-01-01', false)], 4],
    [[v(1, 5, '2026-01-01', true, 'conciliationPanels')], 1],
  ] as Array<[LegalVersionFacts[], number]>)('%#', (versions, expected) => expect(nextLegalVersionNumber(versions, 'termsAndConditions')).toBe(expected));
});
